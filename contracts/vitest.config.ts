// The contract suite: `npm run test:contract` (offline against the mock) or with CONTRACT_BASE_URL set
// (against a real deployment). See contracts/README.md.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { CONTRACT_TEST_TIMEOUT_MS } from './lib/timeouts.ts';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['contracts/**/*.contract.test.ts', 'contracts/**/*.test.ts'],
    // The shared rules' unit tests need no target: they run with the mock's unit tests.
    exclude: ['contracts/rules/**', '**/node_modules/**'],
    globalSetup: ['contracts/lib/global-setup.ts'],
    // The machine has 2 cores and each file starts its own Prism: one file at a time.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: CONTRACT_TEST_TIMEOUT_MS,
    hookTimeout: 120_000,
    teardownTimeout: 20_000,
  },
});
