// The first screen's pictures asked for with the HTML (build/first-screen-images.ts, decision 050): the inline
// script preloads exactly the pictures the app's first render of the kept page asks for first, and nothing when the
// kept page would not be shown.
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN, cdnBaseFor, firstScreenScript, insertFirstScreenScript, FIRST_SCREEN_SCRIPT_ATTRIBUTE } from './first-screen-images';
import { FEED_CACHE_MAX_AGE_MS } from '../src/features/social/models/feed-cache';
import { FIRST_SCREEN_POSTS } from '../src/features/social/components/post-list';
import { DEFAULT_LANGUAGE } from '../src/state/language';
import { STORAGE_KEYS } from '../src/lib/storage';
import { mediaUrl } from '../src/lib/media-url';
import { CDN_BASE } from '../src/lib/cdn';
import { PRELOAD_SCRIPT_ATTRIBUTE } from './route-preload';

const post = (id: string, type: string, media: string[]) => ({ id, type, media });

function store(overrides: { savedAt?: number; language?: string; uid?: string; token?: string; id?: string | null } = {}) {
  localStorage.setItem(STORAGE_KEYS.token, JSON.stringify(overrides.token ?? 'tok-ada'));
  localStorage.setItem(
    STORAGE_KEYS.users,
    JSON.stringify({ 'ada@example.com': { token: 'tok-ada', id: overrides.id === undefined ? 'ada-1-BR-u0000000001' : overrides.id } }),
  );
  localStorage.setItem(
    STORAGE_KEYS.feedFirstPage,
    JSON.stringify({
      uid: overrides.uid ?? 'u0000000001',
      language: overrides.language ?? 'pt',
      savedAt: overrides.savedAt ?? Date.now() - 60_000,
      data: {
        list: [
          post('1', 'Images', ['seed/img/300-0.png', 'seed/img/300-1.png']),
          post('2', 'Video', ['seed/video/a b.webm']),
          post('3', 'Images', ['seed/img/298-0.png']),
        ],
      },
    }),
  );
}

function preloads(path = '/discover'): string[] {
  history.replaceState(null, '', path);
  document.head.innerHTML = '';
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline script as the browser does
  new Function(firstScreenScript({ ...FIRST_SCREEN, cdn: CDN_BASE }))();
  return [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${(l as { as?: string }).as ?? ''} ${l.href} ${l.fetchPriority}`);
}

describe('the first-screen pictures script', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    localStorage.clear();
    history.replaceState(null, '', '/');
  });

  it("follows the app's own rules (feed-cache.ts, post-list.tsx, state/language.ts, lib/storage.ts)", () => {
    expect(FIRST_SCREEN.maxAgeMs).toBe(FEED_CACHE_MAX_AGE_MS);
    expect(FIRST_SCREEN.posts).toBe(FIRST_SCREEN_POSTS);
    expect(FIRST_SCREEN.language).toBe(DEFAULT_LANGUAGE);
    expect(FIRST_SCREEN.keys).toEqual({
      token: STORAGE_KEYS.token,
      users: STORAGE_KEYS.users,
      language: STORAGE_KEYS.language,
      feed: STORAGE_KEYS.feedFirstPage,
    });
  });

  it("preloads the first picture of each first-screen post, at the URL the app's <img> asks for", () => {
    store();
    expect(preloads()).toEqual([`preload image ${mediaUrl('seed/img/300-0.png')} high`]);
  });

  it('preloads nothing on another page, without a session, or for a kept page the app would not show', () => {
    store();
    expect(preloads('/inbox')).toEqual([]);
    localStorage.removeItem(STORAGE_KEYS.token);
    expect(preloads()).toEqual([]);
    store({ savedAt: Date.now() - FEED_CACHE_MAX_AGE_MS - 1 });
    expect(preloads()).toEqual([]);
    store({ language: 'en' });
    expect(preloads()).toEqual([]);
    store({ uid: 'u0000000002' });
    expect(preloads()).toEqual([]);
    store({ id: null });
    expect(preloads()).toEqual([]);
    store({ token: 'tok-other' });
    expect(preloads()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.feedFirstPage, '{not json');
    expect(preloads()).toEqual([]);
  });

  it('follows a stored English choice', () => {
    store({ language: 'en' });
    localStorage.setItem(STORAGE_KEYS.language, JSON.stringify('en'));
    expect(preloads()).toHaveLength(1);
  });

  it("takes the build's CDN as lib/cdn.ts does", () => {
    expect(cdnBaseFor({ VITE_API_BASE: 'http://127.0.0.1:4600/v1' })).toBe('http://127.0.0.1:4600/cdn');
    expect(cdnBaseFor({ VITE_API_BASE: 'http://127.0.0.1:4600/v1', VITE_CDN_BASE: 'https://cdn.example/x' })).toBe('https://cdn.example/x');
  });

  it('goes before any stylesheet: after the route preloads, else after <meta charset>', () => {
    const tag = `<script ${FIRST_SCREEN_SCRIPT_ATTRIBUTE}>x</script>`;
    const withPreload = `<head>\n    <meta charset="UTF-8" />\n    <script ${PRELOAD_SCRIPT_ATTRIBUTE}>y</script>\n    <link rel="stylesheet" href="a.css">`;
    const out = insertFirstScreenScript(withPreload, tag);
    expect(out.indexOf(tag)).toBeGreaterThan(out.indexOf(`${PRELOAD_SCRIPT_ATTRIBUTE}>y`));
    expect(out.indexOf(tag)).toBeLessThan(out.indexOf('a.css'));
    const plain = insertFirstScreenScript('<head>\n    <meta charset="UTF-8" />\n    <link rel="stylesheet" href="a.css">', tag);
    expect(plain.indexOf(tag)).toBeGreaterThan(plain.indexOf('charset'));
    expect(plain.indexOf(tag)).toBeLessThan(plain.indexOf('a.css'));
  });
});
