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

export interface AreaChunk {
  /** Manifest key (src/app/routes/pay/pay-area.tsx). */
  key: string;
  name: string;
  file: string;
  /** gzip of the chunk alone. */
  ownGzip: number;
  /** gzip of the chunk plus the shared chunks it imports that the entry does not already carry: what a first visit downloads. */
  gzip: number;
  files: string[];
}

export function areaChunks(build: BuildResult): AreaChunk[] {
  const { manifest, outDir } = build;
  const initial = staticClosure(manifest, entryKey(manifest));
  const size = (key: string): number => gzipSize(readFileSync(join(outDir, manifest[key]?.file ?? '')));
  return Object.entries(manifest)
    .filter(([key, c]) => c.isDynamicEntry && AREA_CHUNK.test(key))
    .map(([key, c]) => {
      const own = [...staticClosure(manifest, key)].filter((k) => !initial.has(k));
      return {
        key,
        name: c.name ?? key,
        file: c.file,
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
  /** The area chunk this step must load (manifest key), or null when it must load none. */
  expect: string | null;
}

export interface LazyStepResult extends LazyStep {
  loadedAreaChunks: string[];
  ok: boolean;
  problem?: string;
}

/**
 * Loads the first step's path, then navigates in the app through the others; after each, the area chunks
 * fetched since the previous step must be exactly the expected one (or none).
 */
export async function checkLazyAreas(context: BrowserContext, origin: string, manifest: Manifest, steps: LazyStep[]): Promise<LazyStepResult[]> {
  const page = await context.newPage();
  const results: LazyStepResult[] = [];
  try {
    for (const [index, step] of steps.entries()) {
      const recorder = recordScripts(page);
      if (index === 0) await page.goto(`${origin}${step.path}`, { waitUntil: 'load' });
      else await navigateInApp(page, step.path);
      await waitForQuiet(page, 750);
      const loaded = (await recorder.stop())
        .map((s) => chunkOf(manifest, s.path)?.key)
        .filter((k): k is string => k !== undefined && AREA_CHUNK.test(k) && !k.endsWith('area-layout.tsx'));
      const landed = new URL(page.url()).pathname;
      let problem: string | undefined;
      if (landed !== step.path) problem = `landed on ${landed}`;
      else if (step.expect && !loaded.includes(step.expect)) problem = `${step.expect} was not loaded`;
      const extra = loaded.filter((k) => k !== step.expect);
      if (!problem && extra.length > 0) problem = `also loaded ${extra.join(', ')}`;
      results.push({ ...step, loadedAreaChunks: loaded, ok: problem === undefined, ...(problem ? { problem } : {}) });
    }
  } finally {
    await page.close();
  }
  return results;
}

/** Area chunk for each lazy area, and a route that shows it. */
export const LAZY_STEPS_SIGNED_OUT: LazyStep[] = [
  { path: '/', expect: 'src/app/routes/marketing/marketing-area.tsx' },
  { path: '/about', expect: 'src/app/routes/marketing/marketing-pages.tsx' },
  { path: '/sign-in', expect: 'src/app/routes/auth/auth-area.tsx' },
];
export const LAZY_STEPS_SIGNED_IN: LazyStep[] = [
  { path: '/discover', expect: 'src/app/routes/app/app-area.tsx' },
  { path: '/account/settings', expect: 'src/app/routes/account/account-area.tsx' },
  { path: '/pay/wallet', expect: 'src/app/routes/pay/pay-area.tsx' },
  { path: '/cloud/overview', expect: 'src/app/routes/cloud/cloud-area.tsx' },
  { path: '/map/live', expect: 'src/app/routes/map/map-area.tsx' },
  { path: '/market/trending', expect: 'src/app/routes/market/market-area.tsx' },
  { path: '/admin/overview', expect: 'src/app/routes/admin/admin-area.tsx' },
  { path: '/inbox', expect: null },
];

/** Every area chunk of the build must be covered by a step (a new area cannot slip past the check). */
export function uncoveredAreas(manifest: Manifest): string[] {
  const covered = new Set([...LAZY_STEPS_SIGNED_OUT, ...LAZY_STEPS_SIGNED_IN].map((s) => s.expect));
  return Object.entries(manifest)
    .filter(([key, c]) => c.isDynamicEntry && AREA_CHUNK.test(key) && !key.endsWith('area-layout.tsx') && !covered.has(key))
    .map(([key]) => key);
}

