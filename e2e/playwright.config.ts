// Playwright: real Debian Chromium against the mock (port 4100) and a production build of the SPA served by
// `vite preview` (port 5180), both started here so e2e never collides with a running `npm start`. The build is
// what people get, and it loads a page in a few requests instead of the dev server's hundreds of modules, which
// keeps the whole suite well inside CI's time.
import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/test-env.ts';
import { E2E_API_BASE, E2E_APP_URL, E2E_MOCK_PORT, E2E_SPA_PORT } from './env';

/** The build e2e serves: its own folder, so it never replaces a developer's client/dist. */
const E2E_DIST = fileURLToPath(new URL('../test-results/e2e-dist', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  // One worker: every test resets the one shared mock, and the machine has two cores.
  workers: 1,
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
  webServer: [
    {
      command: 'node mock-server/src/server.ts',
      cwd: '..',
      port: E2E_MOCK_PORT,
      env: { PORT: String(E2E_MOCK_PORT), HOST: '127.0.0.1', NODE_ENV: 'test' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `vite build --config client/vite.config.ts --outDir ${E2E_DIST} --emptyOutDir --logLevel warn && vite preview --config client/vite.config.ts --outDir ${E2E_DIST} --port ${E2E_SPA_PORT} --strictPort`,
      cwd: '..',
      port: E2E_SPA_PORT,
      env: { VITE_API_BASE: E2E_API_BASE },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
