// The target under test: the mock server (started here on a free loopback port) or any real deployment named
// by CONTRACT_BASE_URL / CONTRACT_WS_URL / CONTRACT_EMAIL / CONTRACT_PASSWORD.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { assertNode24, freePort, spawnNode, waitUntil } from './proc.ts';
import { repoRoot } from './spec.ts';

export interface Credentials {
  email: string;
  password: string;
}

export interface Target {
  mode: 'mock' | 'real';
  /** Base of the API, where the spec's paths start, e.g. `http://127.0.0.1:4000/v1` (no trailing slash). */
  baseUrl: string;
  /** The websocket endpoint without the token, e.g. `ws://127.0.0.1:4000/v1/account/get/connect`. */
  wsUrl: string;
  /** Calls that change data run only on the mock or when CONTRACT_ALLOW_MUTATIONS=1. */
  allowMutations: boolean;
  /** Users the suite may sign in as. On the mock: ada, ben, chidi, dana, eve; on a real API: primary (and secondary). */
  users: Record<string, Credentials>;
  /** Restores the mock's seed (no-op on a real API). */
  reset(): Promise<void>;
  /** Moves the mock's clock (undefined on a real API). */
  advanceClock: ((ms: number) => Promise<void>) | undefined;
}

export const mockServerEntry = join(repoRoot, 'mock-server/src/server.ts');
export const mockAppModule = join(repoRoot, 'mock-server/src/app.ts');
export const SEEDED_PASSWORD = 'password';
export const SEEDED_USERS = ['ada', 'ben', 'chidi', 'dana', 'eve'] as const;

/** True when CONTRACT_BASE_URL points the suite at a real deployment. */
export function realTargetConfigured(): boolean {
  return Boolean(process.env.CONTRACT_BASE_URL);
}

function wsFromBase(base: string): string {
  return base.replace(/^http/, 'ws') + '/account/get/connect';
}

export interface StartedMock {
  baseUrl: string;
  stop(): Promise<void>;
  output(): string;
}

/** Spawns mock-server/src/server.ts on this Node 24 with PORT free and HOST 127.0.0.1; waits until it answers. */
export async function startMock(): Promise<StartedMock> {
  assertNode24();
  if (!existsSync(mockServerEntry)) throw new Error(`the mock server entry ${mockServerEntry} does not exist yet`);
  const port = await freePort();
  const child = spawnNode([mockServerEntry], { PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn' }, repoRoot);
  const baseUrl = `http://127.0.0.1:${port}/v1`;
  try {
    await waitUntil(
      async () => {
        if (child.proc.exitCode !== null) throw new Error('exited');
        const res = await fetch(`${baseUrl}/account/get/rate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        return res.status > 0;
      },
      30_000,
      () => 'timed out',
    );
  } catch {
    await child.stop();
    throw new Error(`the mock server (${mockServerEntry}) did not answer on ${baseUrl}. Its output:\n${child.output()}`);
  }
  return { baseUrl, stop: child.stop, output: child.output };
}

/** Where the mock's test controls live: at the origin (`/__mock/…`) or under the API base. */
async function findControls(baseUrl: string): Promise<string> {
  const candidates = [new URL('/__mock', baseUrl).href, `${baseUrl}/__mock`];
  for (const c of candidates) {
    const res = await fetch(`${c}/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(
      () => undefined,
    );
    if (res && res.status >= 200 && res.status < 300) return c;
  }
  throw new Error(`the mock at ${baseUrl} has no working POST /__mock/reset (tried ${candidates.join(', ')})`);
}

async function control(url: string, body: unknown): Promise<void> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status < 200 || res.status >= 300) throw new Error(`POST ${url} answered ${res.status}: ${await res.text()}`);
}

/**
 * The target for this test file. `mockBaseUrl` is the mock started by the global setup (ignored when
 * CONTRACT_BASE_URL is set); `mockError` is why it could not be started.
 */
export async function resolveTarget(mockBaseUrl: string | undefined, mockError?: string): Promise<Target> {
  if (realTargetConfigured()) {
    const baseUrl = process.env.CONTRACT_BASE_URL!.replace(/\/$/, '');
    const email = process.env.CONTRACT_EMAIL;
    const password = process.env.CONTRACT_PASSWORD;
    if (!email || !password)
      throw new Error('CONTRACT_BASE_URL is set, so CONTRACT_EMAIL and CONTRACT_PASSWORD must name a user of that deployment');
    const users: Record<string, Credentials> = { primary: { email, password } };
    if (process.env.CONTRACT_EMAIL_2 && process.env.CONTRACT_PASSWORD_2)
      users.secondary = { email: process.env.CONTRACT_EMAIL_2, password: process.env.CONTRACT_PASSWORD_2 };
    let wsUrl = (process.env.CONTRACT_WS_URL || wsFromBase(baseUrl)).replace(/\/$/, '');
    if (!wsUrl.endsWith('/account/get/connect')) wsUrl += '/account/get/connect';
    return {
      mode: 'real',
      baseUrl,
      wsUrl,
      allowMutations: process.env.CONTRACT_ALLOW_MUTATIONS === '1',
      users,
      reset: async () => {},
      advanceClock: undefined,
    };
  }
  if (!mockBaseUrl)
    throw new Error(`no target: CONTRACT_BASE_URL is not set and the mock server could not be started: ${mockError ?? 'unknown reason'}`);
  const controls = await findControls(mockBaseUrl);
  const users: Record<string, Credentials> = {};
  for (const name of SEEDED_USERS) users[name] = { email: `${name}@example.com`, password: SEEDED_PASSWORD };
  return {
    mode: 'mock',
    baseUrl: mockBaseUrl,
    wsUrl: wsFromBase(mockBaseUrl),
    allowMutations: true,
    users,
    reset: () => control(`${controls}/reset`, {}),
    advanceClock: (ms) => control(`${controls}/clock`, { advanceMs: ms }),
  };
}
