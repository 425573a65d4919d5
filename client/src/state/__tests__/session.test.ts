// Session rules of spec sections 3 and 4: stored accounts keyed by email, switching, and both logout outcomes.
import { describe, it, expect, beforeEach, vi } from 'vitest';
import { token } from '../token';
import {
  accounts,
  user,
  authStatus,
  activeEmail,
  canAddAccount,
  signIn,
  logout,
  switchAccount,
  refreshUser,
  sessionEnded,
  MAX_ACCOUNTS,
  LOGOUT_MESSAGE,
  SWITCHED_MESSAGE,
} from '../session';

type Handler = (path: string, auth: string | null, body: unknown) => { status: number; body: unknown };

function serve(handler: Handler) {
  const fetchMock = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/v1/, '');
    const text = await request.text();
    const { status, body } = handler(path, request.headers.get('Authorization'), text ? JSON.parse(text) : undefined);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const people: Record<string, { token: string; uid: string; userName: string }> = {
  'ada@example.com': { token: 'tok_ada_0000000000001', uid: 'u0000000001', userName: 'ada' },
  'ben@example.com': { token: 'tok_ben_0000000000002', uid: 'u0000000002', userName: 'ben' },
};

function fakeApi(): Handler {
  return (path, auth, body) => {
    if (path === '/account/auth/sign-in') {
      const { email, password } = body as { email: string; password: string };
      const person = people[email];
      if (!person || password !== 'password')
        return { status: 401, body: { status: 'error', message: 'Incorrect email or password', data: null } };
      return { status: 200, body: { status: 'success', message: 'OK', data: { token: person.token } } };
    }
    const entry = Object.entries(people).find(([, p]) => `Bearer ${p.token}` === auth);
    if (!entry) return { status: 401, body: { status: 'error', message: 'Please sign in to continue', data: null } };
    const [email, p] = entry;
    if (path === '/account/auth/sign-out') return { status: 200, body: { status: 'success', message: 'OK', data: null } };
    return {
      status: 200,
      body: {
        status: 'success',
        message: 'OK',
        data: {
          uid: p.uid,
          userName: p.userName,
          email,
          isVerified: true,
          isStaff: false,
          country: 'NG',
          currency: 'NGN',
          userCountry: 'NG',
          timeZone: 'UTC',
          assets: { OSBT: 10 },
          playData: null,
          todo: '',
        },
      },
    };
  };
}

describe('session', () => {
  beforeEach(() => {
    token.value = null;
    accounts.value = {};
    user.value = null;
    authStatus.value = 'ready';
    serve(fakeApi());
  });

  it("stores the account in 'users' keyed by email with its token and composite identifier, and sets the active 'token'", async () => {
    await signIn('ada@example.com', 'password');
    expect(accounts.value).toEqual({ 'ada@example.com': { token: people['ada@example.com']!.token, id: 'ada-1-NG-u0000000001' } });
    expect(JSON.parse(localStorage.getItem('users') ?? 'null')).toEqual(accounts.value);
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toBe(people['ada@example.com']!.token);
    expect(user.value?.userName).toBe('ada');
    expect(activeEmail.value).toBe('ada@example.com');
  });

  it('a wrong password raises the API message and stores nothing', async () => {
    await expect(signIn('ada@example.com', 'nope')).rejects.toThrow('Incorrect email or password');
    expect(accounts.value).toEqual({});
    expect(token.value).toBeNull();
  });

  it('switching account sets the token and refreshes user data', async () => {
    await signIn('ada@example.com', 'password');
    await signIn('ben@example.com', 'password');
    expect(user.value?.userName).toBe('ben');
    await switchAccount('ada@example.com');
    expect(token.value).toBe(people['ada@example.com']!.token);
    expect(user.value?.userName).toBe('ada');
  });

  it("logout with another stored account makes it active: 'Account switched successfully'", async () => {
    await signIn('ada@example.com', 'password');
    await signIn('ben@example.com', 'password');
    const result = await logout();
    expect(result).toEqual({ switched: true, message: SWITCHED_MESSAGE });
    expect(SWITCHED_MESSAGE).toBe('Account switched successfully');
    expect(Object.keys(accounts.value)).toEqual(['ada@example.com']);
    expect(user.value?.userName).toBe('ada');
  });

  it("logout of the last account clears the token: 'You have been logged out successfully'", async () => {
    await signIn('ada@example.com', 'password');
    const result = await logout();
    expect(result).toEqual({ switched: false, message: LOGOUT_MESSAGE });
    expect(LOGOUT_MESSAGE).toBe('You have been logged out successfully');
    expect(token.value).toBeNull();
    expect(user.value).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a revoked token found at start-up signs that account out', async () => {
    accounts.value = { 'old@example.com': { token: 'tok_revoked_000000000', id: null } };
    token.value = 'tok_revoked_000000000';
    expect(await refreshUser()).toBeNull();
    expect(accounts.value).toEqual({});
    expect(token.value).toBeNull();
    expect(authStatus.value).toBe('ready');
  });

  it('a 401 to any call made with the active session ends it: the account is signed out and sessionEnded says so', async () => {
    await signIn('ada@example.com', 'password');
    expect(sessionEnded.value).toBe(false);
    // Signed out from elsewhere (or expired): the API now refuses the token.
    const ended = {
      status: 401,
      body: { status: 'error', code: 'auth.signInRequired', message: 'Please sign in to continue', data: null },
    };
    serve((path, auth, body) => (auth === `Bearer ${people['ada@example.com']!.token}` ? ended : fakeApi()(path, auth, body)));
    const { api } = await import('../../lib/api/client');
    await expect(api.POST('/account/settings/get')).rejects.toMatchObject({ status: 401 });
    expect(sessionEnded.value).toBe(true);
    expect(token.value).toBeNull();
    expect(user.value).toBeNull();
    expect(accounts.value).toEqual({});
    // A new sign-in clears it.
    serve(fakeApi());
    await signIn('ben@example.com', 'password');
    expect(sessionEnded.value).toBe(false);
  });

  it('a wrong password while adding an account ends nothing (it is no session’s refusal)', async () => {
    await signIn('ada@example.com', 'password');
    await expect(signIn('ben@example.com', 'nope')).rejects.toThrow('Incorrect email or password');
    expect(sessionEnded.value).toBe(false);
    expect(user.value?.userName).toBe('ada');
  });

  it(`offers Add account only while fewer than ${MAX_ACCOUNTS} accounts are stored`, () => {
    accounts.value = Object.fromEntries(
      Array.from({ length: MAX_ACCOUNTS - 1 }, (_, i) => [`p${i}@example.com`, { token: `t${i}`, id: null }]),
    );
    expect(canAddAccount.value).toBe(true);
    accounts.value = { ...accounts.value, 'last@example.com': { token: 'tl', id: null } };
    expect(canAddAccount.value).toBe(false);
  });
});
