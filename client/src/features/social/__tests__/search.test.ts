// Search (spec sections 3, 5, 8 and 9): lowercased, empty ignored, recent searches per user under 'recentSearches'.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { user } from '../../../state/session';
import {
  clearRecent,
  recentByUser,
  recentSearches,
  resetSearch,
  results,
  search,
  searched,
  setQuery,
  query,
  status,
} from '../models/search';
import { ADA, fakeApi, ok } from './fake-api';

const BEN = { uid: 'u0000000002', userName: 'ben', isVerified: true, country: 'US' };

beforeEach(() => {
  user.value = ADA;
  recentByUser.value = {};
  resetSearch();
});
afterEach(() => {
  user.value = null;
  vi.unstubAllGlobals();
});

describe('search', () => {
  it('sends the text lowercased and shows the profiles found', async () => {
    const api = fakeApi({ '/app/profile/search': () => ok({ list: [BEN] }) });
    await search('  BEN ');
    expect(api.calls[0]?.body).toEqual({ text: 'ben' });
    expect(results.value).toEqual([BEN]);
    expect(searched.value).toBe('ben');
    expect(status.value).toBe('done');
  });

  it('lowercases what is typed and ignores empty text', async () => {
    const api = fakeApi({});
    setQuery('AdA');
    expect(query.value).toBe('ada');
    await search('   ');
    await search('');
    expect(api.calls).toHaveLength(0);
    setQuery('');
    expect(status.value).toBe('idle');
  });

  it("answers an empty list as a done search with no results (the dialog shows 'Profile not found!')", async () => {
    fakeApi({ '/app/profile/search': () => ok({ list: [] }) });
    await search('nobody');
    expect(status.value).toBe('done');
    expect(results.value).toEqual([]);
  });

  it('remembers searches per user as JSON under recentSearches, newest first, 12 shown, 100 kept', async () => {
    fakeApi({ '/app/profile/search': () => ok({ list: [] }) });
    for (let i = 0; i < 105; i++) await search(`q${i}`);
    await search('Q3');
    expect(recentSearches.value).toHaveLength(12);
    expect(recentSearches.value[0]).toBe('q3');
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.recentSearches) ?? '{}') as Record<string, string[]>;
    expect(Object.keys(stored)).toEqual([ADA.uid]);
    expect(stored[ADA.uid]).toHaveLength(100);
    expect(stored[ADA.uid]?.[0]).toBe('q3');
    user.value = { ...ADA, uid: 'u0000000002', userName: 'ben' };
    expect(recentSearches.value).toEqual([]);
  });

  it('clears only the signed-in user’s recent searches', async () => {
    recentByUser.value = { u0000000009: ['x'] };
    fakeApi({ '/app/profile/search': () => ok({ list: [] }) });
    await search('ben');
    clearRecent();
    expect(recentSearches.value).toEqual([]);
    expect(recentByUser.value).toEqual({ u0000000009: ['x'] });
  });
});
