// Build-time HTML for the public site (build/public-pages.ts: every marketing page in Portuguese and English, and
// /sign-in), the 404 page, sitemap.xml and robots.txt. Without it the browser shows nothing until index.js has
// downloaded and run, and a crawler or a link preview sees an empty shell; with it the page is on screen as soon
// as the HTML and its CSS arrive, with its own head tags, and the app replaces it with the identical live page
// once its first render is complete (client/src/main.tsx).
//
// The HTML is what the built app itself renders: after the build, the output folder is served on loopback and
// each page is opened in Debian's Chromium, signed out, with every request off this origin refused; the page's
// #root, title and stylesheets are then written into a copy of index.html. index.html with the app's loading
// screen in #root becomes app.html, the page every other path is served (composeAppShell, prerenderedFile below;
// `vite preview` through servePrerendered).
//
// The snapshot is signed out and in the URL's language, so a small script after #root drops it for anyone it does
// not fit (a stored session, or another stored language on a Portuguese URL) and removes the cookie notice for
// those who have answered it;
// they get today's behaviour: the app draws the page. The snapshot is inert until the app takes over, so
// nothing typed into it can be lost.
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import type { Browser, Page } from 'playwright';
import type { Connect, Plugin, ResolvedConfig } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/test-env.ts';
import { PRELOAD_SCRIPT_TAG } from './route-preload.ts';
import { createRouteMatcher, headTags, publicUrls, robotsTxt, sitemapXml, urlOf, type Lang, type PublicPage } from './public-pages.ts';

/** What a page looked like in the browser once it had settled. */
export interface Snapshot {
  rootHtml: string;
  title: string;
  /** Stylesheets the page added to <head> at run time (its lazy chunks' CSS), as absolute paths. */
  stylesheets: string[];
}

/** Every path without a prerendered page gets the untouched index.html under this name. */
export const APP_SHELL = 'app.html';

/** What a path that is no page of the app gets, with status 404: the app's 404 page, written out. */
export const NOT_FOUND_FILE = '404.html';

/** The file that holds a prerendered path: "/" → index.html, "/sign-in" → sign-in/index.html. */
export function prerenderedFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string): string => escapeHtml(text).replace(/"/g, '&quot;');

/**
 * Runs before the first paint, right after the snapshot is parsed (the stylesheets above it have loaded by then:
 * a script waits for them). Keys and encodings are lib/storage's: JSON values in localStorage, cookie consent's
 * "rejected" as plain text in sessionStorage.
 */
const READ_PREFERENCES = "var l=localStorage,j=function(k){try{return JSON.parse(l.getItem(k))}catch(e){return null}},lang=j('language');";
const DROP_ANSWERED_BANNER =
  "if(j('cookieConsent')==='accepted'||sessionStorage.getItem('cookieConsent')==='rejected'){var b=r.querySelector('.ui-cookie-banner');if(b)b.remove()}";
/** A path the 404 page is snapshotted at: no route matches it. */
const NOT_FOUND_PROBE = '/__not-found__';

const guard = (drop: string, keep = '') =>
  `(function(){var r=document.getElementById('root');try{${READ_PREFERENCES}if(${drop}){r.replaceChildren();r.removeAttribute('inert');r.removeAttribute('data-prerendered');return}${DROP_ANSWERED_BANNER}${keep}}catch(e){}})();`;

/** A Portuguese page: dropped for a stored session or another stored language (the app then opens its /en twin). */
export const HANDOFF_GUARD = guard("l.getItem('token')!==null||(lang!==null&&lang!=='pt')");

/** An English page (/en/…): the URL names its language whatever is stored, so only a session drops it. */
export const EN_HANDOFF_GUARD = guard("l.getItem('token')!==null");

/**
 * The 404 page (Portuguese) on any unknown path: dropped also on an English URL, where the app draws it in
 * English. Kept, it names the path it was snapshotted at; the path asked for takes its place (as text).
 */
export const NOT_FOUND_GUARD = guard(
  "l.getItem('token')!==null||(lang!==null&&lang!=='pt')||/^\\/en(\\/|$)/.test(location.pathname)",
  `var w=document.createTreeWalker(r,4),n;while((n=w.nextNode()))if(n.nodeValue.indexOf('${NOT_FOUND_PROBE}')>=0)n.nodeValue=n.nodeValue.split('${NOT_FOUND_PROBE}').join(location.pathname);`,
);

/**
 * The app shell's loading screen (composeAppShell) fits everyone, signed in or not, so it only goes for another
 * language (its words are Portuguese), and its cookie notice for those who have answered it. If storage cannot be
 * read, the screen goes: the app draws its own.
 */
export const LOADING_GUARD = `(function(){var r=document.getElementById('root');try{${READ_PREFERENCES}if(lang!==null&&lang!=='pt'){r.replaceChildren();return}${DROP_ANSWERED_BANNER}}catch(e){r.replaceChildren()}})();`;

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The app's code is asked for once the page has painted (the frame after the next animation frame, or 100 ms at
 * the latest for a tab in the background): a prerendered page needs nothing more to be seen, and the scripts'
 * download and start-up would otherwise hold its first paint back.
 *
 * The entry goes first, then its static imports, then the page's own chunks (the route preload script): over
 * HTTP/1.1 a host gets six connections, and a signed-in page asks for about twenty files at once. The entry is
 * the largest of them by far (React and the router) and nothing runs without it, so it must not wait for a free
 * connection behind the small ones (on simulated slow 4G it started 0.3 s after them and was the last to end).
 */
export function afterPaintLoader(entry: string, preloads: readonly string[], routePreloadScript: string): string {
  const files = JSON.stringify({ entry, preloads });
  return `(function(f){var done=false;function boot(){if(done)return;done=true;var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=f.entry;document.head.appendChild(s);f.preloads.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});${routePreloadScript ? `${routePreloadScript};` : ''}}requestAnimationFrame(function(){setTimeout(boot,0)});setTimeout(boot,100)})(${files});`;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The shell with its app code taken out of <head>, and #root filled with `root` followed by `guard` and the
 * loader that asks for that code once the page has painted (afterPaintLoader).
 */
function withCodeAfterPaint(shell: string, root: string, guard: string): string {
  if (!shell.includes(EMPTY_ROOT)) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  const entry = MODULE_SCRIPT.exec(shell)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module script');
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '');
  const routePreloadScript = PRELOAD_SCRIPT_TAG.exec(shell)?.[1] ?? '';
  const scripts = `<script>${guard}</script><script>${afterPaintLoader(entry, preloads, routePreloadScript)}</script>`;
  return shell
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(PRELOAD_SCRIPT_TAG, '')
    .replace(EMPTY_ROOT, () => `${root}${scripts}`);
}

export interface PageHead {
  /** The page's language (<html lang>). */
  lang: Lang;
  /** Tags for <head> (public-pages.ts headTags); the shell's own description gives way to them. */
  tags: string;
  /** The script that drops the page for visitors it does not fit. */
  guard: string;
}

const SHELL_DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>\s*/;

/**
 * The shell (built index.html) with a snapshot in #root, its stylesheets in <head>, its title and head tags; the
 * app's scripts move from <head> to after the page (afterPaintLoader).
 */
export function composePage(shell: string, snapshot: Snapshot, head: PageHead = { lang: 'pt', tags: '', guard: HANDOFF_GUARD }): string {
  if (!/<title>[^<]*<\/title>/.test(shell)) throw new Error('prerender: index.html has no <title>');
  const links = snapshot.stylesheets
    .filter((href) => !shell.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`)
    .join('');
  const page = withCodeAfterPaint(shell, `<div id="root" data-prerendered inert>${snapshot.rootHtml}</div>`, head.guard)
    .replace(/<html lang="[^"]*"/, `<html lang="${head.lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(snapshot.title)}</title>${head.tags}`)
    .replace('</head>', () => `${links}</head>`);
  return head.tags ? page.replace(SHELL_DESCRIPTION, '') : page;
}

/**
 * The app shell (every path without a prerendered page) with the app's loading screen already in #root: what the
 * router draws until the page's code has arrived (RootFallback: the logo, a spinner, the cookie notice). React's
 * first render replaces it with the identical live one. Its controls are inert: nothing in them works yet.
 *
 * The browser paints it as soon as the HTML and the shell's small stylesheet are in: the app's code (the entry,
 * the page's chunks and their CSS) is asked for once that first frame has painted (afterPaintLoader), so nothing
 * else downloads ahead of it.
 */
export function composeAppShell(shell: string, loadingHtml: string): string {
  return withCodeAfterPaint(shell, `<div id="root">${loadingHtml}</div>`, LOADING_GUARD);
}

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.yaml': 'application/yaml; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** The output folder on loopback: files as they are, any other path gets the app shell. */
function serveFolder(root: string, shell: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const candidate = normalize(join(root, pathname));
    const file = candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile() ? candidate : join(root, shell);
    res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    });
  });
}

/**
 * The app's loading screen as the built app draws it: a page opened with every script but the entry's held back,
 * so the router waits for its lazy routes. Its parts that hold a link or a control are marked inert.
 */
async function snapshotLoadingScreen(browser: Browser, origin: string, entryScripts: ReadonlySet<string>): Promise<string> {
  const context = await browser.newContext({ locale: 'pt-BR', colorScheme: 'light' });
  try {
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    // Never answered: the lazy chunks stay pending until the context closes.
    await context.route(
      (url) => url.origin === origin && url.pathname.endsWith('.js') && !entryScripts.has(url.pathname),
      () => {},
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/discover`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(
      () =>
        document.querySelector('#root > .ui-fullscreen-spinner') !== null && document.querySelector('#root > .ui-cookie-banner') !== null,
    );
    if (errors.length > 0) throw new Error(`prerender: the loading screen threw: ${errors.join('; ')}`);
    return await page.evaluate(() => {
      const root = document.getElementById('root');
      if (!root) throw new Error('no #root');
      for (const child of root.children)
        if (child.querySelector('a, button, input, select, textarea, [tabindex]')) child.setAttribute('inert', '');
      return root.innerHTML;
    });
  } finally {
    await context.close();
  }
}

/** Sessions run side by side (all of them: six): each mostly waits for its page's chunks and content. */
const PARALLEL_SESSIONS = 6;

interface Shown {
  /** #root's HTML as the page has it. */
  html: string;
  title: string;
}

/**
 * Resolves once the page shows another page than `previous` — its #root and its title both changed (every public
 * page has a title of its own) — and neither has changed for 150 ms, with no spinner: the page's content and
 * its title's effects have run.
 */
async function settled(page: Page, previous: Shown | null): Promise<void> {
  await page.waitForFunction(
    (prev) => {
      const root = document.getElementById('root');
      if (!root || root.childElementCount === 0 || document.querySelector('.ui-spinner, .ui-fullscreen-spinner')) return false;
      if (prev !== null && (root.innerHTML === prev.html || document.title === prev.title)) return false;
      const now = `${root.innerHTML}\n${document.title}`;
      const seen = (window as { __osbSettle?: { value: string; at: number } }).__osbSettle;
      if (seen?.value !== now) {
        (window as { __osbSettle?: { value: string; at: number } }).__osbSettle = { value: now, at: performance.now() };
        return false;
      }
      return performance.now() - seen.at >= 150;
    },
    previous,
    { polling: 50 },
  );
}

/**
 * Snapshots `paths` in one fresh context, signed out and with nothing but this origin reachable: the first is
 * loaded, each next one reached by an in-app navigation (a history entry the router follows), as a reader going
 * from page to page would, so the app's code loads and starts once per session rather than once per page.
 */
async function snapshotSession(browser: Browser, origin: string, paths: readonly string[]): Promise<Map<string, Snapshot>> {
  const snapshots = new Map<string, Snapshot>();
  const context = await browser.newContext({ locale: 'pt-BR', colorScheme: 'light' });
  try {
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    // The footer's health check is never answered (a later route wins): a written-out page keeps the line's
    // "checking" state for the app to fill in, rather than a "could not check" no reader's browser said.
    await context.route(
      (url) => url.pathname.endsWith('/support/status'),
      () => {},
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let previous: Shown | null = null;
    for (const [index, path] of paths.entries()) {
      if (index === 0) await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      else
        await page.evaluate((to) => {
          history.pushState(null, '', to);
          dispatchEvent(new PopStateEvent('popstate', { state: null }));
        }, path);
      await settled(page, previous);
      if (errors.length > 0) throw new Error(`prerender: ${path} threw: ${errors.join('; ')}`);
      const finalPath = new URL(page.url()).pathname;
      if (finalPath !== path) throw new Error(`prerender: ${path} ended on ${finalPath}`);
      const snapshot = await page.evaluate((pageOrigin) => {
        const root = document.getElementById('root');
        if (!root) throw new Error('no #root');
        const stylesheets = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
          .map((link) => link.href)
          .filter((href) => href.startsWith(pageOrigin))
          .map((href) => new URL(href).pathname);
        return { rootHtml: root.innerHTML, title: document.title, stylesheets };
      }, origin);
      previous = { html: snapshot.rootHtml, title: snapshot.title };
      // The heading an in-app navigation focuses (marketing-layout.tsx) is not focusable on a page's first load.
      snapshots.set(path, { ...snapshot, rootHtml: snapshot.rootHtml.replace(/<h1 tabindex="-1"/g, '<h1') });
    }
  } finally {
    await context.close();
  }
  return snapshots;
}

/** Opens each path in Chromium, signed out and with nothing but this origin reachable, and snapshots it. */
async function snapshotPages(
  origin: string,
  sessions: readonly (readonly string[])[],
  entryScripts: ReadonlySet<string>,
): Promise<{ pages: Map<string, Snapshot>; loading: string }> {
  // Playwright is a devDependency of the repository; loaded only when a build prerenders.
  const { chromium } = await import('playwright');
  const executablePath = CHROMIUM_PATH;
  if (!existsSync(executablePath)) {
    throw new Error(`prerender: no Chromium at ${executablePath} (set CHROMIUM_PATH, or PRERENDER=0 to build without prerendered pages)`);
  }
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  const snapshots = new Map<string, Snapshot>();
  let loading: string;
  try {
    loading = await snapshotLoadingScreen(browser, origin, entryScripts);
    const queue = [...sessions];
    const worker = async () => {
      for (let session = queue.shift(); session !== undefined; session = queue.shift())
        for (const [path, snapshot] of await snapshotSession(browser, origin, session)) snapshots.set(path, snapshot);
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_SESSIONS, queue.length) }, worker));
  } finally {
    await browser.close();
  }
  return { pages: snapshots, loading };
}

/**
 * The browser sessions that snapshot the site: the marketing pages of each language in two sessions each (the
 * language is fixed at load: an English URL starts the app in English), and /sign-in and the 404 page each in
 * its own, since they are another part of the app (another frame, other stylesheets).
 */
export function prerenderSessions(pages: readonly PublicPage[]): string[][] {
  const sessions: string[][] = [];
  for (const lang of ['pt', 'en'] as const) {
    const urls = pages.filter((p) => p.en !== null).map((p) => urlOf(p, lang));
    const half = Math.ceil(urls.length / 2);
    sessions.push(urls.slice(0, half), urls.slice(half));
  }
  for (const page of pages.filter((p) => p.en === null)) sessions.push([page.path]);
  sessions.push([NOT_FOUND_PROBE]);
  return sessions.filter((s) => s.length > 0);
}

/** The head and guard of a public page in one language. */
function pageHead(page: PublicPage, lang: Lang, title: string, origin: string): PageHead {
  return { lang, tags: headTags(page, lang, title, origin), guard: lang === 'en' ? EN_HANDOFF_GUARD : HANDOFF_GUARD };
}

/**
 * Vite plugin (build): after the bundle is written, prerenders the public pages (both languages) and the 404 page
 * into the output folder, and writes sitemap.xml and robots.txt for `origin` (public-pages.ts siteOrigin).
 */
export function prerender(pages: readonly PublicPage[], origin: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'osb:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        // The crawl files come from the routes and content alone: a build without the HTML pages has them too.
        writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(pages, origin));
        writeFileSync(join(outDir, 'robots.txt'), robotsTxt(origin));
        if (process.env.PRERENDER === '0') return;
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        writeFileSync(join(outDir, APP_SHELL), shell);
        const { server, origin: local } = await serveFolder(outDir, APP_SHELL);
        try {
          const entryScripts = new Set([
            MODULE_SCRIPT.exec(shell)?.[1] ?? '',
            ...[...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? ''),
          ]);
          const { pages: snapshots, loading } = await snapshotPages(local, prerenderSessions(pages), entryScripts);
          writeFileSync(join(outDir, APP_SHELL), composeAppShell(shell, loading));
          const write = (file: string, html: string) => {
            mkdirSync(dirname(join(outDir, file)), { recursive: true });
            writeFileSync(join(outDir, file), html);
          };
          for (const page of pages) {
            for (const lang of page.en ? (['pt', 'en'] as const) : (['pt'] as const)) {
              const url = urlOf(page, lang);
              const snapshot = snapshots.get(url);
              if (!snapshot) throw new Error(`prerender: no snapshot of ${url}`);
              write(prerenderedFile(url), composePage(shell, snapshot, pageHead(page, lang, snapshot.title, origin)));
            }
          }
          const notFound = snapshots.get(NOT_FOUND_PROBE);
          if (!notFound) throw new Error('prerender: no snapshot of the 404 page');
          write(
            NOT_FOUND_FILE,
            composePage(shell, notFound, { lang: 'pt', tags: '<meta name="robots" content="noindex">', guard: NOT_FOUND_GUARD }),
          );
        } finally {
          server.close();
        }
      },
    },
  };
}

/**
 * Which file answers a page request on a built site: a prerendered path its own page, any other page of the app
 * (`isRoute`) the app shell, any other path the 404 page; files (a dot in the last segment) and non-GET requests
 * are left alone. Null when the request is not a page request. Without `isRoute`, every path is a page.
 */
export function pageFileFor(
  method: string | undefined,
  url: string,
  prerendered: ReadonlySet<string>,
  isRoute: (pathname: string) => boolean = () => true,
): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const { pathname } = new URL(url, 'http://x');
  const last = pathname.split('/').pop() ?? '';
  if (last.includes('.')) return null;
  if (prerendered.has(pathname)) return `/${prerenderedFile(pathname)}`;
  return isRoute(pathname) ? `/${APP_SHELL}` : `/${NOT_FOUND_FILE}`;
}

/**
 * Vite plugin (preview): serves the built site the way a static host is configured to (README, "Serving a
 * build"): written-out pages, the app shell for the app's other pages, and 404.html with status 404 for the rest.
 */
export function servePrerendered(pages: readonly PublicPage[]): Plugin {
  const prerendered = new Set(publicUrls(pages));
  const isRoute = createRouteMatcher(pages);
  return {
    name: 'osb:serve-prerendered',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const rewrite: Connect.NextHandleFunction = (req, res, next) => {
        const file = req.url ? pageFileFor(req.method, req.url, prerendered, isRoute) : null;
        // A build made with PRERENDER=0 has no app.html nor 404.html: index.html is then the shell, as before.
        if (file && existsSync(join(outDir, file))) {
          if (file === `/${NOT_FOUND_FILE}`) {
            // The static server answers the file with 200; the page is the answer to a path that does not exist.
            const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => typeof res;
            res.writeHead = (status: number, ...rest: unknown[]) => writeHead(status === 200 ? 404 : status, ...rest);
          }
          req.url = file + (req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '');
        }
        next();
      };
      server.middlewares.use(rewrite);
    },
  };
}
