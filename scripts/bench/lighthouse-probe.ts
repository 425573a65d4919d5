// A narrower Lighthouse run than the bench's section, for an investigation of one page's paint: public pages only
// (signed out), the bench's build, mock and static host, Lighthouse's default mobile settings, and every run kept
// whole (the report, Lighthouse's trace and DevTools log) in bench-results/probe/<label>/, so Lantern's graph and
// the paints of a run that lands far from the others can be read afterwards.
//
//   npx node scripts/bench/lighthouse-probe.ts --label=before --runs=5 --paths=/docs/cloud/getting-started-with-cloud,/
//   npx node scripts/bench/lighthouse-probe.ts --label=again --no-build …   (the last probe's build)
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { buildClient } from './lib/build.ts';
import { BENCH_OUT, PORTS } from './lib/env.ts';
import { withChrome } from './lib/lighthouse.ts';
import { startMock, startPreview } from './lib/servers.ts';

const arg = (name: string, fallback: string): string =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const label = arg('label', 'probe');
const runs = Number(arg('runs', '5'));
const paths = arg('paths', '/docs/cloud/getting-started-with-cloud,/blog/introducing-osb,/').split(',');
const out = join(BENCH_OUT, 'probe', label);
const dist = join(BENCH_OUT, 'probe-dist');
const logs = join(BENCH_OUT, 'logs');
mkdirSync(out, { recursive: true });

const mock = await startMock(PORTS.benchMock, logs);
try {
  if (!process.argv.includes('--no-build') || !existsSync(join(dist, 'index.html'))) await buildClient(dist, mock.apiBase);
  const preview = await startPreview(PORTS.benchPreview, dist, logs);
  try {
    await withChrome(async (port) => {
      for (let run = 0; run < runs; run++) {
        for (const path of paths) {
          const load = loadavg()[0] ?? 0;
          const result = await lighthouse(`${preview.origin}${path}`, {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          if (!result) throw new Error(`no result for ${path}`);
          const { lhr, artifacts } = result;
          const name = `${path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '_')}-${run + 1}`;
          writeFileSync(join(out, `${name}.lhr.json`), JSON.stringify(lhr));
          writeFileSync(join(out, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
          writeFileSync(join(out, `${name}.devtools.json`), JSON.stringify(artifacts.DevtoolsLog));
          const n = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
          console.log(
            `${label} ${path} run ${run + 1}: score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} FCP ${n('first-contentful-paint')} LCP ${n('largest-contentful-paint')} TBT ${n('total-blocking-time')} CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)} benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)} load ${load.toFixed(1)}`,
          );
        }
      }
    });
  } finally {
    await preview.stop();
  }
} finally {
  await mock.stop();
}
