// Bearer tokens: random, several per user (tabs, stored accounts), revocable.
import { randomBytes } from 'node:crypto';

export interface TokensRepo {
  /** A new random token (43 characters) for the user. */
  issue(uid: string): string;
  /** The uid behind a live token. */
  resolve(token: string): string | undefined;
  /** Answers whether the token was live. */
  revoke(token: string): boolean;
  /** Revokes every token of the user but `keep`; answers the tokens that ended. */
  revokeOthers(uid: string, keep: string): string[];
  /** How many live tokens the user has besides `except`. */
  countOthers(uid: string, except: string): number;
  reset(): void;
}

export function createTokensRepo(): TokensRepo {
  let tokens = new Map<string, string>();
  return {
    issue(uid) {
      const token = randomBytes(32).toString('base64url');
      tokens.set(token, uid);
      return token;
    },
    resolve: (token) => tokens.get(token),
    revoke: (token) => tokens.delete(token),
    revokeOthers(uid, keep) {
      const ended = [...tokens].filter(([token, owner]) => owner === uid && token !== keep).map(([token]) => token);
      for (const token of ended) tokens.delete(token);
      return ended;
    },
    countOthers(uid, except) {
      let count = 0;
      for (const [token, owner] of tokens) if (owner === uid && token !== except) count += 1;
      return count;
    },
    reset() {
      tokens = new Map();
    },
  };
}
