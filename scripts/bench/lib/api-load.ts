// HTTP load: the mock and `prism mock openapi.yaml` on the same validated, authenticated operation (getUser,
// POST /account/get/user with a bearer token and an empty JSON body), 100 connections, measured side by side in
// alternating rounds so a noisy moment hits both; the figure is the ratio of the median requests per second.
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createRequire } from 'node:module';
import { HOST, PASSWORD, ROOT, USERS } from './env.ts';
import { startService } from './proc.ts';
import { apiToken } from './servers.ts';
import { median } from './stats.ts';

const prismCli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');

export interface LoadRound {
  target: 'mock' | 'prism';
  rps: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface ApiLoad {
  mockRps: number;
  prismRps: number;
  ratio: number;
  /** Median over the mock's rounds of autocannon's p99 latency. */
  mockP99Ms: number;
  rounds: LoadRound[];
  /** Answers that were not 2xx, or transport errors, in any measured round. */
  problems: string[];
}

async function load(url: string, token: string, connections: number, seconds: number): Promise<{ rps: number; p99Ms: number; non2xx: number; errors: number }> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return { rps: result.requests.total / result.duration, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

export async function apiLoad(mockApiBase: string, prismPort: number, logDir: string, connections: number, rounds = 3, seconds = 5): Promise<ApiLoad> {
  const token = await apiToken(mockApiBase, USERS.ada.email, PASSWORD);
  const prism = await startService({
    name: 'prism',
    args: [prismCli, 'mock', join(ROOT, 'openapi.yaml'), '--host', HOST, '--port', String(prismPort)],
    // As a person runs it: NODE_ENV=production would switch Prism to its multi-process mode.
    env: { NODE_ENV: 'development' },
    readyUrl: `http://${HOST}:${prismPort}/account/get/user`,
    logFile: join(logDir, `prism-${prismPort}.log`),
  });
  try {
    const targets = { mock: `${mockApiBase}/account/get/user`, prism: `http://${HOST}:${prismPort}/account/get/user` } as const;
    // Warm both (JIT, connection set-up) before anything is measured.
    await load(targets.mock, token, connections, 2);
    await load(targets.prism, token, connections, 2);
    const measured: LoadRound[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const target of ['mock', 'prism'] as const) measured.push({ target, ...(await load(targets[target], token, connections, seconds)) });
    }
    const of = (target: 'mock' | 'prism'): LoadRound[] => measured.filter((m) => m.target === target);
    const mockRps = median(of('mock').map((m) => m.rps));
    const prismRps = median(of('prism').map((m) => m.rps));
    const problems = measured.filter((m) => m.non2xx > 0 || m.errors > 0).map((m) => `${m.target}: ${m.non2xx} non-2xx, ${m.errors} errors`);
    return { mockRps, prismRps, ratio: mockRps / prismRps, mockP99Ms: median(of('mock').map((m) => m.p99Ms)), rounds: measured, problems };
  } finally {
    await prism.stop();
  }
}
