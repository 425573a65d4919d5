// The local cache of spec section 3: every value is stored as JSON under a fixed key.
export const STORAGE_KEYS = {
  token: 'token',
  users: 'users',
  theme: 'theme',
  language: 'language',
  cookieConsent: 'cookieConsent',
  recentSearches: 'recentSearches',
  contacts: 'contacts',
  chats: 'chats',
  lastId: 'lastId',
  /** Ours, not one of the spec's: /focus remembers per user (uid → post id) where the reader stopped. */
  focusPlace: 'focusPlace',
  /** Ours: messages typed and not yet acknowledged, per user (uid → sends), so a reload or a crash loses none. */
  outbox: 'outbox',
  /** Ours: For you's first page as the signed-in person last loaded it (features/social/models/feed-cache.ts). */
  feedFirstPage: 'feedFirstPage',
  /** Ours: what was typed in each conversation and not sent, per user (uid → conversation → text). */
  drafts: 'drafts',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be disabled (privacy mode, sandboxed frames): the app still runs, it just forgets.
    return null;
  }
}

export function readJson<T>(key: StorageKey, fallback: T): T {
  const raw = store()?.getItem(key);
  if (raw == null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  try {
    if (value === undefined || value === null) store()?.removeItem(key);
    else store()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: keep running with in-memory state.
  }
}
