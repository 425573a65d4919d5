// Per-file wiring for the contract tests: the target (reset to its seed), signed-in sessions and Prism.
import { inject } from 'vitest';
import { callOperation, type Auth } from './http.ts';
import { operationById } from './spec.ts';
import { resolveTarget, type Target } from './target.ts';

/** The target of this run, reset to its seed (mock) — call once per file in beforeAll. */
export async function fileTarget(): Promise<Target> {
  const target = await resolveTarget(inject('contractMockBaseUrl'), inject('contractMockError'));
  await target.reset();
  return target;
}

export interface Session {
  who: string;
  token: string;
  uid: string;
  userName: string;
  /** Composite identifier userName-isVerified(1|0)-country-uid (spec section 3). */
  nid: string;
  user: Record<string, unknown>;
  auth: Auth;
}

/** Signs in straight at the target (not through Prism) and reads the user. */
export async function signIn(target: Target, who: string): Promise<Session> {
  const creds = target.users[who];
  if (!creds) throw new Error(`no credentials for user "${who}" on this target (${target.mode})`);
  const res = await callOperation(target.baseUrl, operationById('signIn'), { body: creds, label: `sign in as ${who}` });
  const token = (res.json as { data?: { token?: unknown } } | undefined)?.data?.token;
  if (res.status !== 200 || typeof token !== 'string')
    throw new Error(`signing in as ${who} (${creds.email}) failed: HTTP ${res.status} ${res.bodyText.slice(0, 200)}`);
  const auth: Auth = { kind: 'bearer', token, who };
  const me = await callOperation(target.baseUrl, operationById('getUser'), { auth, label: `read user ${who}` });
  const user = (me.json as { data?: Record<string, unknown> } | undefined)?.data;
  if (me.status !== 200 || !user) throw new Error(`reading the user ${who} failed: HTTP ${me.status} ${me.bodyText.slice(0, 200)}`);
  const uid = String(user.uid);
  const userName = typeof user.userName === 'string' ? user.userName : '';
  return {
    who,
    token,
    uid,
    userName,
    nid: `${userName}-${user.isVerified ? 1 : 0}-${typeof user.country === 'string' ? user.country : ''}-${uid}`,
    user,
    auth,
  };
}
