// Bundle budgets. Initial JS is read from the browser's network log (the truth: every JS response until the page
// is idle after first render, each body gzipped here at level 9); area chunks and "which modules weigh most"
// come from Vite's manifest and the build's module weights; the lazy-loading check watches the network log
// while the app navigates from area to area.
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Response } from 'playwright';
import type { BuildResult, Manifest, ModuleWeight } from './build.ts';
import { navigateInApp, waitForQuiet } from './browser.ts';

export const gzipSize = (bytes: Uint8Array): number => gzipSync(bytes, { level: 9 }).length;

export interface LoadedScript {
  /** Path of the URL (/assets/index-abc.js). */
  path: string;
  bytes: number;
  gzip: number;
}

function isScript(response: Response): boolean {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  return type === 'script' || /javascript|ecmascript/.test(contentType) || new URL(response.url()).pathname.endsWith('.js');
}

/** Records every JS response of the page (bodies read as they arrive) until `stop()` is called. */
export function recordScripts(page: Page): { stop: () => Promise<LoadedScript[]> } {
  const pending: Promise<LoadedScript | null>[] = [];
  const onResponse = (response: Response): void => {
    if (!isScript(response) || response.status() >= 300) return;
    pending.push(
      response.body().then(
        (body) => ({ path: new URL(response.url()).pathname, bytes: body.length, gzip: gzipSize(body) }),
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  return {
    async stop() {
      page.off('response', onResponse);
      const all = (await Promise.all(pending)).filter((s): s is LoadedScript => s !== null);
      // The same file twice (a preload then the import) is one download's worth.
      const seen = new Map<string, LoadedScript>();
      for (const s of all) seen.set(s.path, s);
      return [...seen.values()];
    },
  };
}

export interface InitialJs {
  url: string;
  scripts: LoadedScript[];
  gzip: number;
}

/** Opens `url` in a fresh page of `context` (empty cache) and sums the gzip of every JS it loads until idle. */
export async function measureInitialJs(context: BrowserContext, url: string): Promise<InitialJs> {
  const page = await context.newPage();
  try {
    const recorder = recordScripts(page);
    await page.goto(url, { waitUntil: 'load' });
    await waitForQuiet(page, 750);
    const scripts = (await recorder.stop()).sort((a, b) => b.gzip - a.gzip);
    return { url, scripts, gzip: scripts.reduce((sum, s) => sum + s.gzip, 0) };
  } finally {
    await page.close();
  }
}

/** The manifest entry of an output file (assets/x.js). */
export function chunkOf(manifest: Manifest, file: string): { key: string; name: string } | undefined {
  const clean = file.replace(/^\//, '');
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.file === clean) return { key, name: chunk.name ?? key };
  return undefined;
}

/** Every manifest key reached from `key` through static imports, `key` included. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(manifest, next, into);
  return into;
}

export function entryKey(manifest: Manifest): string {
  const found = Object.entries(manifest).find(([, c]) => c.isEntry);
  if (!found) throw new Error('the manifest has no entry chunk');
  return found[0];
}

/** The lazy route chunks: each area module under src/app/routes/<area>/, and the shared area frame. */
export const AREA_CHUNK = /^src\/app\/(routes\/[^/]+\/[^/]+\.tsx|shell\/area-layout\.tsx)$/;

export interface LazyChunk {
  /** Manifest key (src/app/routes/pay/pay-area.tsx). */
  key: string;
  name: string;
  file: string;
  /** An area module under src/app/routes/ or the area frame; otherwise a page or content chunk. */
  isArea: boolean;
  /** The chunk that imports it dynamically (index.html for the area modules). */
  parent: string;
  /** gzip of the chunk alone. */
  ownGzip: number;
  /**
   * gzip of the chunk plus the shared chunks it imports that are not already loaded when it is requested (the
   * entry's, and its parent's): what the first visit downloads for it.
   */
  gzip: number;
  files: string[];
}

/** Every lazily loaded chunk of the build (each dynamic import), heaviest first. */
/** The frame signed-in pages render in (router.tsx), loaded before any of their areas. */
const FRAME = 'src/app/shell/area-layout.tsx';
const SIGNED_OUT_AREAS = /^src\/app\/routes\/(marketing|auth)\//;
const isSignedInArea = (key: string): boolean => AREA_CHUNK.test(key) && key !== FRAME && !SIGNED_OUT_AREAS.test(key);

/** The chunk that imports `key` dynamically, if any. */
const parentOf = (manifest: Manifest, key: string): string | undefined =>
  Object.entries(manifest).find(([, p]) => p.dynamicImports?.includes(key))?.[0];

/** The dynamic importers of `key` up to (not including) the entry: its page's area module, and so on. */
function ancestorsOf(manifest: Manifest, key: string, entry: string): string[] {
  const chain: string[] = [];
  for (let parent = parentOf(manifest, key); parent && parent !== entry && !chain.includes(parent); parent = parentOf(manifest, parent))
    chain.push(parent);
  return chain;
}

export function lazyChunks(build: BuildResult): LazyChunk[] {
  const { manifest, outDir } = build;
  const entry = entryKey(manifest);
  const initial = staticClosure(manifest, entry);
  const sizes = new Map<string, number>();
  const size = (key: string): number => {
    let value = sizes.get(key);
    if (value === undefined) sizes.set(key, (value = gzipSize(readFileSync(join(outDir, manifest[key]?.file ?? '')))));
    return value;
  };
  return Object.entries(manifest)
    .filter(([, c]) => c.isDynamicEntry)
    .map(([key, c]) => {
      const parentKey = parentOf(manifest, key) ?? entry;
      const loaded = new Set(initial);
      // Everything the chunk's ancestors loaded is there already: its area module, and for a signed-in area the
      // frame every signed-in page opens inside (area-layout: top bar, rail, the API client and the socket).
      const ancestors = ancestorsOf(manifest, key, entry);
      for (const ancestor of ancestors) staticClosure(manifest, ancestor, loaded);
      if (ancestors.some(isSignedInArea) && manifest[FRAME]) staticClosure(manifest, FRAME, loaded);
      const own = [...staticClosure(manifest, key)].filter((k) => k === key || !loaded.has(k));
      return {
        key,
        name: c.name ?? key,
        file: c.file,
        isArea: AREA_CHUNK.test(key),
        parent: manifest[parentKey]?.name ?? parentKey,
        ownGzip: size(key),
        gzip: own.reduce((sum, k) => sum + size(k), 0),
        files: own.map((k) => manifest[k]?.file ?? k),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/** The heaviest source modules of some output files (for a missed budget's report). */
export function heaviestModules(build: BuildResult, files: string[], top = 8): ModuleWeight[] {
  const all: ModuleWeight[] = [];
  for (const file of files) all.push(...(build.modules.get(file.replace(/^\//, '')) ?? []));
  return all.sort((a, b) => b.bytes - a.bytes).slice(0, top);
}

export const formatKb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export interface LazyStep {
  /** Where the app went (a full load for the first step, an in-app navigation after). */
  path: string;
  /** The area module (manifest key) of the page: every lazy chunk fetched in this step must belong to it. */
  area: string;
  /** The area's first visit: its module must be fetched now (later visits fetch only its page chunks). */
  first: boolean;
}

export interface LazyStepResult extends LazyStep {
  /** Every lazy chunk fetched in this step, as `chunk (area)`. */
  loaded: string[];
  ok: boolean;
  problem?: string;
}

const isAreaModule = (key: string): boolean => AREA_CHUNK.test(key) && !key.endsWith('area-layout.tsx');

/**
 * The area a lazy chunk belongs to: itself for an area module, else the area module that (through other lazy
 * chunks) imports it dynamically; null for the app-wide lazy chunks the entry imports (toasts, modals, frame).
 */
export function areaOf(manifest: Manifest, key: string, seen = new Set<string>()): string | null {
  if (isAreaModule(key)) return key;
  if (seen.has(key)) return null;
  seen.add(key);
  const parent = Object.entries(manifest).find(([, c]) => c.dynamicImports?.includes(key))?.[0];
  if (!parent || manifest[parent]?.isEntry) return null;
  return areaOf(manifest, parent, seen);
}

/**
 * Loads the first step's path, then navigates in the app through the others. After each step, the lazy chunks
 * fetched since the previous one must include the expected area module and belong to no other area (an area's
 * pages, split further, count as the area's).
 */
export async function checkLazyAreas(
  context: BrowserContext,
  origin: string,
  manifest: Manifest,
  steps: LazyStep[],
): Promise<LazyStepResult[]> {
  const page = await context.newPage();
  const results: LazyStepResult[] = [];
  const short = (key: string): string => manifest[key]?.name ?? key;
  try {
    for (const [index, step] of steps.entries()) {
      const recorder = recordScripts(page);
      if (index === 0) await page.goto(`${origin}${step.path}`, { waitUntil: 'load' });
      else await navigateInApp(page, step.path);
      await waitForQuiet(page, 750);
      const keys = (await recorder.stop())
        .map((s) => chunkOf(manifest, s.path)?.key)
        .filter((k): k is string => k !== undefined && manifest[k]?.isDynamicEntry === true);
      const landed = new URL(page.url()).pathname;
      let problem: string | undefined;
      if (landed !== step.path) problem = `landed on ${landed}`;
      else if (step.first && !keys.includes(step.area)) problem = `${short(step.area)} was not loaded`;
      const foreign = keys.filter((k) => {
        const area = areaOf(manifest, k);
        return area !== null && area !== step.area;
      });
      if (!problem && foreign.length > 0)
        problem = `also loaded ${foreign.map((k) => `${short(k)} (${short(areaOf(manifest, k) ?? k)})`).join(', ')}`;
      const loaded = keys.map((k) => {
        const area = areaOf(manifest, k);
        return area && area !== k ? `${short(k)} (${short(area)})` : short(k);
      });
      results.push({ ...step, loaded, ok: problem === undefined, ...(problem ? { problem } : {}) });
    }
  } finally {
    await page.close();
  }
  return results;
}

const route = (area: string): string => `src/app/routes/${area}/${area}-area.tsx`;

/** A route of each lazy area, visited signed out and then signed in (as ada, who may see admin). */
export const LAZY_STEPS_SIGNED_OUT: LazyStep[] = [
  { path: '/', area: route('marketing'), first: true },
  { path: '/about', area: 'src/app/routes/marketing/marketing-pages.tsx', first: true },
  { path: '/sign-in', area: route('auth'), first: true },
];
export const LAZY_STEPS_SIGNED_IN: LazyStep[] = [
  { path: '/discover', area: route('app'), first: true },
  { path: '/account/settings', area: route('account'), first: true },
  { path: '/pay/wallet', area: route('pay'), first: true },
  { path: '/cloud/overview', area: route('cloud'), first: true },
  { path: '/map/live', area: route('map'), first: true },
  { path: '/market/trending', area: route('market'), first: true },
  { path: '/admin/overview', area: route('admin'), first: true },
  { path: '/inbox', area: route('app'), first: false },
  { path: '/play', area: route('app'), first: false },
  { path: '/pay/p2p/live', area: route('pay'), first: false },
];

/** Every area chunk of the build must be covered by a step (a new area cannot slip past the check). */
export function uncoveredAreas(manifest: Manifest): string[] {
  const covered = new Set([...LAZY_STEPS_SIGNED_OUT, ...LAZY_STEPS_SIGNED_IN].map((s) => s.area));
  return Object.entries(manifest)
    .filter(([key, c]) => c.isDynamicEntry && AREA_CHUNK.test(key) && !key.endsWith('area-layout.tsx') && !covered.has(key))
    .map(([key]) => key);
}
