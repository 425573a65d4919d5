// Interleaved A/B Lighthouse runs of one signed-in page (default /discover) over builds made for the bench's mock:
// the decision records' before/after figures (docs/decisions/050). Not a budget; `--only=lighthouse` is the budget.
//
//   npx node scripts/bench/lib/lcp-ab.ts --build=<name>                  build the tree into bench-results/lcp/<name>
//   npx node scripts/bench/lib/lcp-ab.ts --ab=<nameA>,<nameB> [--runs=5] [--page=/discover]
//
// Each build gets its own static host (BENCH_PREVIEW_PORT, BENCH_FLOOR_PORT, BENCH_PRISM_PORT: up to three builds), so each is its own origin with its
// own signed-in session; ada signs in and opens the page once on each (a returning reader), then the runs alternate
// A, B, A, B… in one Chromium. Each run's report and artifacts (trace, devtools log) go to bench-results/lcp/runs/.
import './ts-resolve.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH, USERS } from '../../test-env.ts';
import { signInThroughPage, waitForQuiet } from './browser.ts';
import { buildClient } from './build.ts';
import { BENCH_OUT, HOST, PORTS } from './env.ts';
import { startMock, startPreview, type PreviewService } from './servers.ts';
import { median } from './stats.ts';

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const OUT = join(BENCH_OUT, 'lcp');
const apiBase = `http://${HOST}:${PORTS.benchMock}/v1`;

async function main(): Promise<void> {
  const buildName = arg('build');
  if (buildName) {
    await buildClient(join(OUT, buildName), apiBase);
    console.log(`built ${join(OUT, buildName)} for ${apiBase}`);
    return;
  }
  const names = (arg('ab') ?? '').split(',').filter(Boolean);
  if (names.length === 0) throw new Error('--build=<name> or --ab=<a>,<b>');
  const runs = Number(arg('runs') ?? 5);
  const path = arg('page') ?? '/discover';
  const logs = join(OUT, 'logs');
  const runDir = join(OUT, 'runs');
  mkdirSync(runDir, { recursive: true });
  const mock = await startMock(PORTS.benchMock, logs);
  const ports = [PORTS.benchPreview, PORTS.benchFloor, PORTS.benchPrism];
  const hosts: PreviewService[] = [];
  try {
    for (const [i, name] of names.entries()) hosts.push(await startPreview(ports[i] ?? 0, join(OUT, name), logs));
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
      logLevel: 'silent',
    });
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0];
      if (!context) throw new Error('no context');
      const page = await context.newPage();
      const phone = constants.screenEmulationMetrics.mobile as { width: number; height: number };
      for (const host of hosts) {
        await signInThroughPage(page, host.origin, USERS.ada.email);
        await page.setViewportSize({ width: phone.width, height: phone.height });
        await page.goto(`${host.origin}${path}`);
        await waitForQuiet(page, 2000);
      }
      await page.close();
      await browser.close();
      const results = new Map<string, { lcp: number; score: number; fcp: number; tbt: number; bi: number }[]>();
      for (let run = 0; run < runs; run++) {
        for (const [i, host] of hosts.entries()) {
          const name = names[i] ?? '';
          const load = loadavg()[0] ?? 0;
          const result = await lighthouse(`${host.origin}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            // --throttling=devtools: the same slow-4G link and 4× CPU applied to the real requests (DevTools throttling)
            // instead of Lantern's simulation: what the page's own request chain costs a person on that link.
            ...(arg('throttling') === 'devtools' ? { throttlingMethod: 'devtools' as const } : {}),
          });
          if (!result) throw new Error('no result');
          const { lhr } = result;
          const m = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
          const entry = {
            lcp: m('largest-contentful-paint'),
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            fcp: m('first-contentful-paint'),
            tbt: m('total-blocking-time'),
            bi: lhr.environment.benchmarkIndex,
          };
          const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
          const list = results.get(name) ?? [];
          list.push(entry);
          results.set(name, list);
          const file = join(runDir, `${name}-${run + 1}`);
          writeFileSync(`${file}.lhr.json`, typeof result.report === 'string' ? result.report : '');
          const a = result.artifacts as unknown as Record<string, unknown>;
          const kept = {
            Trace: a.Trace,
            DevtoolsLog: a.DevtoolsLog,
            URL: a.URL,
            GatherContext: a.GatherContext,
            SourceMaps: a.SourceMaps,
            HostDPR: a.HostDPR,
            settings: lhr.configSettings,
          };
          writeFileSync(`${file}.artifacts.json`, JSON.stringify(kept));
          console.log(
            `${name} run ${run + 1}: score ${entry.score}, LCP ${Math.round(entry.lcp)} ms, FCP ${Math.round(entry.fcp)}, TBT ${Math.round(entry.tbt)}, observed LCP ${observed?.observedLargestContentfulPaint ?? '?'} ms, benchmarkIndex ${entry.bi}, load ${load.toFixed(1)}, final ${new URL(lhr.finalDisplayedUrl).pathname}`,
          );
        }
      }
      for (const [name, list] of results) {
        const lcps = list.map((e) => Math.round(e.lcp));
        console.log(
          `${name}: LCP median ${median(lcps)} ms (${lcps.join(', ')}), score median ${median(list.map((e) => e.score))}, TBT median ${Math.round(median(list.map((e) => e.tbt)))} ms`,
        );
      }
    } finally {
      chrome.kill();
    }
  } finally {
    for (const host of hosts) await host.stop();
    await mock.stop();
  }
}

await main();
