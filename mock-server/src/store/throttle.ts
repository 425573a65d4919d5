// Counting attempts with backoff (sign-in per account and per client, sign-up per client): `limit` counted attempts
// within `windowMs` lock the key for `baseWaitMs`, and each further counted attempt doubles the wait (up to
// `maxWaitMs`). A key forgets its count `windowMs` after its last attempt or lock ended. Time is the mock's clock.

export interface ThrottleRule {
  limit: number;
  windowMs: number;
  baseWaitMs: number;
  maxWaitMs: number;
}

export interface Throttle {
  /** Milliseconds before the key may try again; 0 when it may now. */
  waitMs(key: string): number;
  /** Counts an attempt; answers the wait it now imposes (0 while under the limit). */
  count(key: string): number;
  /** Forgets the key (a successful sign-in clears its account's failures). */
  clear(key: string): void;
  reset(): void;
}

interface Entry {
  count: number;
  last: number;
  lockedUntil: number;
}

export function createThrottle(rule: ThrottleRule, now: () => number): Throttle {
  let entries = new Map<string, Entry>();
  /** The key's entry, or none once it has been quiet for a whole window (its old count no longer matters). */
  const live = (key: string, at: number): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && at - Math.max(entry.last, entry.lockedUntil) > rule.windowMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    waitMs(key) {
      const at = now();
      const entry = live(key, at);
      return entry ? Math.max(0, entry.lockedUntil - at) : 0;
    },
    count(key) {
      const at = now();
      const entry = live(key, at) ?? { count: 0, last: at, lockedUntil: 0 };
      entry.count += 1;
      entry.last = at;
      if (entry.count >= rule.limit) {
        const doublings = Math.min(entry.count - rule.limit, 30);
        entry.lockedUntil = at + Math.min(rule.baseWaitMs * 2 ** doublings, rule.maxWaitMs);
      }
      entries.set(key, entry);
      return Math.max(0, entry.lockedUntil - at);
    },
    clear(key) {
      entries.delete(key);
    },
    reset() {
      entries = new Map();
    },
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Failed sign-ins of one email (with an account or not): five in 15 minutes lock it for a minute, then doubling. */
export const SIGN_IN_ACCOUNT: ThrottleRule = { limit: 5, windowMs: 15 * MINUTE, baseWaitMs: MINUTE, maxWaitMs: HOUR };
/**
 * Failed sign-ins from one client (IP address), whatever the email: a larger budget for a shared address. Failures
 * only, so a test suite signing in hundreds of times from 127.0.0.1 never trips it.
 */
export const SIGN_IN_CLIENT: ThrottleRule = { limit: 50, windowMs: 15 * MINUTE, baseWaitMs: MINUTE, maxWaitMs: HOUR };
/**
 * Refused sign-ups from one client (an email that has an account, a refused password): ten an hour, then a doubling
 * wait. What it stops is probing which emails have accounts; accounts made in bulk gain nothing to pass on (their
 * grants are held until verified), and test suites sign up dozens of fresh accounts from one address.
 */
export const SIGN_UP_CLIENT: ThrottleRule = { limit: 10, windowMs: HOUR, baseWaitMs: MINUTE, maxWaitMs: HOUR };

export interface AuthThrottles {
  signInAccount: Throttle;
  signInClient: Throttle;
  signUpClient: Throttle;
  reset(): void;
}

export function createAuthThrottles(now: () => number): AuthThrottles {
  const throttles = {
    signInAccount: createThrottle(SIGN_IN_ACCOUNT, now),
    signInClient: createThrottle(SIGN_IN_CLIENT, now),
    signUpClient: createThrottle(SIGN_UP_CLIENT, now),
  };
  return {
    ...throttles,
    reset() {
      for (const throttle of Object.values(throttles)) throttle.reset();
    },
  };
}
