// Tests of the project's scripts (the benchmarks' pure helpers) and of the linters' setup (lint.test.ts):
// `npx vitest run -c scripts/vitest.config.ts`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['scripts/**/*.test.ts'],
  },
});
