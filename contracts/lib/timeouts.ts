// The suite's per-test timeout, shared by vitest.config.ts and the tests that add a real wait to it.
export const CONTRACT_TEST_TIMEOUT_MS = 60_000;
