// HTTP load: the mock and `prism mock openapi.yaml` on the same validated, authenticated operation (getUser,
// POST /account/get/user with a bearer token and an empty JSON body), 100 connections, measured side by side in
// alternating rounds so a noisy moment hits both; the figure is the ratio of the median requests per second.
// A third target in the same rounds, a bare node:http server answering the mock's bytes (floor-server.ts), shows
// what this host allows any Node server: the mock's p99 is read against it. Each round's load comes from a fresh
// process (load-client.ts), so the bench's own heap is not in the figures.
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { PASSWORD, USERS } from '../../test-env.ts';
import { HOST, ROOT } from './env.ts';
import type { LoadFigures, LoadSpec } from './load-client.ts';
import { startService } from './proc.ts';
import { apiToken } from './servers.ts';
import { median } from './stats.ts';

const prismCli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
const floorServer = join(ROOT, 'scripts', 'bench', 'lib', 'floor-server.ts');
const loadClient = join(ROOT, 'scripts', 'bench', 'lib', 'load-client.ts');
const run = promisify(execFile);

const TARGETS = ['mock', 'prism', 'floor'] as const;
type Target = (typeof TARGETS)[number];

export interface LoadRound extends LoadFigures {
  target: Target;
}

export interface ApiLoad {
  mockRps: number;
  prismRps: number;
  ratio: number;
  /** Median over the mock's rounds of autocannon's p99 latency. */
  mockP99Ms: number;
  /** The same for the bare node:http server answering the mock's bytes. */
  floorRps: number;
  floorP99Ms: number;
  rounds: LoadRound[];
  /** Answers that were not 2xx, or transport errors, in any measured round. */
  problems: string[];
}

/** One round, measured by load-client.ts in a fresh process (why: see there). */
async function load(url: string, token: string, connections: number, seconds: number): Promise<LoadFigures> {
  const spec: LoadSpec = {
    url,
    connections,
    seconds,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  };
  const { stdout } = await run(process.execPath, [loadClient], {
    env: { ...process.env, LOAD: JSON.stringify(spec) },
    timeout: (seconds + 30) * 1000,
  });
  return JSON.parse(stdout) as LoadFigures;
}

/** The mock's answer to the measured call, byte for byte, for the floor server to repeat. */
async function mockAnswer(url: string, token: string): Promise<Buffer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`getUser answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

export async function apiLoad(
  mockApiBase: string,
  prismPort: number,
  floorPort: number,
  logDir: string,
  connections: number,
  rounds: number,
  seconds = 5,
): Promise<ApiLoad> {
  const token = await apiToken(mockApiBase, USERS.ada.email, PASSWORD);
  const mockUrl = `${mockApiBase}/account/get/user`;
  const floor = await startService({
    name: 'floor',
    args: [floorServer],
    env: { PORT: String(floorPort), HOST, BODY: (await mockAnswer(mockUrl, token)).toString('base64') },
    readyUrl: `http://${HOST}:${floorPort}/`,
    logFile: join(logDir, `floor-${floorPort}.log`),
  });
  // Stopped even when Prism fails to start.
  try {
    const prism = await startService({
      name: 'prism',
      args: [prismCli, 'mock', join(ROOT, 'openapi.yaml'), '--host', HOST, '--port', String(prismPort)],
      // As a person runs it: NODE_ENV=production would switch Prism to its multi-process mode.
      env: { NODE_ENV: 'development' },
      readyUrl: `http://${HOST}:${prismPort}/account/get/user`,
      logFile: join(logDir, `prism-${prismPort}.log`),
    });
    try {
      const targets: Record<Target, string> = {
        mock: mockUrl,
        prism: `http://${HOST}:${prismPort}/account/get/user`,
        floor: `http://${HOST}:${floorPort}/account/get/user`,
      };
      // Warm each (JIT, connection set-up) before anything is measured.
      for (const target of TARGETS) await load(targets[target], token, connections, 2);
      const measured: LoadRound[] = [];
      for (let r = 0; r < rounds; r++) {
        for (const target of TARGETS) measured.push({ target, ...(await load(targets[target], token, connections, seconds)) });
      }
      const of = (target: Target): LoadRound[] => measured.filter((m) => m.target === target);
      const mockRps = median(of('mock').map((m) => m.rps));
      const prismRps = median(of('prism').map((m) => m.rps));
      const problems = measured
        .filter((m) => m.non2xx > 0 || m.errors > 0)
        .map((m) => `${m.target}: ${m.non2xx} non-2xx, ${m.errors} errors`);
      return {
        mockRps,
        prismRps,
        ratio: mockRps / prismRps,
        mockP99Ms: median(of('mock').map((m) => m.p99Ms)),
        floorRps: median(of('floor').map((m) => m.rps)),
        floorP99Ms: median(of('floor').map((m) => m.p99Ms)),
        rounds: measured,
        problems,
      };
    } finally {
      await prism.stop();
    }
  } finally {
    await floor.stop();
  }
}
