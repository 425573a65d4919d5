// Lighthouse (programmatic API, default mobile config: simulated slow 4G and 4× CPU) against the production
// build, in Debian's Chromium started by chrome-launcher with the project's flags. Signed-in pages share one
// browser profile that signed in through the app's own sign-in page first (Playwright over CDP) and then opened
// each of them once; Lighthouse's storage reset clears caches but keeps localStorage, so every run is a cold load
// of a signed-in session coming back to the page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { chromium, type Page } from 'playwright';
import { STORAGE_KEYS } from '../../../client/src/lib/storage.ts';
import { signInThroughPage, waitForQuiet } from './browser.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test-env.ts';
import { chromiumFontEnv } from './fonts.ts';
import { median } from './stats.ts';
import { blockingEstimate, type TraceEvent } from './task-times.ts';

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Lighthouse's measure of the host CPU (it expects ≥ 1000; below, simulated CPU times come out slower). */
  benchmarkIndex: number;
  /**
   * Lighthouse's own trace of the load, counted by task-times.ts: blocking time by the main thread's CPU time
   * in each task, and by wall time (NaN without a trace that has them).
   */
  threadTbtMs: number;
  wallTbtMs: number;
  finalPath: string;
}

export interface LighthousePage {
  path: string;
  signedIn: boolean;
  runs: LighthouseRun[];
  /** Medians over the runs, metric by metric. */
  median: Omit<LighthouseRun, 'finalPath'>;
  /** Where each run ended, when it was not the page asked for (a sign-in that did not hold). */
  redirected: string[];
  /** The largest opportunities of the median-scoring run (what to fix first). */
  opportunities: string[];
  /** One run of the session's first visit to the page, when asked for (LighthouseTarget.firstVisit). */
  firstVisit: LighthouseRun | undefined;
}

/**
 * The budget uses Lighthouse's default mobile settings. BENCH_LH_CPU_MULTIPLIER overrides the 4× CPU slowdown for
 * an investigation on a host whose benchmarkIndex is far from what Lighthouse expects (docs/throttling.md,
 * "calibrating"); the table then says so beside every Lighthouse figure.
 */
export const cpuMultiplier: number | undefined = process.env.BENCH_LH_CPU_MULTIPLIER
  ? Number(process.env.BENCH_LH_CPU_MULTIPLIER)
  : undefined;
const DEFAULT_MOBILE_THROTTLING = constants.throttling.mobileSlow4G;
/** The CPU slowdown Lighthouse simulates in these runs. */
export const cpuSlowdown: number = cpuMultiplier ?? DEFAULT_MOBILE_THROTTLING.cpuSlowdownMultiplier;

/** A headless Chromium for Lighthouse (the bench's flags and fonts) for the time of `use`. */
export async function withChrome<T>(use: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    logLevel: 'silent',
    // --extra-fonts (fonts.ts): the same Chromium with a fontconfig of its own.
    envVars: { ...(process.env as Record<string, string>), ...chromiumFontEnv() },
  });
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** A new tab in the browser Lighthouse drives (Playwright over CDP), closed and let go of after `use`. */
async function withCdpPage(port: number, use: (page: Page) => Promise<void>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await use(page);
    await page.close();
  } finally {
    // Disconnects; the browser (started by chrome-launcher) stays up.
    await browser.close();
  }
}

/** Signs in through the app's page in the browser Lighthouse will drive. */
function signInOverCdp(port: number, origin: string, email: string): Promise<void> {
  return withCdpPage(port, (page) => signInThroughPage(page, origin, email));
}

function opportunities(lhr: { audits: Record<string, { details?: unknown; title: string; numericValue?: number }> }): string[] {
  return Object.values(lhr.audits)
    .filter((a) => {
      const details = a.details as { type?: string; overallSavingsMs?: number } | undefined;
      return details?.type === 'opportunity' && (details.overallSavingsMs ?? 0) > 0;
    })
    .map((a) => ({ title: a.title, ms: (a.details as { overallSavingsMs: number }).overallSavingsMs }))
    .sort((x, y) => y.ms - x.ms)
    .slice(0, 4)
    .map((o) => `${o.title} (−${Math.round(o.ms)} ms)`);
}

/** One Lighthouse run of `path` in the browser at `port`. */
async function measure(
  port: number,
  origin: string,
  path: string,
): Promise<{ entry: LighthouseRun; report: string; opportunities: string[] }> {
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] };
  const result = await lighthouse(
    `${origin}${path}`,
    cpuMultiplier === undefined ? flags : { ...flags, throttling: { ...DEFAULT_MOBILE_THROTTLING, cpuSlowdownMultiplier: cpuMultiplier } },
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { lhr } = result;
  const metric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  const trace = (result.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace?.traceEvents ?? [];
  const blocking = blockingEstimate(trace, cpuSlowdown);
  const entry: LighthouseRun = {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    threadTbtMs: blocking?.threadMs ?? Number.NaN,
    wallTbtMs: blocking?.wallMs ?? Number.NaN,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
  };
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    entry,
    report: typeof result.report === 'string' ? result.report : (result.report[0] ?? ''),
    opportunities: opportunities(lhr),
  };
}

/**
 * Opens each signed-in page once in the browser Lighthouse drives and lets it settle: the measured loads are
 * then those of a person coming back to a page, as signed-in visits are. (/discover keeps its feed's first page
 * for the next visit: client/src/features/social/models/feed-cache.ts.)
 */
function visitOverCdp(port: number, origin: string, paths: readonly string[]): Promise<void> {
  return withCdpPage(port, async (page) => {
    // On the phone Lighthouse emulates: a page may draw (and keep) its phone layout.
    const phone = constants.screenEmulationMetrics.mobile as { width: number; height: number };
    await page.setViewportSize({ width: phone.width, height: phone.height });
    for (const path of paths) {
      await page.goto(`${origin}${path}`);
      await waitForQuiet(page, 2000);
    }
  });
}

/** Forgets the feed's kept first page, for a measure of a session's first visit to a page. */
function forgetKeptFeed(port: number, origin: string): Promise<void> {
  return withCdpPage(port, async (page) => {
    // A file of the origin, not a page: the app would run and might keep one again.
    await page.goto(`${origin}/logo.svg`);
    await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.feedFirstPage);
  });
}

export interface LighthouseTarget {
  path: string;
  signedIn: boolean;
  /** Also measure once the session's first visit to the page (no kept feed page), for information. */
  firstVisit?: boolean;
}

/**
 * Runs Lighthouse `runs` times on each page (round-robin, so a noisy moment hits every page alike) and keeps
 * the median of each metric. The reports go to `reportDir`.
 */
export async function lighthousePages(
  origin: string,
  pages: readonly LighthouseTarget[],
  runs: number,
  email: string,
  reportDir: string,
  onRun?: (path: string, run: number, result: LighthouseRun) => void,
): Promise<LighthousePage[]> {
  mkdirSync(reportDir, { recursive: true });
  const results = new Map<string, { runs: LighthouseRun[]; reports: string[]; opportunities: string[][] }>();
  const firstVisits = new Map<string, LighthouseRun>();
  for (const signedIn of [false, true]) {
    const group = pages.filter((p) => p.signedIn === signedIn);
    if (group.length === 0) continue;
    await withChrome(async (port) => {
      if (signedIn) {
        await signInOverCdp(port, origin, email);
        for (const page of group.filter((p) => p.firstVisit)) {
          await forgetKeptFeed(port, origin);
          firstVisits.set(page.path, (await measure(port, origin, page.path)).entry);
        }
        await visitOverCdp(
          port,
          origin,
          group.map((p) => p.path),
        );
      }
      for (let run = 0; run < runs; run++) {
        for (const page of group) {
          const { entry, report, opportunities: found } = await measure(port, origin, page.path);
          let slot = results.get(page.path);
          if (!slot) results.set(page.path, (slot = { runs: [], reports: [], opportunities: [] }));
          slot.runs.push(entry);
          slot.reports.push(report);
          slot.opportunities.push(found);
          onRun?.(page.path, run, entry);
        }
      }
    });
  }
  return pages.map((page) => {
    const slot = results.get(page.path) ?? { runs: [], reports: [], opportunities: [] };
    const scores = slot.runs.map((r) => r.score);
    const mid = median(scores);
    const medianIndex = Math.max(0, scores.indexOf(scores.find((s) => s === mid) ?? scores[0] ?? 0));
    const name = page.path === '/' ? 'home' : page.path.replace(/^\//, '').replace(/\//g, '_');
    if (slot.reports[medianIndex]) writeFileSync(join(reportDir, `${name}.json`), slot.reports[medianIndex] ?? '');
    return {
      path: page.path,
      signedIn: page.signedIn,
      runs: slot.runs,
      median: {
        score: median(scores),
        lcpMs: median(slot.runs.map((r) => r.lcpMs)),
        tbtMs: median(slot.runs.map((r) => r.tbtMs)),
        cls: median(slot.runs.map((r) => r.cls)),
        fcpMs: median(slot.runs.map((r) => r.fcpMs)),
        benchmarkIndex: median(slot.runs.map((r) => r.benchmarkIndex)),
        threadTbtMs: median(slot.runs.map((r) => r.threadTbtMs).filter((n) => !Number.isNaN(n))),
        wallTbtMs: median(slot.runs.map((r) => r.wallTbtMs).filter((n) => !Number.isNaN(n))),
      },
      redirected: slot.runs.filter((r) => r.finalPath !== page.path).map((r) => r.finalPath),
      firstVisit: firstVisits.get(page.path),
      opportunities: slot.opportunities[medianIndex] ?? [],
    };
  });
}
