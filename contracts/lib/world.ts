// The state one contract file works in: the target, the base URL calls go to (Prism or the target), cached
// sessions, and a checked `call` that collects problems and records which operations got a 2xx.
import { checkExchange, unexpected, type Problem } from './check.ts';
import { callOperation, type Auth, type Exchange } from './http.ts';
import { signIn, type Session } from './suite.ts';
import { operationById, type Operation } from './spec.ts';
import type { Target } from './target.ts';

export type Actor = 'none' | (string & {}) | Session | { auth: Auth };

export interface CallSpec {
  body?: unknown;
  as?: Actor;
  label?: string;
  /** The request is deliberately invalid (Prism's request violations are then expected). */
  invalidRequest?: boolean;
  /** Raw bytes instead of a JSON body (see CallOptions.raw). */
  raw?: { body: string; contentType: string; describe: string };
  /** Allowed statuses; a status outside them is a problem. Default: any 2xx. */
  expect?: (status: number) => string | undefined;
}

export interface World {
  target: Target;
  /** Where calls go: Prism's URL (proxy mode) or the target's base URL. */
  base: string;
  viaPrism: boolean;
  /**
   * Named roles → user keys of the target (main, other, third, onboarding). On a real API other and third are the
   * second user when one is given; without one they name the main user, and `session` refuses them.
   */
  roles: Record<string, string>;
  problems: Problem[];
  /** operationIds that were called / answered 2xx at least once. */
  called: Set<string>;
  succeeded: Set<string>;
  /** Scratch space fixtures share (e.g. a game id). */
  state: Record<string, unknown>;
  session(role: string): Promise<Session>;
  /** A new token for the role (for sign-out and revocation tests). */
  freshSession(role: string): Promise<Session>;
  call(operationId: string | Operation, spec?: CallSpec): Promise<Exchange>;
}

/**
 * Lets `ms` of the target's time pass: the mock's clock moves at once; a real API has no clock control, so the
 * suite really waits (fixtures that do say how long in `FIXTURE_REAL_WAITS_MS`, which their test timeout adds).
 */
export async function letTimePass(w: Pick<World, 'target'>, ms: number): Promise<void> {
  if (w.target.advanceClock) await w.target.advanceClock(ms);
  else await new Promise((resolve) => setTimeout(resolve, ms));
}

export const expect2xx = (status: number): string | undefined => (status >= 200 && status < 300 ? undefined : 'expected a 2xx');

/** The roles that stand for another person than the main user. */
const OTHER_PEOPLE = new Set(['other', 'third']);

/**
 * Thrown by `session('other' | 'third')` on a real API given one user: a call with another person (a chat, a
 * payment, an order, a game) made with oneself would only be refused, so the caller skips instead.
 */
export class NeedsSecondUser extends Error {
  constructor(role: string) {
    super(`needs a second user of the deployment as "${role}": set CONTRACT_EMAIL_2 and CONTRACT_PASSWORD_2`);
    this.name = 'NeedsSecondUser';
  }
}

export function createWorld(target: Target, base: string, viaPrism: boolean): World {
  const main = target.mode === 'mock' ? 'ada' : 'primary';
  const roles: Record<string, string> =
    target.mode === 'mock'
      ? { main, other: 'ben', third: 'chidi', onboarding: 'dana' }
      : { main, other: target.users.secondary ? 'secondary' : main, third: target.users.secondary ? 'secondary' : main, onboarding: main };
  const sessions = new Map<string, Promise<Session>>();
  const world: World = {
    target,
    base,
    viaPrism,
    roles,
    problems: [],
    called: new Set(),
    succeeded: new Set(),
    state: {},
    session(role) {
      const who = roles[role] ?? role;
      if (OTHER_PEOPLE.has(role) && who === roles.main) return Promise.reject(new NeedsSecondUser(role));
      let s = sessions.get(who);
      if (!s) {
        s = signIn(target, who);
        sessions.set(who, s);
      }
      return s;
    },
    freshSession(role) {
      const who = roles[role] ?? role;
      if (OTHER_PEOPLE.has(role) && who === roles.main) return Promise.reject(new NeedsSecondUser(role));
      return signIn(target, who);
    },
    async call(opOrId, spec = {}) {
      const op = typeof opOrId === 'string' ? operationById(opOrId) : opOrId;
      let auth: Auth;
      const actor = spec.as ?? (op.secured ? 'main' : 'none');
      if (actor === 'none') auth = { kind: 'none' };
      else if (typeof actor === 'string') auth = (await world.session(actor)).auth;
      else auth = actor.auth;
      const ex = await callOperation(base, op, {
        body: spec.body,
        auth,
        label: spec.label ?? 'call',
        viaPrism,
        ...(spec.raw ? { raw: spec.raw } : {}),
      });
      world.called.add(op.operationId);
      if (ex.status >= 200 && ex.status < 300) world.succeeded.add(op.operationId);
      const found = checkExchange(ex, { invalidRequest: spec.invalidRequest ?? false });
      const why = (spec.expect ?? expect2xx)(ex.status);
      if (why) found.push(unexpected(ex, why));
      world.problems.push(...found);
      return ex;
    },
  };
  return world;
}

/** Takes the problems collected so far (so each test reports only its own). */
export function drain(world: World): Problem[] {
  return world.problems.splice(0, world.problems.length);
}

/** `data` of a JSON envelope, or undefined. */
export function dataOf(ex: Exchange): Record<string, unknown> | undefined {
  const data = (ex.json as { data?: unknown } | undefined)?.data;
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
}
