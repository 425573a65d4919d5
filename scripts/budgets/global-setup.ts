// Builds the SPA once (VITE_API_BASE → the mock started here), serves it as a static host does
// (bench/lib/static-host.ts), and hands the addresses to the tests through the environment; the returned function
// stops both services.
import { join } from 'node:path';
import { buildClient } from '../bench/lib/build.ts';
import { BUDGETS_OUT, PORTS } from '../bench/lib/env.ts';
import { startMock, startPreview } from '../bench/lib/servers.ts';

export const BUDGETS_ENV = { origin: 'BUDGETS_ORIGIN', apiBase: 'BUDGETS_API_BASE', outDir: 'BUDGETS_OUT_DIR' } as const;

export default async function globalSetup(): Promise<() => Promise<void>> {
  const logs = join(BUDGETS_OUT, 'logs');
  const mock = await startMock(PORTS.budgetsMock, logs);
  try {
    const started = Date.now();
    const build = await buildClient(join(BUDGETS_OUT, 'dist'), mock.apiBase);
    console.log(`budgets: production build in ${((Date.now() - started) / 1000).toFixed(1)} s (API ${mock.apiBase})`);
    const preview = await startPreview(PORTS.budgetsPreview, build.outDir, logs);
    process.env[BUDGETS_ENV.origin] = preview.origin;
    process.env[BUDGETS_ENV.apiBase] = mock.apiBase;
    process.env[BUDGETS_ENV.outDir] = build.outDir;
    return async () => {
      await preview.stop();
      await mock.stop();
    };
  } catch (error) {
    await mock.stop();
    throw error;
  }
}
