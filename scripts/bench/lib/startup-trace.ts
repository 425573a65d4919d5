// What the main thread spends a page's start-up on, from a Chromium trace and V8's sampling profiler under
// Lighthouse's phone CPU slowdown (4×): time by kind of work (script, style, layout, paint, fonts and text shaping,
// GC, HTML, other) and script time by file and function, until the largest contentful paint and until the page is
// quiet. Not a budget: the tool behind FINDINGS' start-up tables (2026-11-27).
//
//   npx node scripts/bench/lib/startup-trace.ts [--pages=/discover,/inbox] [--runs=3] [--extra-fonts=<dir>] [--build]
//                                                [--dist=<a build made for the bench's mock>] [--cpu=4]
//
// It serves bench-results/dist (built by `npm run bench` or with --build; --dist another such build) with the bench's mock and static host on
// BENCH_MOCK_PORT / BENCH_PREVIEW_PORT, signs ada in, opens each page once (a person coming back to it), then
// loads each page `runs` times with an empty HTTP cache. Output: a table per page, bench-results/traces/*.json (trace) and *.cpuprofile (the last run's).
import './ts-resolve.ts';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { CDPSession, Page } from 'playwright';
import { USERS } from '../../test-env.ts';
import { launchChromium, signedInContext, waitForQuiet } from './browser.ts';
import { buildClient } from './build.ts';
import { BENCH_OUT, PORTS } from './env.ts';
import { describeFonts } from './fonts.ts';
import { startMock, startPreview } from './servers.ts';
import { median } from './stats.ts';

interface Event {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink',
  'blink.user_timing',
  'loading',
  'toplevel',
  'fonts',
  'disabled-by-default-fonts',
  'blink_gc',
  'disabled-by-default-v8.gc',
].join(',');

export const KINDS = ['script', 'style', 'layout', 'paint', 'fonts', 'gc', 'html', 'other'] as const;
export type Kind = (typeof KINDS)[number];

/** The kind of work a trace event is (the innermost event decides; undefined: look at its parent). */
export function kindOf(event: { name: string; cat: string }): Kind | undefined {
  const { name, cat } = event;
  if (/fonts/.test(cat) || /Font|Shap|HarfBuzz/.test(name)) return 'fonts';
  if (/GC|Scavenge|Sweep|Mark|BlinkGC|ThreadState::/.test(name) || /gc/.test(cat)) return 'gc';
  if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation|StyleRecalc)/.test(name)) return 'style';
  if (/^(Layout|UpdateLayerTree|IntersectionObserverController::computeIntersections)$/.test(name)) return 'layout';
  if (/^(Paint|PrePaint|PaintImage|CompositeLayers|Layerize|Commit|Decode|ImageDecodeTask|UpdateLayer)/.test(name)) return 'paint';
  if (name === 'ParseHTML') return 'html';
  if (
    /^(EvaluateScript|v8\.|V8\.|FunctionCall|TimerFire|EventDispatch|RunMicrotasks|FireAnimationFrame|XHR|CompileScript|CompileModule|ModuleEvaluation|FireIdleCallback|CacheScript|ResourceReceiveResponse)/.test(
      name,
    )
  )
    return 'script';
  return undefined;
}

export interface Breakdown {
  /** Milliseconds of the main thread's CPU time by kind, self time of the innermost classified event. */
  kinds: Record<Kind, number>;
  /** Top-level main-thread tasks' total, ms: by wall time, and by the thread's CPU time in them. */
  total: number;
  cpu: number;
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Self time by kind on one thread's complete events between `from` and `to` (µs). */
export function breakdown(events: readonly Event[], pid: number, tid: number, from: number, to: number): Breakdown {
  const mine = events
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && typeof e.dur === 'number' && e.ts >= from && e.ts < to)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const kinds = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  let total = 0;
  let cpu = 0;
  // A stack of open events; each event's self time is its CPU time less its children's (wall time for an event
  // without thread time).
  const stack: { end: number; kind: Kind | undefined; child: number; dur: number; tdur: number; task: boolean }[] = [];
  const close = (upTo: number): void => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= upTo) {
      const done = stack.pop();
      if (!done) break;
      const own = Math.max(0, done.tdur - done.child);
      // An unclassified event's time goes to the nearest classified ancestor, else "other".
      const kind = done.kind ?? [...stack].reverse().find((s) => s.kind)?.kind ?? 'other';
      kinds[kind] += own / 1000;
      if (done.task && stack.length === 0) {
        total += done.dur / 1000;
        cpu += done.tdur / 1000;
      }
      const parent = stack.at(-1);
      if (parent) parent.child += done.tdur;
    }
  };
  for (const event of mine) {
    close(event.ts);
    const top = stack.length === 0;
    // Only work inside a task counts (a stray event outside any task is the trace's own bookkeeping).
    if (top && !TASKS.has(event.name)) continue;
    stack.push({
      end: event.ts + (event.dur ?? 0),
      kind: kindOf(event),
      child: 0,
      dur: event.dur ?? 0,
      tdur: event.tdur ?? event.dur ?? 0,
      task: TASKS.has(event.name),
    });
  }
  close(Number.POSITIVE_INFINITY);
  return { kinds, total, cpu };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time by script file and by function (ms), from V8's profile, between `from` and `to` (µs, trace clock). */
export function scriptAttribution(profile: Profile, to: number): { files: Map<string, number>; functions: Map<string, number> } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const files = new Map<string, number>();
  const functions = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let time = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    time += deltas[i] ?? 0;
    const next = deltas[i + 1] ?? 0;
    if (time > to) break;
    const node = byId.get(samples[i] ?? -1);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)' || functionName === '(root)') continue;
    const file = url ? (url.split('/').pop() ?? url) : functionName;
    files.set(file, (files.get(file) ?? 0) + next / 1000);
    const fn = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + next / 1000);
  }
  return { files, functions };
}

/** The renderer's font lookups in a trace (fontconfig, through the browser process on Linux): count, wall and CPU ms. */
export function fontLookups(events: readonly Event[], pid: number, tid: number): { count: number; wallMs: number; cpuMs: number } {
  const lookups = events.filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.name === 'FontCache::GetFontPlatformData');
  const fallbacks = events.filter(
    (e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.name === 'FontCache::FallbackFontForCharacter',
  );
  const all = [...lookups, ...fallbacks];
  return {
    count: all.length,
    wallMs: all.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000,
    cpuMs: all.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000,
  };
}

interface PageTrace {
  path: string;
  fonts: ReturnType<typeof fontLookups>;
  lcpMs: number;
  untilLcp: Breakdown;
  whole: Breakdown;
  files: Map<string, number>;
  functions: Map<string, number>;
}

async function collect(cdp: CDPSession): Promise<Event[]> {
  const events: Event[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    for (const event of value) events.push(event as unknown as Event);
  });
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

async function tracePage(page: Page, origin: string, path: string, slowdown: number): Promise<PageTrace> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await cdp.send('Profiler.start');
  await page.goto(`${origin}${path}`);
  await waitForQuiet(page, 1500);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const events = await collect(cdp);
  await cdp.detach();
  const start = events.find(
    (e) => e.name === 'navigationStart' && (e.args?.data as { isLoadingMainFrame?: boolean } | undefined)?.isLoadingMainFrame,
  );
  const main = events.filter((e) => e.name === 'firstContentfulPaint').sort((a, b) => a.ts - b.ts)[0] ?? start;
  if (!start || !main) throw new Error(`no navigation in the trace of ${path}`);
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === main.pid).sort((a, b) => b.ts - a.ts)[0];
  const lcpTs = lcp?.ts ?? main.ts;
  const end = events.reduce((latest, e) => Math.max(latest, e.ts + (e.dur ?? 0)), 0);
  const name = path.replace(/\W+/g, '_');
  writeFileSync(join(BENCH_OUT, 'traces', `${name}.json`), JSON.stringify({ traceEvents: events }));
  // The sampling profile beside it (DevTools opens .cpuprofile files), for script time past the largest paint.
  writeFileSync(join(BENCH_OUT, 'traces', `${name}.cpuprofile`), JSON.stringify(profile));
  const { files, functions } = scriptAttribution(profile, lcpTs);
  return {
    path,
    lcpMs: (lcpTs - start.ts) / 1000,
    fonts: fontLookups(events, main.pid, main.tid),
    untilLcp: breakdown(events, main.pid, main.tid, start.ts, lcpTs),
    whole: breakdown(events, main.pid, main.tid, start.ts, end),
    files,
    functions,
  };
}

const top = (map: Map<string, number>, n: number): string =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `    ${v.toFixed(0).padStart(5)} ms  ${k}`)
    .join('\n');

function mergeMaps(maps: Map<string, number>[]): Map<string, number> {
  const keys = new Set(maps.flatMap((m) => [...m.keys()]));
  return new Map([...keys].map((k) => [k, median(maps.map((m) => m.get(k) ?? 0))]));
}

function medianBreakdown(list: Breakdown[]): Breakdown {
  return {
    total: median(list.map((b) => b.total)),
    cpu: median(list.map((b) => b.cpu)),
    kinds: Object.fromEntries(KINDS.map((k) => [k, median(list.map((b) => b.kinds[k]))])) as Record<Kind, number>,
  };
}

/** Pages measured signed out (a signed-in person opening / is sent on). */
const PUBLIC = /^\/(sign-in|docs|blog)?(\/|$)/;

function arg(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function main(): Promise<void> {
  const pages = (arg('pages') ?? '/discover,/inbox,/pay/wallet').split(',');
  const runs = Number(arg('runs') ?? 3);
  const slowdown = Number(arg('cpu') ?? 4);
  const fontsDir = arg('extra-fonts');
  if (fontsDir) process.env.BENCH_EXTRA_FONTS = fontsDir;
  mkdirSync(join(BENCH_OUT, 'traces'), { recursive: true });
  const logs = join(BENCH_OUT, 'logs');
  const dist = resolve(arg('dist') ?? join(BENCH_OUT, 'dist'));
  const mock = await startMock(PORTS.benchMock, logs);
  try {
    if (process.argv.includes('--build') || !existsSync(join(dist, '.vite', 'manifest.json'))) await buildClient(dist, mock.apiBase);
    const preview = await startPreview(PORTS.benchPreview, dist, logs);
    const browser = await launchChromium();
    try {
      const load = loadavg()[0] ?? 0;
      const context = await signedInContext(browser, preview.origin, USERS.ada.email, { viewport: { width: 412, height: 823 } });
      const signedOut = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const contextFor = (path: string): typeof context => (PUBLIC.test(path) ? signedOut : context);
      const warm = await context.newPage();
      for (const path of pages.filter((p) => !PUBLIC.test(p))) {
        await warm.goto(`${preview.origin}${path}`);
        await waitForQuiet(warm, 1500);
      }
      await warm.close();
      const all = new Map<string, PageTrace[]>();
      for (let run = 0; run < runs; run++)
        for (const path of pages) {
          const page = await contextFor(path).newPage();
          const trace = await tracePage(page, preview.origin, path, slowdown);
          await page.close();
          all.set(path, [...(all.get(path) ?? []), trace]);
        }
      console.log(
        `startup-trace: ${runs} runs, CPU ×${slowdown}, ${describeFonts()}, load average ${load.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
      );
      const header = `| page | window | tasks (wall) | tasks (CPU) | ${KINDS.join(' | ')} |`;
      console.log(`\nmain thread, ms (kinds: CPU time)\n${header}\n|${' --- |'.repeat(KINDS.length + 4)}`);
      for (const [path, traces] of all) {
        const lcp = median(traces.map((t) => t.lcpMs));
        for (const [label, b] of [
          [`until LCP (${lcp.toFixed(0)} ms)`, medianBreakdown(traces.map((t) => t.untilLcp))],
          ['until quiet', medianBreakdown(traces.map((t) => t.whole))],
        ] as const)
          console.log(
            `| ${path} | ${label} | ${b.total.toFixed(0)} | ${b.cpu.toFixed(0)} | ${KINDS.map((k) => b.kinds[k].toFixed(0)).join(' | ')} |`,
          );
      }
      console.log(`\nfont lookups (FontCache::GetFontPlatformData and FallbackFontForCharacter, whole load; medians)`);
      for (const [path, traces] of all)
        console.log(
          `| ${path} | ${median(traces.map((t) => t.fonts.count))} lookups | ${median(traces.map((t) => t.fonts.wallMs)).toFixed(0)} ms wall | ${median(traces.map((t) => t.fonts.cpuMs)).toFixed(0)} ms CPU |`,
        );
      for (const [path, traces] of all) {
        console.log(`\n${path}: script self time until LCP by file (median of ${traces.length}, V8 samples)`);
        console.log(top(mergeMaps(traces.map((t) => t.files)), 10));
        console.log(`  by function:`);
        console.log(top(mergeMaps(traces.map((t) => t.functions)), 15));
      }
    } finally {
      await browser.close();
      await preview.stop();
    }
  } finally {
    await mock.stop();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
