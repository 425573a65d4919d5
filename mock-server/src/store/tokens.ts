// Bearer tokens: random, several per user (tabs, stored accounts), revocable, and ending on their own: after
// SESSION_IDLE_MS without a call, and SESSION_MAX_AGE_MS after sign-in whatever the use (the mock's clock).
import { randomBytes } from '../lib/entropy.ts';

const DAY_MS = 86_400_000;
/** A session unused for 30 days ends (each authenticated call counts as use). */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** Every session ends 90 days after its sign-in: the person signs in again. */
export const SESSION_MAX_AGE_MS = 90 * DAY_MS;

interface Session {
  uid: string;
  issuedAt: number;
  usedAt: number;
}

export interface TokensRepo {
  /** A new random token (43 characters) for the user. */
  issue(uid: string): string;
  /** The uid behind a live token (and the call counts as use); an expired token ends here. */
  resolve(token: string): string | undefined;
  /** Answers whether the token was live. */
  revoke(token: string): boolean;
  /** Revokes every token of the user but `keep`; answers the tokens that ended. */
  revokeOthers(uid: string, keep: string): string[];
  /** How many live tokens the user has besides `except`. */
  countOthers(uid: string, except: string): number;
  reset(): void;
}

export function createTokensRepo(deps: { now: () => number }): TokensRepo {
  let tokens = new Map<string, Session>();
  const expired = (session: Session, at: number): boolean =>
    at - session.usedAt > SESSION_IDLE_MS || at - session.issuedAt > SESSION_MAX_AGE_MS;
  /** Live sessions of a user: expired ones are dropped on the way (they would answer 401 anyway). */
  const liveOf = (uid: string, at: number): string[] => {
    const found: string[] = [];
    for (const [token, session] of tokens) {
      if (session.uid !== uid) continue;
      if (expired(session, at)) tokens.delete(token);
      else found.push(token);
    }
    return found;
  };
  return {
    issue(uid) {
      const token = randomBytes(32).toString('base64url');
      const at = deps.now();
      tokens.set(token, { uid, issuedAt: at, usedAt: at });
      return token;
    },
    resolve(token) {
      const session = tokens.get(token);
      if (!session) return undefined;
      const at = deps.now();
      if (expired(session, at)) {
        tokens.delete(token);
        return undefined;
      }
      session.usedAt = Math.max(session.usedAt, at);
      return session.uid;
    },
    revoke: (token) => tokens.delete(token),
    revokeOthers(uid, keep) {
      const ended = liveOf(uid, deps.now()).filter((token) => token !== keep);
      for (const token of ended) tokens.delete(token);
      return ended;
    },
    countOthers(uid, except) {
      return liveOf(uid, deps.now()).filter((token) => token !== except).length;
    },
    reset() {
      tokens = new Map();
    },
  };
}
