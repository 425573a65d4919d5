// Session and stored accounts (spec sections 3 and 4): the signed-in user, the 'users' map keyed by
// email, the active token, sign-in/out, switching and adding accounts.
import { signal, computed, effect, batch } from '@preact/signals-react';
import type { components } from '../../../contracts/api/schema';
import { compositeId } from '../lib/identity';
import { readJson, writeJson, STORAGE_KEYS } from '../lib/storage';
import { token } from './token';

export type User = components['schemas']['User'];

/**
 * The typed API client (and openapi-fetch) loads with the first call rather than with the app's entry: a
 * signed-out visitor of the public pages never calls the API, and it is 4 KB of the entry's JS (gzip). Every
 * session starts through here, so the client knows whom to tell when the API ends one.
 */
const apiClient = () =>
  import('../lib/api/client').then((client) => {
    client.whenSessionEnds(endSession);
    return client;
  });

/** Spec section 4 leaves the maximum unshown; we allow five stored accounts. */
export const MAX_ACCOUNTS = 5;

export const LOGOUT_MESSAGE = 'You have been logged out successfully';
export const SWITCHED_MESSAGE = 'Account switched successfully';

export interface StoredAccount {
  token: string;
  /** Composite identifier (userName-isVerified-country-uid), null until the profile is complete. */
  id: string | null;
}

export type Accounts = Record<string, StoredAccount>;

export const accounts = signal<Accounts>(readJson<Accounts>(STORAGE_KEYS.users, {}), { name: 'accounts' });
export const user = signal<User | null>(null, { name: 'user' });
/**
 * True once the API refused the active session (it expired, or was signed out from elsewhere): the sign-in page says
 * so and, after signing in, returns the person to the page they were on. A new session clears it.
 */
export const sessionEnded = signal(false, { name: 'sessionEnded' });
/** 'loading' while a stored token's account is being fetched; 'ready' once we know who (if anyone) is signed in. */
export const authStatus = signal<'loading' | 'ready'>(token.peek() ? 'loading' : 'ready', { name: 'authStatus' });

effect(() => writeJson(STORAGE_KEYS.users, accounts.value));

export const activeEmail = computed(() => {
  const current = token.value;
  if (!current) return null;
  return Object.entries(accounts.value).find(([, a]) => a.token === current)?.[0] ?? null;
});

export const canAddAccount = computed(() => Object.keys(accounts.value).length < MAX_ACCOUNTS);

function remember(email: string, tokenValue: string, id: string | null): void {
  accounts.value = { ...accounts.value, [email]: { token: tokenValue, id } };
}

function forget(email: string): void {
  const next = { ...accounts.value };
  delete next[email];
  accounts.value = next;
}

/** Signs out the account whose session the API refused; the protected guard then sends the person to sign-in. */
function endSession(): void {
  const email = activeEmail.peek();
  batch(() => {
    if (email) forget(email);
    token.value = null;
    user.value = null;
    authStatus.value = 'ready';
    sessionEnded.value = true;
  });
}

/** Fetches the signed-in user; a rejected token signs this account out. */
export async function refreshUser(): Promise<User | null> {
  if (!token.peek()) {
    batch(() => {
      user.value = null;
      authStatus.value = 'ready';
    });
    return null;
  }
  try {
    const { api, unwrap } = await apiClient();
    const { data } = await unwrap(api.POST('/account/get/user'));
    batch(() => {
      user.value = data;
      authStatus.value = 'ready';
      const email = activeEmail.peek() ?? data.email;
      remember(email, token.peek() ?? '', compositeId(data));
    });
    return data;
  } catch (error) {
    // Imported here, not at the top: the API client has loaded it by now, and the entry (every page's first load)
    // then carries none of the API's error texts.
    const { ApiError } = await import('../lib/api/errors');
    if (error instanceof ApiError && error.status === 401) {
      endSession();
      return null;
    }
    authStatus.value = 'ready';
    throw error;
  }
}

async function startSession(email: string, tokenValue: string): Promise<User | null> {
  batch(() => {
    sessionEnded.value = false;
    token.value = tokenValue;
    remember(email, tokenValue, null);
    authStatus.value = 'loading';
  });
  return refreshUser();
}

export async function signIn(email: string, password: string): Promise<User | null> {
  const { api, unwrap } = await apiClient();
  const { data } = await unwrap(api.POST('/account/auth/sign-in', { body: { email, password } }));
  return startSession(email, data.token);
}

export async function signUp(email: string, password: string): Promise<User | null> {
  const { api, unwrap } = await apiClient();
  const { data } = await unwrap(api.POST('/account/auth/sign-up', { body: { email, password } }));
  return startSession(email, data.token);
}

export async function switchAccount(email: string): Promise<User | null> {
  const stored = accounts.peek()[email];
  if (!stored) return null;
  batch(() => {
    token.value = stored.token;
    authStatus.value = 'loading';
  });
  return refreshUser();
}

/**
 * Logs out the active account. Another stored account becomes active ('Account switched successfully');
 * otherwise the token is cleared ('You have been logged out successfully') and the caller goes to /sign-in.
 */
export async function logout(): Promise<{ switched: boolean; message: string }> {
  const email = activeEmail.peek();
  try {
    const { api } = await apiClient();
    await api.POST('/account/auth/sign-out');
  } catch {
    // The server may already consider the token gone; logging out locally must still succeed.
  }
  // Signing out on purpose is no ended session to tell about later.
  sessionEnded.value = false;
  if (email) forget(email);
  const next = Object.keys(accounts.peek())[0];
  if (next) {
    await switchAccount(next);
    return { switched: true, message: SWITCHED_MESSAGE };
  }
  batch(() => {
    token.value = null;
    user.value = null;
    authStatus.value = 'ready';
  });
  return { switched: false, message: LOGOUT_MESSAGE };
}

/** Applies a partial update to the signed-in user ('Update successful!'). */
export async function updateAccount(body: components['schemas']['AccountUpdate']): Promise<string> {
  const { api, unwrap } = await apiClient();
  const { data, message } = await unwrap(api.POST('/account/action', { body }));
  user.value = data;
  const email = activeEmail.peek();
  if (email) remember(email, token.peek() ?? '', compositeId(data));
  return message;
}
