// Where the benchmarks run: ports of their own (never 4000/5173 or the e2e range 4100–4500/5180–5580),
// Debian's Chromium and its flags, output folders, and the seeded people and values they use.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a port number`);
  return value;
}

/**
 * `npm run bench` (mock, SPA preview, Prism, the HTTP floor) and `npm run test:budgets` (mock, preview) never
 * share a port.
 */
export const PORTS = {
  benchMock: port('BENCH_MOCK_PORT', 4600),
  benchPreview: port('BENCH_PREVIEW_PORT', 4680),
  benchPrism: port('BENCH_PRISM_PORT', 4610),
  benchFloor: port('BENCH_FLOOR_PORT', 4611),
  budgetsMock: port('BUDGETS_MOCK_PORT', 4601),
  budgetsPreview: port('BUDGETS_PREVIEW_PORT', 4681),
} as const;

export const HOST = '127.0.0.1';

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

/** bench-results/ and test-results/ are git-ignored. */
export const BENCH_OUT = join(ROOT, 'bench-results');
export const BUDGETS_OUT = join(ROOT, 'test-results', 'budgets');

export const PASSWORD = 'password';
export const USERS = {
  ada: { email: 'ada@example.com', uid: 'u0000000001' },
  ben: { email: 'ben@example.com', uid: 'u0000000002' },
} as const;

/** Sign-in page labels (Portuguese, the default language), as e2e/fixtures.ts uses them. */
export const SIGN_IN_LABELS = { email: 'E-mail', password: 'Senha', submit: 'Entrar' } as const;
