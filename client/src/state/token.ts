// The active bearer token (spec section 3 local cache key 'token'); read by the API client's middleware.
import { signal, effect } from '@preact/signals-react';
import { readJson, writeJson, STORAGE_KEYS } from '../lib/storage';

export const token = signal<string | null>(readJson<string | null>(STORAGE_KEYS.token, null), { name: 'token' });

let started = false;
effect(() => {
  writeJson(STORAGE_KEYS.token, token.value);
  // The kept first page of the feed (features/social/models/feed-cache.ts) is the signed-in person's own: it goes
  // with their session.
  if (started) writeJson(STORAGE_KEYS.feedFirstPage, null);
  started = true;
});
