// A probe of decision 052 (not a bench section): opens /pay/request again and again while the system colour scheme
// flips every few milliseconds (each flip writes the theme signal, a sync update that overtakes the navigation's
// transition render, which React then throws away), under CPU throttling so the render is long enough to be
// overtaken, then counts the resting page's DOM nodes after two forced collections. A render thrown away that keeps
// its page shows as nodes that stay.
//   npx node scripts/bench/lib/thrown-renders.ts <built dist with VITE_API_BASE=http://127.0.0.1:<mock port>/v1> [rounds]
// Ports: PROBE_MOCK_PORT (4510), PROBE_SPA_PORT (5590).
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { USERS } from '../../test-env.ts';
import { launchChromium, navigateInApp, signedInContext, waitForQuiet } from './browser.ts';
import { startMock, startPreview } from './servers.ts';

const dist = process.argv[2];
if (!dist) throw new Error('usage: thrown-renders.ts <dist> [rounds]');
const rounds = Number(process.argv[3] ?? 12);
const throttle = Number(process.env.PROBE_CPU_RATE ?? 6);
/** The request form's note field (the resting page has forms of its own). */
const REQUEST_FORM = 'form.stack-form input[name="note"][maxlength="140"]';
const logs = join(tmpdir(), 'thrown-renders');
mkdirSync(logs, { recursive: true });
const mock = await startMock(Number(process.env.PROBE_MOCK_PORT ?? 4510), logs);
const spa = await startPreview(Number(process.env.PROBE_SPA_PORT ?? 5590), dist, logs);
const browser = await launchChromium();
try {
  const context = await signedInContext(browser, spa.origin, USERS.ada.email, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const nodes = async (): Promise<number> => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await waitForQuiet(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'Nodes')?.value ?? NaN;
  };
  await page.goto(`${spa.origin}/account/settings`);
  await page.locator('main').waitFor();
  // Once, to load the page's chunk and the assets.
  await navigateInApp(page, '/pay/request/OSBT');
  await page.locator(REQUEST_FORM).waitFor();
  await navigateInApp(page, '/account/settings');
  await page.waitForURL('**/account/settings');
  const first = await nodes();
  const counts: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    let flipping = true;
    const flips = (async () => {
      let dark = false;
      while (flipping) {
        dark = !dark;
        await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    await navigateInApp(page, '/pay/request/OSBT');
    await page.locator(REQUEST_FORM).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 300));
    flipping = false;
    await flips;
    await navigateInApp(page, '/account/settings');
    await page.waitForURL('**/account/settings');
    await page.getByRole('heading').first().waitFor();
    counts.push(await nodes());
  }
  console.log(JSON.stringify({ dist, first, counts }));
} finally {
  await browser.close();
  await spa.stop();
  await mock.stop();
}
