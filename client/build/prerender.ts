// Build-time HTML for the public site (build/public-pages.ts: every marketing page in Portuguese and English, and
// /sign-in), the 404 page, sitemap.xml and robots.txt. Without it the browser shows nothing until index.js has
// downloaded and run, and a crawler or a link preview sees an empty shell; with it the page is on screen as soon
// as the HTML and its CSS arrive, with its own head tags, and the app replaces it with the identical live page
// once its first render is complete (client/src/main.tsx).
//
// The HTML is what the app itself renders, without a browser: after the client build, Vite builds the app's server
// entry (client/src/prerender-entry.tsx) for Node, and react-dom/server renders each page from the app's own route
// table, signed out and in the URL's language; the page's #root, title and the stylesheets of the lazy chunks it
// loaded are then written into a copy of index.html. index.html with the app's loading screen in #root becomes
// app.html, the page every other path is served (composeAppShell, prerenderedFile below; `vite preview` through
// servePrerendered).
//
// The snapshot is signed out and in the URL's language, so a small script after #root drops it for anyone it does
// not fit (a stored session, or another stored language on a Portuguese URL) and removes the cookie notice for
// those who have answered it;
// they get today's behaviour: the app draws the page. The snapshot is inert until the app takes over, so
// nothing typed into it can be lost.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Connect, Plugin, ResolvedConfig } from 'vite';
import { PRELOAD_SCRIPT_TAG } from './route-preload.ts';
import {
  LANGS,
  createRouteMatcher,
  headTags,
  publicUrls,
  publicRedirects,
  redirectsFile,
  robotsTxt,
  sitemapXml,
  urlOf,
  type Lang,
  type PublicPage,
} from './public-pages.ts';

/** A page as the app renders it. */
export interface Snapshot {
  rootHtml: string;
  title: string;
  /** Stylesheets the page adds to <head> at run time (its lazy chunks' CSS), as absolute paths. */
  stylesheets: string[];
}

/** Every path without a prerendered page gets the untouched index.html under this name. */
export const APP_SHELL = 'app.html';

/** What a path that is no page of the app gets, with status 404: the app's 404 page, written out. */
export const NOT_FOUND_FILE = '404.html';
/** The static host's redirect rules (public-pages.ts publicRedirects). */
export const REDIRECTS_FILE = '_redirects';

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
/**
 * A path the 404 page is rendered at: no route matches it but the catch-all one (two segments: not a profile's
 * /{username}, not a post's /{username}/post/{id}), so nothing but the 404 page loads.
 */
export const NOT_FOUND_PROBE = '/__not-found__/__page__';

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

/** The app's server entry (relative to the Vite root): renderPage, renderLoadingScreen. */
export const SERVER_ENTRY = 'src/prerender-entry.tsx';

/**
 * Where the server build goes for the time of the prerender: a folder of its own under the Vite root (client/), so
 * Node finds the packages it leaves out (React) in node_modules whatever the output folder, and two builds at
 * once (e2e and budgets) do not share it.
 */
const SERVER_DIR_PREFIX = '.prerender-';

/** The global the server build calls with the module id of every dynamic import() the app makes while rendering. */
export const IMPORT_TRACKER = '__osbPrerenderImport';

const DYNAMIC_IMPORT = /\bimport\(\s*(["'])([^"'`]+)\1\s*\)/g;

/**
 * `import("x")` in the app's code → `(globalThis.<IMPORT_TRACKER>?.("<x's module id>"), import("x"))`: the server
 * build reports which lazy modules a page loads, so its HTML can link their stylesheets, as the browser's Vite loader
 * adds them to <head> when the app imports the module (importedStylesheets).
 */
export function trackDynamicImports(root: string): Plugin {
  const own = (id: string) => id.startsWith('\0virtual:osb-') || (id.startsWith(`${root}/src/`) && !id.includes('/node_modules/'));
  return {
    name: 'osb:prerender-imports',
    enforce: 'post',
    async transform(code, id) {
      if (!own(id) || !code.includes('import(')) return null;
      let out = '';
      let last = 0;
      for (const match of code.matchAll(DYNAMIC_IMPORT)) {
        const resolved = await this.resolve(match[2] ?? '', id);
        if (!resolved) continue;
        out += `${code.slice(last, match.index)}(globalThis.${IMPORT_TRACKER}?.(${JSON.stringify(resolved.id)}), ${match[0]})`;
        last = match.index + match[0].length;
      }
      return last === 0 ? null : { code: out + code.slice(last), map: null };
    },
  };
}

interface ClientChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

type ClientBundle = Record<string, ClientChunk | { type: 'asset' }>;

/**
 * For a module the app imports lazily, the stylesheets Vite's loader adds to <head> when it does (absolute paths):
 * the CSS of its chunk and of every chunk that one imports, in the loader's order (a chunk's imports' CSS before its
 * own). Empty for a module the client build has no chunk for.
 */
export function importedStylesheets(bundle: ClientBundle, base: string): (moduleId: string) => string[] {
  const chunks = Object.values(bundle).filter((c): c is ClientChunk => c.type === 'chunk');
  return (moduleId) => {
    const owner = chunks.find((c) => c.facadeModuleId === moduleId) ?? chunks.find((c) => c.moduleIds.includes(moduleId));
    const seen = new Set<string>();
    const css: string[] = [];
    const add = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      const chunk = bundle[fileName];
      if (chunk?.type !== 'chunk') return;
      chunk.imports.forEach(add);
      css.push(...(chunk.viteMetadata?.importedCss ?? []));
    };
    if (owner) add(owner.fileName);
    return [...new Set(css)].map((file) => base + file);
  };
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const TAG = /<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g;
const CONTROL = /<(a|button|input|select|textarea)[\s>]|\stabindex=/;

/**
 * React's HTML with each top-level element that holds a link or a control marked inert: the loading screen's
 * cookie notice does nothing until the app has taken over.
 */
export function inertControls(html: string): string {
  let depth = 0;
  let start = -1;
  const marked: number[] = [];
  for (const match of html.matchAll(TAG)) {
    const [whole, closing, name = '', selfClosing] = match;
    if (closing) {
      depth--;
      if (depth === 0 && CONTROL.test(html.slice(start, match.index + whole.length))) marked.push(start);
      continue;
    }
    if (VOID_ELEMENTS.has(name.toLowerCase()) || selfClosing) {
      if (depth === 0 && CONTROL.test(whole)) marked.push(match.index);
      continue;
    }
    if (depth === 0) start = match.index;
    depth++;
  }
  let out = html;
  for (const at of marked.reverse()) {
    const end = out.indexOf('>', at);
    const selfClose = out[end - 1] === '/' ? 1 : 0;
    out = `${out.slice(0, end - selfClose)} inert=""${out.slice(end - selfClose)}`;
  }
  return out;
}

/**
 * Builds the server entry with the app's own Vite config (its plugins: the Markdown content, React) for Node, into
 * `dir`; returns the built file.
 */
async function buildServerEntry(config: ResolvedConfig, dir: string): Promise<string> {
  const { build } = await import('vite');
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    plugins: [trackDynamicImports(config.root)],
    build: {
      ssr: SERVER_ENTRY,
      outDir: dir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'prerender-entry.js' } },
    },
  });
  return join(dir, 'prerender-entry.js');
}

/** A page as the server entry rendered it, with the module ids of the lazy modules it imported, in order. */
interface Rendered {
  html: string;
  title: string;
  imports: string[];
}

/**
 * The worker that renders: the server entry loaded in a module graph of its own, with React in its production
 * build (the build's own process may have loaded React's development build already, through the config), and
 * nothing left running once it is done. Pages render one after another: the app's language and title are module
 * state while a page renders.
 */
const RENDER_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const entry = await import(workerData.entry);
  const pages = {};
  for (const { url, lang } of workerData.urls) {
    const imports = [];
    globalThis[workerData.tracker] = (id) => imports.push(id);
    const { html, title } = await entry.renderPage(url, lang);
    pages[url] = { html, title, imports };
  }
  globalThis[workerData.tracker] = undefined;
  parentPort.postMessage({ pages, loading: await entry.renderLoadingScreen() });
})().catch((error) => parentPort.postMessage({ error: error instanceof Error ? error.stack : String(error) }));
`;

/** Renders each URL in its language, and the loading screen, with the server entry at `entryFile`. */
async function renderPages(
  entryFile: string,
  urls: readonly { url: string; lang: Lang }[],
): Promise<{ pages: Record<string, Rendered>; loading: string }> {
  const worker = new Worker(RENDER_WORKER, {
    eval: true,
    env: { ...process.env, NODE_ENV: 'production' },
    workerData: { entry: pathToFileURL(entryFile).href, urls, tracker: IMPORT_TRACKER },
  });
  try {
    const result = await new Promise<{ pages: Record<string, Rendered>; loading: string } | { error: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`prerender: the render worker stopped (${code})`)));
    });
    if ('error' in result) throw new Error(`prerender: ${result.error}`);
    return result;
  } finally {
    await worker.terminate();
  }
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
  let stylesheetsOf: (moduleId: string) => string[] = () => [];
  return {
    name: 'osb:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      if (!config.build.ssr) stylesheetsOf = importedStylesheets(bundle, config.base);
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
        writeFileSync(join(outDir, REDIRECTS_FILE), redirectsFile(publicRedirects(pages)));
        if (process.env.PRERENDER === '0') return;
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        const serverDir = mkdtempSync(join(config.root, SERVER_DIR_PREFIX));
        try {
          const entryFile = await buildServerEntry(config, serverDir);
          const urls = pages.flatMap((page) => (page.en ? LANGS : (['pt'] as const)).map((lang) => ({ url: urlOf(page, lang), lang })));
          const rendered = await renderPages(entryFile, [...urls, { url: NOT_FOUND_PROBE, lang: 'pt' }]);
          // A page's stylesheets: those Vite's loader adds for the lazy modules it imported, in that order.
          const snapshots = new Map<string, Snapshot>(
            Object.entries(rendered.pages).map(([url, { html, title, imports }]) => [
              url,
              { rootHtml: html, title, stylesheets: [...new Set(imports.flatMap(stylesheetsOf))] },
            ]),
          );
          writeFileSync(join(outDir, APP_SHELL), composeAppShell(shell, inertControls(rendered.loading)));
          const write = (file: string, html: string) => {
            mkdirSync(dirname(join(outDir, file)), { recursive: true });
            writeFileSync(join(outDir, file), html);
          };
          for (const page of pages) {
            for (const lang of page.en ? LANGS : (['pt'] as const)) {
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
          rmSync(serverDir, { recursive: true, force: true });
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
  const redirects = new Map(publicRedirects(pages).map((r) => [r.from, r.to]));
  return {
    name: 'osb:serve-prerendered',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const rewrite: Connect.NextHandleFunction = (req, res, next) => {
        // The _redirects file's rules, as Netlify and Cloudflare Pages apply them (the query string kept).
        const [pathname = '/', query] = (req.url ?? '/').split('?');
        const to =
          (req.method === 'GET' || req.method === 'HEAD') && redirects.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
        if (to) {
          res.writeHead(301, { location: query === undefined ? to : `${to}?${query}` }).end();
          return;
        }
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
