// The app shell's inline scripts for a returning reader's stored first screen (stored-screen.ts): which copy fits
// a load, how it goes on screen, and when the app's code is asked for over it. The whole journey (a copy stored by
// the app, shown on the next load, handed over) is walked by e2e/social.spec.ts against a build.
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredScreen } from '../src/app/shell/stored-screen-format';
import { STORED_SCREEN_MAX_AGE_MS, STORED_SCREEN_PATHS } from '../src/app/shell/stored-screen-format';
import { LOADING_GUARD, afterPaintLoader, composeAppShell } from './prerender';
import { PRELOAD_SCRIPT_ATTRIBUTE, preloadScript } from './route-preload';
import { STORED_SCREEN_IMAGE_WAIT_MS, storedScreenHeadScript, storedScreenStylesheets } from './stored-screen';

const BUILD = '/assets/index-1.js';
const NOW = Date.UTC(2026, 10, 24, 12);

function screen(overrides: Partial<StoredScreen> = {}): StoredScreen {
  return {
    v: 2,
    token: 'tok-ada',
    path: '/discover',
    language: null,
    theme: 'light',
    mobile: false,
    build: BUILD,
    savedAt: NOW - 60_000,
    html: '<main><h1>Descobrir</h1><article><img src="http://api.test/p/1.png" fetchpriority="high"><p>Colours of the evening</p></article></main><section class="ui-cookie-banner"></section>',
    ...overrides,
  };
}

declare global {
  interface Window {
    __osbStoredScreen?: StoredScreen | null;
  }
}

let phone = false;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'requestAnimationFrame'] });
  localStorage.clear();
  sessionStorage.clear();
  window.__osbStoredScreen = undefined;
  phone = false;
  window.matchMedia = ((query: string) => ({ matches: phone && query === '(max-width: 768px)', media: query })) as typeof window.matchMedia;
  document.documentElement.dataset.theme = 'light';
  window.history.replaceState(null, '', '/discover');
  document.head.innerHTML = '<link rel="stylesheet" crossorigin href="/assets/index-1.css">';
});
afterEach(() => vi.useRealTimers());

function store(value: unknown, token: string | null = 'tok-ada'): void {
  localStorage.setItem('storedScreen', JSON.stringify(value));
  if (token !== null) localStorage.setItem('token', JSON.stringify(token));
}

/** The build's stylesheets for /discover: the entry's index-1.css is in <head> already (a route's list may repeat it). */
const CSS = { '/discover': ['/assets/index-1.css', '/assets/social-1.css'] };
const runHead = () => new Function(storedScreenHeadScript(BUILD, CSS))();
const addedStylesheets = () =>
  [...document.head.querySelectorAll('link[rel="stylesheet"]')]
    .slice(1)
    .map((l) => `${l.getAttribute('href')} ${l.getAttribute('blocking')}`);

describe('the <head> script', () => {
  it("keeps a copy that fits this load for the body, and adds the page's stylesheets render-blocking, once each", () => {
    store(screen());
    runHead();
    expect(window.__osbStoredScreen?.html).toContain('Colours of the evening');
    // index-1.css is the shell's own and already in <head>.
    expect(addedStylesheets()).toEqual(['/assets/social-1.css render']);
  });

  it.each<[string, Partial<StoredScreen> | null, () => void]>([
    ['another session (a token that changed)', { token: 'tok-ben' }, () => undefined],
    ['no session', null, () => localStorage.removeItem('token')],
    ['another path', { path: '/inbox' }, () => undefined],
    ['another language', { language: 'en' }, () => undefined],
    ['the language chosen since', null, () => localStorage.setItem('language', JSON.stringify('en'))],
    ['the other theme', { theme: 'dark' }, () => undefined],
    ['the phone layout now', null, () => (phone = true)],
    ['another build', { build: '/assets/index-2.js' }, () => undefined],
    ['a copy older than a day', { savedAt: NOW - STORED_SCREEN_MAX_AGE_MS - 1 }, () => undefined],
    ['another format', { v: 1 as 2 }, () => undefined],
    ['a page the build has no stylesheets for', { path: '/inbox' }, () => window.history.replaceState(null, '', '/inbox')],
    ['a path named like an object property', { path: '/constructor' }, () => window.history.replaceState(null, '', '/constructor')],
    ['a copy without html', { html: 42 as unknown as string }, () => undefined],
  ])('leaves the copy alone for %s', (_what, overrides, change) => {
    store(screen(overrides ?? {}));
    change();
    runHead();
    expect(window.__osbStoredScreen).toBeUndefined();
    expect(addedStylesheets()).toEqual([]);
  });

  it('does nothing with unreadable storage values', () => {
    localStorage.setItem('storedScreen', '{not json');
    localStorage.setItem('token', JSON.stringify('tok-ada'));
    expect(runHead).not.toThrow();
    expect(window.__osbStoredScreen).toBeUndefined();
  });

  it('drops the copy when one of its stylesheets cannot be loaded (the app then draws the page)', () => {
    store(screen());
    runHead();
    document.body.innerHTML = '<div id="root"><div class="ui-fullscreen-spinner"></div></div>';
    new Function(LOADING_GUARD)();
    const link = document.head.querySelector('link[href="/assets/social-1.css"]');
    link?.dispatchEvent(new Event('error'));
    const root = document.getElementById('root');
    expect(root?.childElementCount).toBe(0);
    expect(root?.hasAttribute('data-stored-screen')).toBe(false);
    expect(root?.hasAttribute('inert')).toBe(false);
  });
});

describe("the loading screen's guard with a fitting copy", () => {
  const mount = (): HTMLElement => {
    document.body.innerHTML =
      '<div id="root"><div class="ui-fullscreen-spinner"></div><section class="ui-cookie-banner" inert></section></div>';
    new Function(LOADING_GUARD)();
    return document.getElementById('root') as HTMLElement;
  };

  it('puts the copy in place of the loading screen, inert and marked until the app takes over', () => {
    store(screen({ language: 'en' }));
    localStorage.setItem('language', JSON.stringify('en'));
    runHead();
    const root = mount();
    expect(root.querySelector('.ui-fullscreen-spinner')).toBeNull();
    expect(root.querySelector('h1')?.textContent).toBe('Descobrir');
    expect(root.hasAttribute('inert')).toBe(true);
    expect(root.hasAttribute('data-prerendered')).toBe(true);
    expect(root.hasAttribute('data-stored-screen')).toBe(true);
  });

  it('removes the cookie notice from the copy for someone who has answered it', () => {
    store(screen());
    localStorage.setItem('cookieConsent', JSON.stringify('accepted'));
    runHead();
    expect(mount().querySelector('.ui-cookie-banner')).toBeNull();
  });

  it('keeps the loading screen when no copy fits', () => {
    store(screen({ path: '/inbox' }));
    runHead();
    const root = mount();
    expect(root.querySelector('.ui-fullscreen-spinner')).not.toBeNull();
    expect(root.hasAttribute('data-stored-screen')).toBe(false);
  });
});

describe("the app's code over a copy", () => {
  const loader = afterPaintLoader(BUILD, [], '');
  const requested = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));

  function showCopy(): HTMLImageElement {
    store(screen());
    runHead();
    document.body.innerHTML = '<div id="root"><div class="ui-fullscreen-spinner"></div></div>';
    new Function(LOADING_GUARD)();
    return document.querySelector('img[fetchpriority="high"]') as HTMLImageElement;
  }

  it("is asked for once the copy's first pictures have loaded and painted", () => {
    const picture = showCopy();
    new Function(loader)();
    vi.advanceTimersByTime(1000);
    expect(requested()).toEqual([]);
    picture.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(requested()).toEqual([BUILD]);
  });

  it('is asked for when a picture fails, as when it loads', () => {
    const picture = showCopy();
    new Function(loader)();
    picture.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(100);
    expect(requested()).toEqual([BUILD]);
  });

  it(`waits no longer than ${STORED_SCREEN_IMAGE_WAIT_MS} ms for them`, () => {
    showCopy();
    new Function(loader)();
    vi.advanceTimersByTime(STORED_SCREEN_IMAGE_WAIT_MS - 1);
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(101);
    expect(requested()).toEqual([BUILD]);
  });

  it('does not wait without a copy on screen', () => {
    document.body.innerHTML = '<div id="root"><div class="ui-fullscreen-spinner"></div></div>';
    new Function(loader)();
    vi.advanceTimersByTime(100);
    expect(requested()).toEqual([BUILD]);
  });
});

describe('composeAppShell', () => {
  const preloads = {
    '/discover': ['/assets/discover-1.js', '/assets/social-1.css', '/assets/frame-1.css'],
    '/pay/*': ['/assets/pay-1.js', '/assets/pay-1.css'],
  };
  const shell = (table: Record<string, string[]>) =>
    `<html><head><title>osb</title><script ${PRELOAD_SCRIPT_ATTRIBUTE}>${preloadScript(table)}</script><script type="module" crossorigin src="${BUILD}"></script></head><body><div id="root"></div></body></html>`;

  it("runs the stored-screen check in <head>, named by the build, with each stored page's CSS from the route table", () => {
    const page = composeAppShell(shell(preloads), '<div class="ui-fullscreen-spinner"></div>');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(
      `<script>${storedScreenHeadScript(BUILD, { '/discover': ['/assets/social-1.css', '/assets/frame-1.css'] })}</script>`,
    );
  });

  it('fails the build when a page that keeps a first screen has no route preload entry', () => {
    expect(() => composeAppShell(shell({ '/pay/*': preloads['/pay/*'] }), '')).toThrow(
      'stored-screen: the route preload table has no entry for /discover',
    );
  });
});

describe('storedScreenStylesheets', () => {
  it("keeps only the CSS of the route's files, for every page in STORED_SCREEN_PATHS", () => {
    expect(storedScreenStylesheets({ '/discover': ['/assets/a.js', '/assets/a.css'], '/inbox': ['/assets/i.css'] })).toEqual({
      '/discover': ['/assets/a.css'],
    });
    expect(Object.keys(storedScreenStylesheets(Object.fromEntries(STORED_SCREEN_PATHS.map((p) => [p, []]))))).toEqual([
      ...STORED_SCREEN_PATHS,
    ]);
  });
});
