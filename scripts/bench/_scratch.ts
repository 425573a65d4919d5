import './lib/ts-resolve.ts';
import { join } from 'node:path';
import { startMock, startPreview } from './lib/servers.ts';
import { BENCH_OUT } from './lib/env.ts';
import { launchChromium } from './lib/browser.ts';
import { loadRoutes } from './lib/routes.ts';
import { axeSweep } from './lib/axe.ts';
const mock = await startMock(4601, join(BENCH_OUT, 'logs'));
const preview = await startPreview(4681, '/work/main/test-results/budgets/dist', join(BENCH_OUT,'logs'));
try {
  const browser = await launchChromium();
  const routes = (await loadRoutes()).filter((r) => r.signedIn).slice(0, 40);
  let t = Date.now(); let last = '';
  const sweep = await axeSweep(browser, preview.origin, routes, 'ada@example.com', (r) => { const now = Date.now(); if (last) console.log(last, now - t); last = r.path; t = now; });
  console.log(last, Date.now() - t, sweep.scans);
  await browser.close();
} finally { await preview.stop(); await mock.stop(); }
