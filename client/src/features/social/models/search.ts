// Profile search (FAB Search, spec sections 5 and 8): text lowercased, empty ignored, results or 'Profile not found!',
// 'Search to connect globally!' while idle, and recent searches per user: 100 kept, 12 shown, clearable, stored
// under 'recentSearches' as JSON keyed by uid (spec sections 3 and 9).
import { batch, computed, effect, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage';
import { user } from '../../../state/session';
import { searchProfiles } from '../api/search-profiles';
import type { ProfileSummary } from './types';
import { normalizeSearch, rememberSearch, shownSearches } from './validation';

export type RecentSearches = Record<string, string[]>;
export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

/** Every user's recent searches, as stored. */
export const recentByUser = signal<RecentSearches>(readJson<RecentSearches>(STORAGE_KEYS.recentSearches, {}), { name: 'search.recent' });
effect(() => writeJson(STORAGE_KEYS.recentSearches, recentByUser.value));

/** The signed-in user's recent searches on screen (newest 12). */
export const recentSearches = computed(() => {
  const uid = user.value?.uid;
  return uid ? shownSearches(recentByUser.value[uid] ?? []) : [];
});

export const query = signal('', { name: 'search.query' });
export const results = signal<ProfileSummary[]>([], { name: 'search.results' });
export const status = signal<SearchStatus>('idle', { name: 'search.status' });
export const searchError = signal<string | null>(null, { name: 'search.error' });
/** The text the current results are for. */
export const searched = signal('', { name: 'search.searched' });

let latest = 0;
let requested = '';

/** The text most recently sent (answered or not), so the same search is not sent twice. */
export function lastRequested(): string {
  return requested;
}

/** What the field shows: lowercased as typed (spec section 5); clearing it goes back to idle. */
export function setQuery(text: string): void {
  batch(() => {
    query.value = text.toLowerCase();
    if (normalizeSearch(text) === null) {
      latest += 1;
      requested = '';
      status.value = 'idle';
      results.value = [];
      searched.value = '';
    }
  });
}

export function remember(text: string): void {
  const uid = user.peek()?.uid;
  if (!uid) return;
  const current = recentByUser.peek();
  recentByUser.value = { ...current, [uid]: rememberSearch(current[uid] ?? [], text) };
}

export function clearRecent(): void {
  const uid = user.peek()?.uid;
  if (!uid) return;
  const next = { ...recentByUser.peek() };
  delete next[uid];
  recentByUser.value = next;
}

/** Searches for the text (ignored when empty); `record` adds it to the recent searches. */
export async function search(text: string, { record = true }: { record?: boolean } = {}): Promise<void> {
  const normalized = normalizeSearch(text);
  if (normalized === null) return;
  const ticket = ++latest;
  requested = normalized;
  batch(() => {
    query.value = normalized;
    status.value = 'loading';
    searchError.value = null;
  });
  if (record) remember(normalized);
  try {
    const { data } = await searchProfiles({ text: normalized });
    if (ticket !== latest) return;
    batch(() => {
      results.value = data.list;
      searched.value = normalized;
      status.value = 'done';
    });
  } catch (error) {
    if (ticket !== latest) return;
    batch(() => {
      searchError.value = errorMessage(error);
      status.value = 'error';
    });
  }
}

/** A fresh search box each time the dialog opens. */
export function resetSearch(): void {
  latest += 1;
  requested = '';
  batch(() => {
    query.value = '';
    results.value = [];
    searched.value = '';
    status.value = 'idle';
    searchError.value = null;
  });
}
