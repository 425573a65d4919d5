// `npm run test:budgets`: the cheap budgets of the "Benchmarks and budgets" issue inside `npm test` — bundle sizes
// and axe on every route — against one production build served as a static host does (bench/lib/static-host.ts) and
// a mock of their own (global-setup.ts). No timing is asserted here; Lighthouse and load run only in `npm run
// bench`.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-env.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.budget.ts',
  outputDir: '../../test-results/budgets/output',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // One worker, one browser: the axe sweep works two pages side by side inside it.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    locale: 'pt-BR',
    timezoneId: 'UTC',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
