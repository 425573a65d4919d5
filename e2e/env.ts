// Where the e2e servers listen (Chromium, its flags and the seeded people are scripts/test-env.ts's, shared with the
// budgets and the bench). Overridable so several e2e runs (developers working side by side) never fight over a port.
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4100);
export const E2E_SPA_PORT = Number(process.env.E2E_SPA_PORT ?? 5180);
export const E2E_API_BASE = `http://127.0.0.1:${E2E_MOCK_PORT}/v1`;
export const E2E_MOCK_URL = `http://127.0.0.1:${E2E_MOCK_PORT}`;
export const E2E_APP_URL = `http://localhost:${E2E_SPA_PORT}`;
