// Bearer tokens: random, several per user (tabs, stored accounts), revocable.
import { randomBytes } from 'node:crypto';

export interface TokensRepo {
  /** A new random token (43 characters) for the user. */
  issue(uid: string): string;
  /** The uid behind a live token. */
  resolve(token: string): string | undefined;
  /** Answers whether the token was live. */
  revoke(token: string): boolean;
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
    reset() {
      tokens = new Map();
    },
  };
}
