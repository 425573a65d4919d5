// Where the e2e servers listen (Chromium, its flags and the seeded people are scripts/test-env.ts's, shared with the
// budgets and the bench). Each Playwright worker has a mock and an SPA build of its own (global-setup.ts), so the
// journeys run side by side without resetting each other's seed: worker slot N (Playwright's TEST_PARALLEL_INDEX,
// kept when a worker is replaced after a failure) uses the base ports + N. The bases are overridable so several e2e
// runs (developers working side by side) never fight over a port.
import { parseWholeNumberSetting } from '../mock-server/src/lib/env-settings.ts';

/** A whole-number setting as written in the environment (the mock's parser: unset or empty is the default). */
function setting(name: string, fallback: number, min: number, max = 65_535): number {
  return parseWholeNumberSetting(name, process.env[name], fallback, min, max);
}

/** How many journeys run at once: one per core of the two-core machines this runs on; E2E_WORKERS=1 for one. */
export const E2E_WORKERS = setting('E2E_WORKERS', 2, 1, 16);
const MOCK_BASE_PORT = setting('E2E_MOCK_PORT', 4100, 1);
const SPA_BASE_PORT = setting('E2E_SPA_PORT', 5180, 1);

/** The worker's slot: 0 in the runner's own process (and with one worker). */
export const E2E_SLOT = setting('TEST_PARALLEL_INDEX', 0, 0);

/** The ports of worker slot `slot`. */
export function e2ePorts(slot: number): { mock: number; spa: number } {
  return { mock: MOCK_BASE_PORT + slot, spa: SPA_BASE_PORT + slot };
}

export const E2E_MOCK_PORT = e2ePorts(E2E_SLOT).mock;
export const E2E_SPA_PORT = e2ePorts(E2E_SLOT).spa;
export const E2E_API_BASE = `http://127.0.0.1:${E2E_MOCK_PORT}/v1`;
export const E2E_MOCK_URL = `http://127.0.0.1:${E2E_MOCK_PORT}`;
export const E2E_APP_URL = `http://localhost:${E2E_SPA_PORT}`;
