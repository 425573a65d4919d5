// Route preloading for the first page load. The SPA's pages live in lazy chunks that the browser would only
// request after index.js has downloaded, parsed and rendered (the area chunk, then the page's chunk, then its
// content): a chain of round trips before the largest paint. This plugin writes into index.html a tiny inline
// script that, from location.pathname, adds <link rel="modulepreload"> for the chunks that page will need and
// <link rel="preload" as="style"> for their CSS (crossorigin, as Vite's loader asks for it, so its request is
// answered from the preload), so they download alongside index.js. Only the page being opened is preloaded;
// every other page loads as before.
import type { Plugin } from 'vite';

export interface PreloadRoute {
  /** An exact path ("/discover") or a prefix ending in "/*" ("/pay/*"). */
  path: string;
  /** Source modules (relative to client/src) whose chunks, and their static imports, the page needs. */
  modules: readonly string[];
}

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  /** Vite's record of the CSS files the chunk's modules import. */
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

type BundleLike = Record<string, OutputChunkLike | { type: 'asset' }>;

function chunks(bundle: BundleLike): OutputChunkLike[] {
  return Object.values(bundle).filter((c): c is OutputChunkLike => c.type === 'chunk');
}

/** The file names a chunk needs: itself and, transitively, its static imports. */
function closure(bundle: BundleLike, fileName: string, into: Set<string>): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const next of chunk.imports) closure(bundle, next, into);
  return into;
}

/** path → files to preload (entry's own closure left out: index.html loads it already). */
export function preloadMap(bundle: BundleLike, routes: readonly PreloadRoute[], base: string): Record<string, string[]> {
  const all = chunks(bundle);
  const entry = all.find((c) => c.isEntry);
  if (!entry) throw new Error('route-preload: the bundle has no entry chunk');
  const loaded = closure(bundle, entry.fileName, new Set());
  const map: Record<string, string[]> = {};
  for (const route of routes) {
    const files = new Set<string>();
    for (const module of route.modules) {
      const suffix = `/client/src/${module}`;
      const owner = all.find((c) => c.facadeModuleId?.endsWith(suffix)) ?? all.find((c) => c.moduleIds.some((id) => id.endsWith(suffix)));
      // A renamed or moved module must fail the build, not silently stop preloading.
      if (!owner) throw new Error(`route-preload: no chunk contains ${module} (listed for ${route.path})`);
      closure(bundle, owner.fileName, files);
    }
    const needed = [...files].filter((f) => !loaded.has(f));
    // The CSS too: Vite's loader only fetches a chunk's CSS once the chunk runs, a round trip after the JS.
    const css = needed.flatMap((f) => {
      const chunk = bundle[f];
      return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
    });
    map[route.path] = [...needed, ...new Set(css)].map((f) => base + f);
  }
  return map;
}

/** Marks the inline script in index.html, for build/prerender.ts, which moves it behind a prerendered page's paint. */
export const PRELOAD_SCRIPT_ATTRIBUTE = 'data-route-preload';

/** The inline script in a built page (its code in group 1), with the white space after it. */
export const PRELOAD_SCRIPT_TAG = new RegExp(`<script ${PRELOAD_SCRIPT_ATTRIBUTE}>([\\s\\S]*?)</script>\\s*`);

/**
 * Inline-script code that sets `f` to the entry of table `m` for path `p`: the exact path wins, else the longest
 * matching "/*" prefix, else an empty list.
 */
export const PICK_FOR_PATH =
  "var f=m[p];if(!f){var b='';for(var k in m){if(k.slice(-2)==='/*'&&p.indexOf(k.slice(0,-1))===0&&k.length>b.length)b=k}f=b?m[b]:[]}";

/**
 * How many links the script adds per task. Adding one starts its request on the main thread, 1-2 ms each in a
 * page being drawn here; a signed-in page's 20-odd in one go were a 20-35 ms task after the first paint (where TBT
 * counts it). A few per task keep each under 10 ms; the last requests start a few milliseconds later.
 */
export const LINKS_PER_TASK = 4;

/**
 * The inline script: the page's chunks (PICK_FOR_PATH) as modulepreload links, their CSS as style preloads, in
 * list order, LINKS_PER_TASK per task.
 */
export function preloadScript(map: Record<string, string[]>): string {
  return `(function(m,p){${PICK_FOR_PATH}var i=0;(function add(){for(var n=0;n<${LINKS_PER_TASK}&&i<f.length;n++){var h=f[i++],l=document.createElement('link');if(h.slice(-4)==='.css'){l.rel='preload';l.as='style';l.crossOrigin=''}else l.rel='modulepreload';l.href=h;document.head.appendChild(l)}if(i<f.length)setTimeout(add,0)})()})(${JSON.stringify(map)},location.pathname)`;
}

const CHARSET = /<meta charset="[^"]*"\s*\/?>\n?/i;

/**
 * The script goes first in <head>, so the preloads start before any stylesheet is asked for, but after
 * <meta charset>: HTML wants the charset declared within the document's first 1024 bytes, and the script is several KB.
 */
export function insertAfterCharset(html: string, script: string): string {
  const meta = CHARSET.exec(html);
  if (!meta) return html.replace(/<head>\n?/, (head) => `${head}    ${script}\n`);
  const end = meta.index + meta[0].length;
  return `${html.slice(0, end)}    ${script}\n${html.slice(end)}`;
}

export function routePreload(routes: readonly PreloadRoute[]): Plugin {
  let base = '/';
  return {
    name: 'osb:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const script = `<script ${PRELOAD_SCRIPT_ATTRIBUTE}>${preloadScript(preloadMap(ctx.bundle, routes, base))}</script>`;
        return insertAfterCharset(html, script);
      },
    },
  };
}
