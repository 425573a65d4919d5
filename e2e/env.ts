// Where the e2e servers listen and how Debian's Chromium is launched (never a downloaded browser).
// Overridable so several e2e runs (developers working side by side) never fight over a port.
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4100);
export const E2E_SPA_PORT = Number(process.env.E2E_SPA_PORT ?? 5180);
export const E2E_API_BASE = `http://127.0.0.1:${E2E_MOCK_PORT}/v1`;
export const E2E_MOCK_URL = `http://127.0.0.1:${E2E_MOCK_PORT}`;
export const E2E_APP_URL = `http://localhost:${E2E_SPA_PORT}`;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
