// /focus, the calm reading mode: the Following feed (the people and tags you follow) in one column, and the post
// where the reader stopped, remembered per user in this browser so the next visit opens there.
import { user } from '../../../state/session';
import { feeds } from './feeds';

/** Ours (not one of the spec's cache keys): uid → the id of the post the reader was at. */
export const FOCUS_PLACE_KEY = 'focusPlace';
/** How far back to page to find the remembered post before giving up on it. */
export const FOCUS_MAX_PAGES = 10;

export const focusList = feeds.following;

function readPlaces(): Record<string, string> {
  try {
    const raw = globalThis.localStorage?.getItem(FOCUS_PLACE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function savedPlace(): string | null {
  const uid = user.peek()?.uid;
  return uid ? (readPlaces()[uid] ?? null) : null;
}

export function savePlace(postId: string): void {
  const uid = user.peek()?.uid;
  if (!uid) return;
  try {
    globalThis.localStorage?.setItem(FOCUS_PLACE_KEY, JSON.stringify({ ...readPlaces(), [uid]: postId }));
  } catch {
    // Storage full or off: the place is simply not remembered.
  }
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
