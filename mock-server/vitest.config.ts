// Tests of the mock server: `npx vitest run -c mock-server/vitest.config.ts` (app.inject; real sockets only for realtime),
// and of the rules the mock shares with the client (contracts/rules), which run in Node like the mock.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'mock',
    environment: 'node',
    include: ['mock-server/test/**/*.test.ts', 'contracts/rules/**/*.test.ts'],
  },
});
