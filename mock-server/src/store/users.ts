// Accounts: records, lookups by uid / email / username, and the composite identifier (spec section 3).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { CurrencyCode, Todo } from '../lib/types.ts';

export interface UserRecord {
  uid: string;
  email: string;
  passwordHash: string;
  userName: string;
  isVerified: boolean;
  isStaff: boolean;
  country: string;
  currency: CurrencyCode;
  userCountry: string;
  timeZone: string;
  todo: Todo;
  createdAt: number;
}

export type UserPatch = Partial<Pick<UserRecord, 'userName' | 'country' | 'currency' | 'timeZone' | 'todo' | 'isVerified'>>;

// A mock: a fast salted hash is enough (no real secret is ever stored here).
const SALT = 'osb-mock-salt';
export function hashPassword(password: string): string {
  return createHash('sha256').update(SALT).update(password).digest('hex');
}

export function passwordMatches(record: UserRecord, password: string): boolean {
  const given = Buffer.from(hashPassword(password), 'hex');
  const stored = Buffer.from(record.passwordHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** userName-isVerified(1|0)-country-uid, or null when a part is missing (spec section 3). */
export function nidOf(user: Pick<UserRecord, 'userName' | 'isVerified' | 'country' | 'uid'>): string | null {
  if (!user.userName || !user.country || !user.uid) return null;
  return `${user.userName}-${user.isVerified ? 1 : 0}-${user.country}-${user.uid}`;
}

/**
 * Names that cannot be usernames: profiles live at /{username} (spec section 2), so a username may not
 * shadow a top-level route of the SPA.
 */
export const RESERVED_USER_NAMES: ReadonlySet<string> = new Set([
  'about',
  'account',
  'admin',
  'api',
  'app',
  'blog',
  'careers',
  'cloud',
  'discover',
  'docs',
  'download',
  'faqs',
  'focus',
  'guides',
  'help',
  'inbox',
  'map',
  'market',
  'osb',
  'osbt',
  'partners',
  'pay',
  'play',
  'pricing',
  'privacy',
  'resources',
  'root',
  'sdks',
  'security',
  'sitemap',
  'solutions',
  'staff',
  'support',
  'system',
  'terms',
]);

export const uidOf = (n: number): string => `u${String(n).padStart(10, '0')}`;

export interface UsersRepo {
  get(uid: string): UserRecord | undefined;
  byEmail(email: string): UserRecord | undefined;
  byUserName(userName: string): UserRecord | undefined;
  all(): UserRecord[];
  /** Adds a user; without `uid` the next free sequential uid is used. */
  create(input: Omit<UserRecord, 'uid' | 'createdAt' | 'passwordHash'> & { uid?: string; password: string; createdAt: number }): UserRecord;
  /** Applies a patch; the caller checks the username first (isUserNameFree). */
  update(uid: string, patch: UserPatch): UserRecord;
  /** Replaces the password (the caller checks the rules and the current password first). */
  setPassword(uid: string, password: string): void;
  /** False when someone else has it or it is reserved. */
  isUserNameFree(userName: string, exceptUid?: string): boolean;
  reset(): void;
}

export function createUsersRepo(): UsersRepo {
  let byUid = new Map<string, UserRecord>();
  let byEmail = new Map<string, UserRecord>();
  let byName = new Map<string, UserRecord>();
  let lastNumber = 0;

  return {
    get: (uid) => byUid.get(uid),
    byEmail: (email) => byEmail.get(email.toLowerCase()),
    byUserName: (userName) => byName.get(userName.toLowerCase()),
    all: () => [...byUid.values()],
    create(input) {
      const { password, uid: givenUid, ...rest } = input;
      const uid = givenUid ?? uidOf(lastNumber + 1);
      const match = /^u(\d{10})$/.exec(uid);
      if (match) lastNumber = Math.max(lastNumber, Number(match[1]));
      if (byUid.has(uid)) throw new Error(`Duplicate uid ${uid}`);
      const record: UserRecord = { ...rest, uid, email: rest.email.toLowerCase(), passwordHash: hashPassword(password) };
      byUid.set(uid, record);
      byEmail.set(record.email, record);
      if (record.userName) byName.set(record.userName, record);
      return record;
    },
    update(uid, patch) {
      const record = byUid.get(uid);
      if (!record) throw new Error(`No user ${uid}`);
      if (patch.userName !== undefined && patch.userName !== record.userName) {
        if (record.userName) byName.delete(record.userName);
        if (patch.userName) byName.set(patch.userName, record);
      }
      Object.assign(record, patch);
      return record;
    },
    setPassword(uid, password) {
      const record = byUid.get(uid);
      if (!record) throw new Error(`No user ${uid}`);
      record.passwordHash = hashPassword(password);
    },
    isUserNameFree(userName, exceptUid) {
      if (RESERVED_USER_NAMES.has(userName.toLowerCase())) return false;
      const owner = byName.get(userName.toLowerCase());
      return !owner || owner.uid === exceptUid;
    },
    reset() {
      byUid = new Map();
      byEmail = new Map();
      byName = new Map();
      lastNumber = 0;
    },
  };
}
