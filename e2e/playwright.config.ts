// Playwright: real Debian Chromium against the mock and a production build of the SPA, one of each per worker
// (global-setup.ts, ports in env.ts), started here so e2e never collides with a running `npm start`.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/test-env.ts';
import { E2E_APP_URL, E2E_WORKERS } from './env';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  globalSetup: './global-setup.ts',
  // Journeys, not files, are shared out: each one starts from its worker's freshly reset mock (fixtures.ts), so
  // none depends on the one before it, and the longest files do not leave a worker idle at the end.
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // In CI also the HTML report (playwright-report/, with the traces of failed tests), which the GitHub workflow keeps
  // as an artifact when a journey fails.
  reporter: process.env.CI ? [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }]] : [['list']],
  use: {
    baseURL: E2E_APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'pt-BR',
    timezoneId: 'UTC',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } } },
  ],
});
