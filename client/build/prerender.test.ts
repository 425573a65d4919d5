// Build-time pages (build/prerender.ts): how a snapshot becomes a page, which file answers which request, and
// the two inline scripts a prerendered page runs (who keeps the snapshot; when the app's code is asked for).
// The rendering itself (react-dom/server on the app's server entry) is exercised by every e2e run, which serves
// such a build, and by e2e/prerendered-pages.spec.ts on its head tags.
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_SHELL,
  EN_HANDOFF_GUARD,
  HANDOFF_GUARD,
  NOT_FOUND_FILE,
  NOT_FOUND_GUARD,
  LOADING_GUARD,
  afterPaintLoader,
  composeAppShell,
  composePage,
  IMPORT_TRACKER,
  NOT_FOUND_PROBE,
  importedStylesheets,
  inertControls,
  pageFileFor,
  prerenderedFile,
} from './prerender';
import { readFileSync } from 'node:fs';
import { createRouteMatcher, publicPages, publicUrls } from './public-pages';
import { PRELOAD_SCRIPT_ATTRIBUTE, preloadScript } from './route-preload';

const ROUTE_TABLE = { '/discover': ['/assets/discover-1.js', '/assets/discover-1.css'] };
const SHELL = `<!doctype html>
<html lang="pt">
  <head>
    <meta name="description" content="OSB — social, payments, cloud, map and market in one place." />
    <title>osb</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <script ${PRELOAD_SCRIPT_ATTRIBUTE}>${preloadScript(ROUTE_TABLE)}</script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const SNAPSHOT = {
  rootHtml: '<main><h1>Olá</h1><section class="ui-cookie-banner"><p>Usamos cookies</p></section></main>',
  title: 'início · osb',
  stylesheets: ['/assets/index-1.css', '/assets/marketing-1.css'],
};

describe('prerenderedFile', () => {
  it('puts / in index.html and any other path in its own folder', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/sign-in')).toBe('sign-in/index.html');
    expect(prerenderedFile('/docs/start/')).toBe('docs/start/index.html');
  });
});

describe('composePage', () => {
  const page = composePage(SHELL, SNAPSHOT);

  it('puts the snapshot in #root, marked and inert until the app takes over', () => {
    expect(page).toContain(`<div id="root" data-prerendered inert>${SNAPSHOT.rootHtml}</div>`);
  });

  it('adds the stylesheets the page loaded at run time once, and its title', () => {
    expect(page.match(/index-1\.css/g)).toHaveLength(1);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/marketing-1.css"></head>');
    expect(page).toContain('<title>início · osb</title>');
  });

  it('escapes the title', () => {
    expect(composePage(SHELL, { ...SNAPSHOT, title: '<b>&' })).toContain('<title>&lt;b&gt;&amp;</title>');
  });
});

const LOADING =
  '<div class="ui-fullscreen-spinner" role="status"></div><section class="ui-cookie-banner" inert=""><p>Usamos cookies</p></section>';

describe('composePage with head tags', () => {
  const tags = '<meta name="description" content="Page"><link rel="canonical" href="https://osb.example/en/about">';
  const page = composePage(SHELL, SNAPSHOT, { lang: 'en', tags, guard: EN_HANDOFF_GUARD });

  it("puts the page's tags after its title, in place of the shell's description, and its language on <html>", () => {
    expect(page).toContain(`<title>início · osb</title>${tags}`);
    expect(page.match(/<meta name="description"/g)).toHaveLength(1);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain(EN_HANDOFF_GUARD);
  });

  it("keeps the shell's description on a page without tags", () => {
    expect(composePage(SHELL, SNAPSHOT)).toContain('content="OSB — social');
  });
});

describe('the build renders without a browser', () => {
  const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

  it('neither the prerender nor the server entry imports a browser driver', () => {
    const driver =
      /from ['"](?:playwright|@playwright\/test|playwright-core|puppeteer[\w-]*|chrome-launcher)['"]|import\(['"](?:playwright|puppeteer)|test-env|CHROMIUM/;
    for (const file of ['./prerender.ts', '../src/prerender-entry.tsx', './public-pages.ts', '../vite.config.ts'])
      expect(source(file), file).not.toMatch(driver);
  });

  it('the 404 page is rendered at a path only the catch-all route matches (no area loads for it)', () => {
    expect(NOT_FOUND_PROBE.split('/').filter(Boolean)).toHaveLength(2);
    expect(createRouteMatcher(publicPages())(NOT_FOUND_PROBE)).toBe(false);
  });
});

describe('importedStylesheets', () => {
  const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], css: string[]) => ({
    type: 'chunk' as const,
    fileName,
    facadeModuleId,
    moduleIds: facadeModuleId ? [facadeModuleId, `${facadeModuleId}-part`] : [],
    imports,
    viteMetadata: { importedCss: new Set(css) },
  });
  const bundle = {
    'assets/area.js': chunk('assets/area.js', '/src/area.tsx', ['assets/shared.js', 'assets/index.js'], ['assets/area.css']),
    'assets/shared.js': chunk('assets/shared.js', null, ['assets/index.js'], ['assets/shared.css']),
    'assets/index.js': chunk('assets/index.js', '/src/main.tsx', [], []),
    'assets/data.js': chunk('assets/data.js', '/src/data.ts', [], []),
    'assets/area.css': { type: 'asset' as const },
  };
  const of = importedStylesheets(bundle, '/');

  it("gives a lazy module's CSS as Vite's loader adds it: the chunks it imports first, then its own", () => {
    expect(of('/src/area.tsx')).toEqual(['/assets/shared.css', '/assets/area.css']);
  });

  it('finds a module inside a chunk it is not the entry of, and gives nothing for a chunk without CSS or no chunk', () => {
    expect(of('/src/area.tsx-part')).toEqual(['/assets/shared.css', '/assets/area.css']);
    expect(of('/src/data.ts')).toEqual([]);
    expect(of('/src/nowhere.ts')).toEqual([]);
  });

  it('the tracker global is a name the server build can call', () => {
    expect(IMPORT_TRACKER).toMatch(/^[A-Za-z_$][\w$]*$/);
  });
});

describe('inertControls', () => {
  it('marks each top-level element that holds a link or a control inert, and leaves the others', () => {
    const html =
      '<div class="spin" role="status"><img src="/logo.svg" alt=""/><span></span></div><section class="ui-cookie-banner"><p>Cookies <a href="/privacy">x</a></p><div><button type="button">Ok</button></div></section>';
    const out = inertControls(html);
    expect(out).toContain('<div class="spin" role="status"><img');
    expect(out).toContain('<section class="ui-cookie-banner" inert="">');
    expect(out.match(/inert/g)).toHaveLength(1);
  });

  it('handles void and nested elements of the same name', () => {
    expect(inertControls('<div><div><br></div></div><div><input type="text"></div>')).toBe(
      '<div><div><br></div></div><div inert=""><input type="text"></div>',
    );
  });
});

describe('composeAppShell', () => {
  const shell = composeAppShell(SHELL, LOADING);
  const head = shell.slice(0, shell.indexOf('</head>'));

  it("puts the loading screen in #root, not marked prerendered (React's first render replaces it)", () => {
    expect(shell).toContain(`<div id="root">${LOADING}</div><script>${LOADING_GUARD}</script>`);
  });

  it("keeps the shell's stylesheet in <head>", () => {
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });
});

describe.each([
  ['composePage', (shell: string) => composePage(shell, SNAPSHOT)],
  ['composeAppShell', (shell: string) => composeAppShell(shell, LOADING)],
])('%s', (_name, compose) => {
  it("asks for the app's code, the page's chunks included, only after the page has painted", () => {
    const page = compose(SHELL);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('/assets/index-1.js');
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain(PRELOAD_SCRIPT_ATTRIBUTE);
    const after = page.slice(page.indexOf('</div><script>'));
    expect(after).toContain('"entry":"/assets/index-1.js"');
    expect(after).toContain('"preloads":["/assets/vendor-1.js"]');
    expect(after).toContain(preloadScript(ROUTE_TABLE));
  });

  it('refuses a shell it cannot fill rather than writing a broken page', () => {
    expect(() => compose(SHELL.replace('<div id="root"></div>', '<div id="app"></div>'))).toThrow(/no empty <div id="root">/);
    expect(() => compose(SHELL.replace(/<script type="module"[^>]*><\/script>/, ''))).toThrow(/no module script/);
  });
});

/** Parses `rootHtml` as the page's #root, runs `guard` after it as the browser would, and returns #root. */
function afterGuard(guard: string, rootHtml: string): HTMLElement {
  document.body.innerHTML = rootHtml;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline script as the browser does
  new Function(guard)();
  return document.getElementById('root') as HTMLElement;
}

describe('LOADING_GUARD', () => {
  const mount = () =>
    afterGuard(
      LOADING_GUARD,
      '<div id="root"><div class="ui-fullscreen-spinner"></div><section class="ui-cookie-banner" inert></section></div>',
    );

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the loading screen and its cookie notice for a first-time visitor and for a stored session', () => {
    expect(mount().childElementCount).toBe(2);
    localStorage.setItem('token', JSON.stringify('t'));
    expect(mount().childElementCount).toBe(2);
  });

  it('drops the screen for another language (its words are Portuguese)', () => {
    localStorage.setItem('language', JSON.stringify('en'));
    expect(mount().childElementCount).toBe(0);
  });

  it('removes the cookie notice for someone who has answered it', () => {
    localStorage.setItem('cookieConsent', JSON.stringify('accepted'));
    const root = mount();
    expect(root.querySelector('.ui-cookie-banner')).toBeNull();
    expect(root.querySelector('.ui-fullscreen-spinner')).not.toBeNull();
  });
});

describe('pageFileFor', () => {
  const prerendered = new Set(['/', '/sign-in']);

  it('answers a prerendered path with its page and any other page path with the app shell', () => {
    expect(pageFileFor('GET', '/', prerendered)).toBe('/index.html');
    expect(pageFileFor('GET', '/sign-in?add=1', prerendered)).toBe('/sign-in/index.html');
    expect(pageFileFor('HEAD', '/discover', prerendered)).toBe(`/${APP_SHELL}`);
    expect(pageFileFor('GET', '/sign-in/', prerendered)).toBe(`/${APP_SHELL}`);
  });

  it('answers a path that is no page of the app with the 404 page', () => {
    const pages = publicPages();
    const all = new Set(publicUrls(pages));
    const isRoute = createRouteMatcher(pages);
    expect(pageFileFor('GET', '/en/docs/cloud/register-a-domain', all, isRoute)).toBe('/en/docs/cloud/register-a-domain/index.html');
    for (const path of [
      '/discover',
      '/pay/wallet',
      '/@ada',
      '/@ada/post/p0000000001',
      '/pay/activity/mv00000001',
      '/pay/statement',
      '/inbox/123',
      '/pay/send/OSBT',
      '/docs',
      '/en/docs/cloud',
      '/support',
    ])
      expect([path, pageFileFor('GET', path, all, isRoute)]).toEqual([path, `/${APP_SHELL}`]);
    for (const path of ['/nope/page', '/Nope-Page!', '/blog/no-such-post', '/en/nope', '/docs/cloud/no-such-article', '/market/nope'])
      expect([path, pageFileFor('GET', path, all, isRoute)]).toEqual([path, `/${NOT_FOUND_FILE}`]);
  });

  it('leaves files and other methods alone', () => {
    expect(pageFileFor('GET', '/assets/index-1.js', prerendered)).toBeNull();
    expect(pageFileFor('GET', '/sitemap.xml', prerendered)).toBeNull();
    expect(pageFileFor('POST', '/sign-in', prerendered)).toBeNull();
  });
});

describe('HANDOFF_GUARD', () => {
  const mount = () => afterGuard(HANDOFF_GUARD, `<div id="root" data-prerendered inert>${SNAPSHOT.rootHtml}</div>`);

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the snapshot, cookie notice included, for a first-time visitor', () => {
    const root = mount();
    expect(root.hasAttribute('data-prerendered')).toBe(true);
    expect(root.querySelector('.ui-cookie-banner')).not.toBeNull();
  });

  it('drops the snapshot for a stored session, which the signed-out page does not fit', () => {
    localStorage.setItem('token', JSON.stringify('t'));
    const root = mount();
    expect(root.childElementCount).toBe(0);
    expect(root.hasAttribute('inert')).toBe(false);
    expect(root.hasAttribute('data-prerendered')).toBe(false);
  });

  it('drops the snapshot for another language and keeps it for Portuguese', () => {
    localStorage.setItem('language', JSON.stringify('en'));
    expect(mount().childElementCount).toBe(0);
    localStorage.setItem('language', JSON.stringify('pt'));
    expect(mount().childElementCount).toBe(1);
  });

  it('removes the cookie notice for someone who accepted it, or rejected it in this session', () => {
    localStorage.setItem('cookieConsent', JSON.stringify('accepted'));
    expect(mount().querySelector('.ui-cookie-banner')).toBeNull();
    localStorage.clear();
    sessionStorage.setItem('cookieConsent', 'rejected');
    expect(mount().querySelector('.ui-cookie-banner')).toBeNull();
  });
});

describe('EN_HANDOFF_GUARD and NOT_FOUND_GUARD', () => {
  const mount = (guard: string) => afterGuard(guard, `<div id="root" data-prerendered inert>${SNAPSHOT.rootHtml}</div>`);

  beforeEach(() => {
    localStorage.clear();
    history.replaceState(null, '', '/');
  });

  it('keeps an English page whatever language is stored (its URL names its language), not for a session', () => {
    localStorage.setItem('language', JSON.stringify('pt'));
    expect(mount(EN_HANDOFF_GUARD).childElementCount).toBe(1);
    localStorage.setItem('token', JSON.stringify('t'));
    expect(mount(EN_HANDOFF_GUARD).childElementCount).toBe(0);
  });

  it('drops the Portuguese 404 page on an English URL, where the app draws it in English', () => {
    history.replaceState(null, '', '/en/nope');
    expect(mount(NOT_FOUND_GUARD).childElementCount).toBe(0);
    history.replaceState(null, '', '/nope/page');
    const kept = afterGuard(NOT_FOUND_GUARD, `<div id="root" data-prerendered inert><p>A página ${NOT_FOUND_PROBE} não existe.</p></div>`);
    expect(kept.textContent).toBe('A página /nope/page não existe.');
    localStorage.setItem('language', JSON.stringify('en'));
    expect(mount(NOT_FOUND_GUARD).childElementCount).toBe(0);
  });
});

describe('afterPaintLoader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  const entries = () =>
    [...document.head.children].map(
      (el) =>
        `${el.tagName.toLowerCase()} ${el.getAttribute('rel') ?? el.getAttribute('type')} ${el.getAttribute('href') ?? el.getAttribute('src')}`,
    );

  it("asks for the app's code after the next frame has painted, once", () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline script as the browser does
    new Function(afterPaintLoader('/assets/index-1.js', ['/assets/vendor-1.js'], ''))();
    expect(entries()).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(entries()).toEqual(['script module /assets/index-1.js', 'link modulepreload /assets/vendor-1.js']);
    vi.advanceTimersByTime(1000);
    expect(entries()).toHaveLength(2);
  });

  it("asks for the entry before its imports and before the page's own chunks (the largest file first)", () => {
    const routePreload =
      "var l=document.createElement('link');l.rel='modulepreload';l.href='/assets/page-1.js';document.head.appendChild(l)";
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline script as the browser does
    new Function(afterPaintLoader('/assets/index-1.js', ['/assets/vendor-1.js'], routePreload))();
    vi.advanceTimersByTime(100);
    expect(entries()).toEqual([
      'script module /assets/index-1.js',
      'link modulepreload /assets/vendor-1.js',
      'link modulepreload /assets/page-1.js',
    ]);
  });
});
