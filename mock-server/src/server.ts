// Entry point of the mock API (`npm run mock`): listens on HOST:PORT (default localhost:4000).
import { build } from './app.ts';
import { parseListenPort } from './lib/env-settings.ts';
import { createLog } from './lib/log.ts';
import { signingKeyFrom } from './lib/signing-key.ts';
import { openStateFile, StateFileError, type StateFile } from './plugins/journal.ts';
import { SEED_SCALE } from './seed/scale.ts';
import { SEED_PASSWORD, SEED_USERS } from './seed/users.ts';

let port: number;
try {
  port = parseListenPort(process.env.PORT);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// 'localhost' makes Fastify listen on both 127.0.0.1 and ::1.
const host = process.env.HOST ?? 'localhost';

const log = createLog();

// MOCK_STATE_FILE=path keeps what a developer does across restarts (plugins/journal.ts); unset, every start is the seed.
const statePath = process.env.MOCK_STATE_FILE?.trim();
let stateFile: StateFile | undefined;
if (statePath) {
  try {
    stateFile = openStateFile(statePath, () => signingKeyFrom({}), SEED_SCALE);
  } catch (error) {
    console.error(error instanceof StateFileError ? `MOCK_STATE_FILE: ${error.message}` : error);
    process.exit(1);
  }
}
const seeding = performance.now();
const app = await build({ log, ...(stateFile ? { stateFile } : {}) });
// The seed (and a state file's replay) before the first request: at SEED_SCALE=100 this is what start-up costs.
const seededIn = (performance.now() - seeding) / 1000;

try {
  await app.listen({ port, host });
} catch (error) {
  log.error(error);
  process.exit(1);
}

const personas = SEED_USERS.slice(0, 5)
  .map((user) => `  ${user.email.padEnd(20)} ${user.userName ? `@${user.userName}` : '(no username yet)'}${user.isStaff ? ' (staff)' : ''}`)
  .join('\n');
console.log(
  `\nMock API ready at http://${host}:${port}/v1\n` +
    `Seeded accounts (password "${SEED_PASSWORD}"), plus ${app.store.users.all().length - 5} more:\n${personas}\n` +
    `Seed ×${SEED_SCALE} ready in ${seededIn.toFixed(1)} s (${Math.round(process.memoryUsage().rss / 1_048_576)} MB resident)\n` +
    (stateFile ? `State kept in ${stateFile.path} (POST /__mock/reset goes back to the seed)\n` : '') +
    (process.env.NODE_ENV === 'production'
      ? ''
      : 'Test controls: POST /__mock/reset, POST /__mock/clock {"advanceMs": …}, POST|GET|DELETE /__mock/faults (README)\n'),
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) process.exit(1);
    closing = true;
    log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error(error);
        process.exit(1);
      },
    );
  });
}
