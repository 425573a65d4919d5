// Lighthouse's Lantern LCP of a saved run (lcp-ab.ts's *.artifacts.json): the simulated graphs' nodes by simulated
// end time and the critical path into the last one (what the simulated LCP waits for).
//   npx node scripts/bench/lib/lcp-graph.ts bench-results/lcp/runs/base-1.artifacts.json
import { readFileSync } from 'node:fs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const file = process.argv[2] ?? '';
const a = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const context = { computedCache: new Map() };
const data = {
  trace: a.Trace,
  devtoolsLog: a.DevtoolsLog,
  gatherContext: a.GatherContext,
  settings: a.settings,
  URL: a.URL,
  SourceMaps: a.SourceMaps ?? [],
  HostDPR: a.HostDPR,
  simulator: null,
};
// The saved artifacts are Lighthouse's own, written as JSON by lcp-ab.ts.
const r = await LanternLargestContentfulPaint.request(
  data as unknown as Parameters<typeof LanternLargestContentfulPaint.request>[0],
  context,
);
type N = {
  id: string;
  type: string;
  request?: { url: string; resourceType?: string; priority?: string };
  getDependencies(): N[];
  childEvents?: unknown[];
  duration?: number;
};
const label = (n: N): string =>
  n.type === 'network'
    ? `${n.request?.resourceType ?? ''} ${(n.request?.url ?? '').replace(/^https?:\/\/[^/]+/, '').slice(-60)}`
    : `cpu ${n.id}`;
for (const which of ['optimistic', 'pessimistic'] as const) {
  const est = r[`${which}Estimate`] as { timeInMs: number; nodeTimings: Map<N, { startTime: number; endTime: number }> };
  console.log(`\n== ${which}: ${Math.round(est.timeInMs)} ms, ${est.nodeTimings.size} nodes`);
  const entries = [...est.nodeTimings.entries()];
  const last = entries.filter(([n]) => n.type === 'network' || true).sort((x, y) => y[1].endTime - x[1].endTime)[0];
  // Critical path: from the last node back through the dependency that ended last.
  const path: [N, { startTime: number; endTime: number }][] = [];
  let cur = last;
  while (cur) {
    path.push(cur);
    const deps = cur[0]
      .getDependencies()
      .map((d) => [d, est.nodeTimings.get(d)] as const)
      .filter((x) => x[1]);
    deps.sort((x, y) => (y[1]?.endTime ?? 0) - (x[1]?.endTime ?? 0));
    const next = deps[0];
    cur = next ? [next[0], next[1] as { startTime: number; endTime: number }] : undefined;
  }
  for (const [n, t] of path.reverse()) console.log(`  ${Math.round(t.startTime)}–${Math.round(t.endTime)}  ${label(n)}`);
  if (process.argv.includes('--all'))
    for (const [n, t] of entries.sort((x, y) => x[1].startTime - y[1].startTime))
      console.log(`    ${Math.round(t.startTime)}–${Math.round(t.endTime)}  ${label(n)}`);
}
console.log(`\nLCP ${Math.round(r.timing)} ms`);
