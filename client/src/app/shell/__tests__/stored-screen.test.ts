// A returning reader's first screen as the app stores it (app/shell/stored-screen.ts): what a copy keeps, what it
// records to be shown only where it fits, and that it goes with the session (state/token.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { token } from '../../../state/token';
import { firstScreenHtml, storeFirstScreen } from '../stored-screen';
import { STORED_SCREEN_MAX_CHARS, type StoredScreen } from '../stored-screen-format';

const PAGE = `
  <div class="area-shell">
    <header><p class="balance">50.000 OSBT</p><div class="ui-dropdown"><div role="menu">Sair</div></div></header>
    <main>
      <div class="sc-newer" data-stored-screen-skip>3 novas publicações</div>
      <div role="feed" data-stored-screen-keep="3">
        <article>one</article><article>two</article><article>three</article><article>four</article><article>five</article>
      </div>
      <div class="sc-list__end" data-stored-screen-skip><button>Carregar mais</button></div>
      <img src="blob:http://localhost/preview" alt="">
    </main>
    <div role="dialog">Criar publicação</div>
  </div>
  <div class="ui-toaster"><div class="ui-toast">Publicado</div></div>`;

function mountRoot(html = PAGE): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root') as HTMLElement;
}

describe('firstScreenHtml', () => {
  it('keeps the frame and the first posts, and leaves out what is of the moment or below the first screen', () => {
    const copy = document.createElement('div');
    copy.innerHTML = firstScreenHtml(mountRoot());
    expect([...copy.querySelectorAll('article')].map((a) => a.textContent)).toEqual(['one', 'two', 'three']);
    expect(copy.querySelector('.balance')?.textContent).toBe('50.000 OSBT');
    expect(copy.querySelector('.ui-toaster')).not.toBeNull();
    for (const gone of ['.sc-newer', '.sc-list__end', '[role="menu"]', '[role="dialog"]', '.ui-toast', 'img[src^="blob:"]']) {
      expect(copy.querySelector(gone), gone).toBeNull();
    }
  });

  it('leaves the page itself untouched', () => {
    const root = mountRoot();
    firstScreenHtml(root);
    expect(root.querySelectorAll('article')).toHaveLength(5);
    expect(root.querySelector('[role="dialog"]')).not.toBeNull();
  });
});

describe('storeFirstScreen', () => {
  const NOW = Date.UTC(2026, 10, 24, 12);
  const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.storedScreen) ?? 'null') as StoredScreen | null;

  let phone = false;

  beforeEach(() => {
    localStorage.clear();
    phone = false;
    window.matchMedia = ((query: string) => ({
      matches: phone && query === '(max-width: 768px)',
      media: query,
    })) as typeof window.matchMedia;
    token.value = 'tok-ada';
    document.documentElement.dataset.theme = 'dark';
    document.head.innerHTML =
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" href="/assets/index-1.css"><link rel="stylesheet" href="/assets/social-1.css"><link rel="stylesheet" href="https://fonts.test/x.css">';
  });
  afterEach(() => {
    token.value = null;
    document.head.innerHTML = '';
  });

  it('records what the copy fits: the session, path, language, theme, layout and build (not the stylesheets on the page)', () => {
    localStorage.setItem(STORAGE_KEYS.language, JSON.stringify('en'));
    expect(storeFirstScreen('/discover', mountRoot(), NOW)).toBe(true);
    const screen = stored();
    expect(screen).toMatchObject({
      v: 2,
      token: 'tok-ada',
      path: '/discover',
      language: 'en',
      theme: 'dark',
      mobile: false,
      build: '/assets/index-1.js',
      savedAt: NOW,
    });
    // Those include what the session opened before (/sign-in's): the build names the page's own (STORED_SCREEN_PATHS).
    expect(Object.keys(screen ?? {})).not.toContain('stylesheets');
    expect(screen?.html).toContain('<article>three</article>');
    phone = true;
    storeFirstScreen('/discover', mountRoot(), NOW);
    expect(stored()?.mobile).toBe(true);
  });

  it('stores nothing for a page the build keeps no first screen of (it would have no stylesheets for it)', () => {
    expect(storeFirstScreen('/inbox', mountRoot(), NOW)).toBe(false);
    expect(stored()).toBeNull();
  });

  it('stores nothing outside a build (no entry under /assets/), nor signed out', () => {
    document.head.innerHTML = '<script type="module" src="/src/main.tsx"></script>';
    expect(storeFirstScreen('/discover', mountRoot(), NOW)).toBe(false);
    document.head.innerHTML = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
    token.value = null;
    expect(storeFirstScreen('/discover', mountRoot(), NOW)).toBe(false);
    expect(stored()).toBeNull();
  });

  it(`does not keep a copy over ${STORED_SCREEN_MAX_CHARS} characters`, () => {
    expect(storeFirstScreen('/discover', mountRoot(`<p>${'x'.repeat(STORED_SCREEN_MAX_CHARS)}</p>`), NOW)).toBe(false);
    expect(stored()).toBeNull();
  });

  it('forgets the copy when the session changes (sign-out, another account)', () => {
    storeFirstScreen('/discover', mountRoot(), NOW);
    expect(stored()).not.toBeNull();
    token.value = 'tok-ben';
    expect(stored()).toBeNull();
    storeFirstScreen('/discover', mountRoot(), NOW);
    token.value = null;
    expect(stored()).toBeNull();
  });
});
