// The services a benchmark measures: the mock API (server.ts with PORT/HOST, test controls on) and the production
// build served as a static host serves it (static-host.ts), each on a port of the benchmark's own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOST, ROOT } from './env.ts';
import { startService, type Service } from './proc.ts';

export interface MockService extends Service {
  /** http://127.0.0.1:PORT/v1 */
  apiBase: string;
  origin: string;
  reset(): Promise<void>;
}

/**
 * The Node flags `npm run mock` starts the mock with (package.json), so the bench measures the mock as people run
 * it. (A larger young generation: the mock allocates a little per request, and fewer scavenges mean fewer requests
 * held up behind one, which is what a p99 under 100 connections sees.)
 */
export function mockNodeFlags(): string[] {
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
  const words = (scripts.mock ?? '').split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'mock-server/src/server.ts')
    throw new Error(`package.json's mock script is not "node [flags] mock-server/src/server.ts": ${scripts.mock ?? '(none)'}`);
  return words.slice(1, -1);
}

export interface MockOptions {
  /** SEED_SCALE of the mock (mock-server/src/seed/scale.ts); default 1, today's seed. */
  seedScale?: number;
  /** How long to wait for it to answer (×100 seeds for a while); default the service default. */
  timeoutMs?: number;
}

export async function startMock(port: number, logDir: string, options: MockOptions = {}): Promise<MockService> {
  const origin = `http://${HOST}:${port}`;
  const service = await startService({
    name: 'mock',
    args: [...mockNodeFlags(), join(ROOT, 'mock-server', 'src', 'server.ts')],
    // BENCH_SEED_SCALE reaches the mock as SEED_SCALE when the caller names no scale (the interaction section at ×100).
    env: {
      PORT: String(port),
      HOST,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_SCALE: String(options.seedScale ?? (Number(process.env.BENCH_SEED_SCALE) || 1)),
    },
    readyUrl: `${origin}/v1/account/get/connect`,
    logFile: join(logDir, `mock-${port}.log`),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  return {
    ...service,
    origin,
    apiBase: `${origin}/v1`,
    async reset() {
      const response = await fetch(`${origin}/__mock/reset`, { method: 'POST' });
      if (!response.ok) throw new Error(`mock reset answered ${response.status}`);
    },
  };
}

export interface PreviewService extends Service {
  /** http://localhost:PORT (the SPA's origin). */
  origin: string;
}

export async function startPreview(port: number, outDir: string, logDir: string): Promise<PreviewService> {
  // localhost, as e2e uses for the SPA: the API on 127.0.0.1 is then another origin, as in production.
  const origin = `http://localhost:${port}`;
  const service = await startService({
    name: 'static host',
    args: [join(ROOT, 'scripts', 'bench', 'lib', 'static-host.ts')],
    env: { PORT: String(port), HOST: 'localhost', OUT_DIR: outDir },
    readyUrl: `${origin}/`,
    logFile: join(logDir, `static-host-${port}.log`),
  });
  return { ...service, origin };
}

/** Signs in through the API (for the HTTP and socket benchmarks, which have no page). */
export async function apiToken(apiBase: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${apiBase}/account/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  const token = body.data?.token;
  if (!response.ok || !token) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return token;
}
