// /focus, the calm reading mode: the Following feed (the people and tags you follow) in one column, and the post
// where the reader stopped, remembered per user in this browser so the next visit opens there.
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage';
import { user } from '../../../state/session';
import { feeds } from './feeds';

/** uid → the id of the post the reader was at (lib/storage.ts: STORAGE_KEYS.focusPlace). */
export const FOCUS_PLACE_KEY = STORAGE_KEYS.focusPlace;
/** How far back to page to find the remembered post before giving up on it. */
export const FOCUS_MAX_PAGES = 10;

export const focusList = feeds.following;

function readPlaces(): Record<string, string> {
  const parsed = readJson<unknown>(FOCUS_PLACE_KEY, {});
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
}

export function savedPlace(): string | null {
  const uid = user.peek()?.uid;
  return uid ? (readPlaces()[uid] ?? null) : null;
}

export function savePlace(postId: string): void {
  const uid = user.peek()?.uid;
  if (!uid) return;
  writeJson(FOCUS_PLACE_KEY, { ...readPlaces(), [uid]: postId });
}

/** Loads the feed until the remembered post is in it (at most 10 pages); answers its id, or null. */
export async function openAtPlace(): Promise<string | null> {
  const place = savedPlace();
  await focusList.ensure();
  if (!place) return null;
  while (!focusList.ids.peek().includes(place) && focusList.hasMore.peek() && focusList.page.peek() < FOCUS_MAX_PAGES) {
    await focusList.loadMore();
    if (focusList.status.peek() === 'error') return null;
  }
  return focusList.ids.peek().includes(place) ? place : null;
}
