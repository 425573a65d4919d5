// Where the benchmarks run: ports of their own (never 4000/5173 or the e2e range 4100–4500/5180–5580) and output
// folders (Chromium, its flags, the seeded people and the sign-in labels are scripts/test-env.ts's, shared with e2e).
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

/** bench-results/ and test-results/ are git-ignored. */
export const BENCH_OUT = join(ROOT, 'bench-results');
export const BUDGETS_OUT = join(ROOT, 'test-results', 'budgets');
