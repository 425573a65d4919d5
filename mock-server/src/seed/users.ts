// Seeded accounts (DESIGN.md "seeded users"): five named personas plus 25 more, all with password `password`.
import type { CurrencyCode, Todo } from '../lib/types.ts';

export const SEED_PASSWORD = 'password';

/** Seeded messages and posts are dated from here (fixed, so the seed is the same on every run). */
export const SEED_TIME = Date.UTC(2026, 9, 1, 9, 0, 0);

/** What a new sign-up starts with (DESIGN.md "auth"): 1000 OSBT, USD, todo 'profile'. */
export const SIGN_UP_DEFAULTS = {
  osbt: 1000,
  currency: 'USD' as CurrencyCode,
  userCountry: 'US',
  timeZone: 'UTC',
};

export interface SeedUser {
  uid: string;
  email: string;
  userName: string;
  isVerified: boolean;
  isStaff: boolean;
  country: string;
  currency: CurrencyCode;
  userCountry: string;
  timeZone: string;
  todo: Todo;
  /** Opening OSBT balance, granted through the ledger. */
  osbt: number;
  /** How long before the seed (the mock's clock at reset) the account was made: the staff overview's sign-ups. */
  joinedDaysAgo: number;
}

export const seedUid = (n: number): string => `u${String(n).padStart(10, '0')}`;

const PERSONAS: SeedUser[] = [
  {
    uid: seedUid(1),
    email: 'ada@example.com',
    userName: 'ada',
    isVerified: true,
    isStaff: true,
    country: 'NG',
    currency: 'NGN',
    userCountry: 'NG',
    timeZone: 'Africa/Lagos',
    todo: '',
    osbt: 50000,
    joinedDaysAgo: 400,
  },
  {
    uid: seedUid(2),
    email: 'ben@example.com',
    userName: 'ben',
    isVerified: true,
    isStaff: false,
    country: 'US',
    currency: 'USD',
    userCountry: 'US',
    timeZone: 'America/New_York',
    todo: '',
    osbt: 50000,
    joinedDaysAgo: 365,
  },
  {
    uid: seedUid(3),
    email: 'chidi@example.com',
    userName: 'chidi',
    isVerified: false,
    isStaff: false,
    country: 'GB',
    currency: 'GBP',
    userCountry: 'GB',
    timeZone: 'Europe/London',
    todo: '',
    osbt: 20000,
    joinedDaysAgo: 150,
  },
  {
    uid: seedUid(4),
    email: 'dana@example.com',
    userName: '',
    isVerified: false,
    isStaff: false,
    country: '',
    currency: 'USD',
    userCountry: 'KE',
    timeZone: 'UTC',
    todo: 'profile',
    osbt: 1000,
    joinedDaysAgo: 0.1,
  },
  {
    uid: seedUid(5),
    email: 'eve@example.com',
    userName: 'eve',
    isVerified: false,
    isStaff: false,
    country: 'IA',
    currency: 'USD',
    userCountry: 'US',
    timeZone: 'UTC',
    todo: '',
    osbt: 5000,
    joinedDaysAgo: 20,
  },
];

// country, currency, time zone for the extra users, cycled in order.
export const PLACES: ReadonlyArray<readonly [string, CurrencyCode, string]> = [
  ['NG', 'NGN', 'Africa/Lagos'],
  ['US', 'USD', 'America/Chicago'],
  ['GB', 'GBP', 'Europe/London'],
  ['IN', 'INR', 'Asia/Kolkata'],
  ['KE', 'USD', 'Africa/Nairobi'],
  ['ZA', 'ZAR', 'Africa/Johannesburg'],
  ['CA', 'CAD', 'America/Toronto'],
  ['DE', 'EUR', 'Europe/Berlin'],
  ['JP', 'JPY', 'Asia/Tokyo'],
  ['AU', 'AUD', 'Australia/Sydney'],
  ['MX', 'MXN', 'America/Mexico_City'],
  ['ID', 'IDR', 'Asia/Jakarta'],
  ['PK', 'PKR', 'Asia/Karachi'],
  ['AE', 'AED', 'Asia/Dubai'],
  ['CN', 'CNY', 'Asia/Shanghai'],
  ['CH', 'CHF', 'Europe/Zurich'],
  ['FR', 'EUR', 'Europe/Paris'],
  ['GH', 'USD', 'Africa/Accra'],
];

const EXTRA_NAMES = [
  'fela',
  'gina',
  'hugo',
  'ines',
  'jide',
  'kemi',
  'leo',
  'mara',
  'nnamdi',
  'olu',
  'priya',
  'quinn',
  'rosa',
  'sade',
  'tomi',
  'uche',
  'vera',
  'wale',
  'xena',
  'yusuf',
  'zara',
  'amaka',
  'bola',
  'carlos',
  'dayo',
];

const EXTRAS: SeedUser[] = EXTRA_NAMES.map((name, index) => {
  const n = PERSONAS.length + index + 1;
  const [country, currency, timeZone] = PLACES[index % PLACES.length] ?? ['US', 'USD', 'UTC'];
  return {
    uid: seedUid(n),
    email: `${name}@example.com`,
    userName: name,
    isVerified: index % 3 === 0,
    isStaff: false,
    country,
    currency,
    userCountry: country,
    timeZone,
    todo: '',
    osbt: 1000 * (((index * 7) % 10) + 1),
    // Spread over the last four months, a few of them this week.
    joinedDaysAgo: ((index * 37) % 120) + 0.5,
  };
});

export const SEED_USERS: readonly SeedUser[] = [...PERSONAS, ...EXTRAS];

/** Contacts per user (uid → contact uids); names come from the users. */
export const SEED_CONTACTS: ReadonlyArray<readonly [string, readonly string[]]> = [
  [seedUid(1), [seedUid(2), seedUid(3), seedUid(5)]],
  [seedUid(2), [seedUid(1), seedUid(3)]],
  [seedUid(3), [seedUid(1)]],
  [seedUid(5), [seedUid(1)]],
];
