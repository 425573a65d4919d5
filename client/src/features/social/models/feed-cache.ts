// The For you feed's first page as the signed-in person last loaded it, kept in localStorage so their next visit
// to /discover draws those posts at once, with the feed's own components, while the fresh page loads in its
// place (feeds.ts). It fits only the same person in the same language, and only for a day; it goes with the
// session (state/token.ts).
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage';
import type { FeedPage } from './types';

export interface CachedFeedPage {
  uid: string;
  language: string;
  savedAt: number;
  data: FeedPage;
}

/** An older page is not shown: most of what it says would have moved on. */
export const FEED_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function isCachedFeedPage(value: unknown): value is CachedFeedPage {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<CachedFeedPage>;
  return (
    typeof entry.uid === 'string' &&
    typeof entry.language === 'string' &&
    typeof entry.savedAt === 'number' &&
    typeof entry.data === 'object' &&
    entry.data !== null &&
    Array.isArray(entry.data.list)
  );
}

/** The kept first page of `uid` in `language`, or null when there is none that fits (another person, too old). */
export function readCachedFeedPage(uid: string, language: string, now = Date.now()): FeedPage | null {
  const entry = readJson<unknown>(STORAGE_KEYS.feedFirstPage, null);
  if (!isCachedFeedPage(entry) || entry.uid !== uid || entry.language !== language) return null;
  const age = now - entry.savedAt;
  return age >= 0 && age < FEED_CACHE_MAX_AGE_MS && entry.data.list.length > 0 ? entry.data : null;
}

/** Keeps `data` (page 1 of For you) as the first page `uid` sees next time in `language`. */
export function keepFeedPage(uid: string, language: string, data: FeedPage, now = Date.now()): void {
  const entry: CachedFeedPage = { uid, language, savedAt: now, data };
  writeJson(STORAGE_KEYS.feedFirstPage, entry);
}
