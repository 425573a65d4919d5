// MOCK_STATE_FILE: what a developer did survives a restart (tokens, posts, money, API keys, the moved clock);
// /__mock/reset goes back to the seed; a file that is not ours is never overwritten.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStateFile, StateFileError } from '../src/plugins/journal.ts';
import { buildApp, call, signIn, TEST_NOW, USERS } from './helpers.ts';

let dir: string;
let path: string;
const apps: FastifyInstance[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-state-'));
  path = join(dir, 'state.jsonl');
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  rmSync(dir, { recursive: true, force: true });
});

/** A mock started on the file, as `MOCK_STATE_FILE=… npm run mock` does (same fixed start time every time). */
async function start(): Promise<FastifyInstance> {
  const app = await buildApp({ stateFile: openStateFile(path, () => 'key-for-tests') });
  apps.push(app);
  return app;
}
const balance = (app: FastifyInstance, who: 'ada' | 'ben'): number => app.ledger.balance(`user:${USERS[who].uid}`, 'OSBT');

describe('the mock state file', () => {
  it('brings back after a restart the session, a post, a payment, an API key and the moved clock', async () => {
    const first = await start();
    const ada = await signIn(first, 'ada');
    const post = await call(first, 'createPost', {
      token: ada,
      body: { type: 'Text', text: 'kept #osb', tags: [], description: '', media: [], country: 'NG' },
    });
    expect(post.status).toBe(201);
    const sent = await call(first, 'paySend', {
      token: ada,
      body: { requestId: 'state-file-1', asset: 'OSBT', amount: 1_000, userName: 'ben' },
    });
    expect(sent.status).toBe(201);
    const key = await call(first, 'cloudApiKeyCreate', { token: ada, body: { label: 'laptop' } });
    expect(key.status).toBe(201);
    await first.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 3_600_000 } });
    const before = { ada: balance(first, 'ada'), ben: balance(first, 'ben'), now: first.clock.now() };
    await first.close();

    const second = await start();
    // Replaying does not write the requests again.
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(1 + 5);
    expect(second.clock.now()).toBe(before.now);
    expect(second.store.posts.get(post.body.data.id)).toMatchObject({ text: 'kept #osb', uid: USERS.ada.uid });
    expect({ ada: balance(second, 'ada'), ben: balance(second, 'ben') }).toEqual({ ada: before.ada, ben: before.ben });
    // The token the browser still holds works, and the key's secret (drawn at random) is the same one.
    expect((await call(second, 'getUser', { token: ada })).status).toBe(200);
    const secret = key.body.data.secret as string;
    const withKey = await call(second, 'cloudSmsSend', {
      token: secret,
      body: { requestId: 'after-restart', to: '+2348012345678', text: 'hi' },
    });
    expect(withKey.status).toBe(201);
    const unknown = `${secret.slice(0, -4)}zzzz`;
    expect(
      (await call(second, 'cloudSmsSend', { token: unknown, body: { requestId: 'x', to: '+2348012345678', text: 'hi' } })).status,
    ).toBe(401);
  });

  it('replays refusals too: wrong passwords still count towards the sign-in throttle', async () => {
    const first = await start();
    const wrong = async (app: FastifyInstance) =>
      (await call(app, 'signIn', { body: { email: USERS.ben.email, password: 'not the password' } })).status;
    for (let i = 0; i < 4; i += 1) expect(await wrong(first)).toBe(401);
    await first.close();
    const second = await start();
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await wrong(second));
    expect(statuses).toContain(429);
  });

  it('goes back to the seed on /__mock/reset and stays there after a restart', async () => {
    const first = await start();
    const ada = await signIn(first, 'ada');
    const post = await call(first, 'createPost', {
      token: ada,
      body: { type: 'Text', text: 'gone', tags: [], description: '', media: [], country: 'NG' },
    });
    await first.inject({ method: 'POST', url: '/__mock/reset' });
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(1);
    await first.close();
    const second = await start();
    expect(second.store.posts.get(post.body.data.id)).toBeUndefined();
    expect((await call(second, 'getUser', { token: ada })).status).toBe(401);
    expect(second.clock.now()).toBe(TEST_NOW);
  });

  it('skips a half-written last line and keeps the rest', async () => {
    const first = await start();
    const ada = await signIn(first, 'ada');
    await first.close();
    writeFileSync(path, `${readFileSync(path, 'utf8')}{"at":1,"method":"PO`);
    const second = await start();
    expect((await call(second, 'getUser', { token: ada })).status).toBe(200);
  });

  it('refuses a file that is not a state file, or of another version, and leaves it as it was', () => {
    writeFileSync(path, 'my notes\n');
    expect(() => openStateFile(path, () => 'k')).toThrow(StateFileError);
    expect(readFileSync(path, 'utf8')).toBe('my notes\n');
    writeFileSync(path, `${JSON.stringify({ kind: 'osb-mock-state', version: 99, signingKey: 'k' })}\n`);
    expect(() => openStateFile(path, () => 'k')).toThrow(/version 99/);
  });

  it('keeps the seed scale in the file and refuses to replay it into another (SEED_SCALE)', () => {
    openStateFile(path, () => 'k', 100);
    expect(openStateFile(path, () => 'k', 100).signingKey).toBe('k');
    expect(() => openStateFile(path, () => 'k')).toThrow(/SEED_SCALE=100/);
    writeFileSync(path, `${JSON.stringify({ kind: 'osb-mock-state', version: 1, signingKey: 'k' })}\n`);
    expect(() => openStateFile(path, () => 'k', 1)).not.toThrow();
    expect(() => openStateFile(path, () => 'k', 3)).toThrow(/SEED_SCALE=1/);
  });

  it('keeps the private-link key in the file, so signed storage links outlive a restart', () => {
    const file = openStateFile(path, () => 'first-key');
    expect(openStateFile(path, () => 'another-key').signingKey).toBe(file.signingKey);
    expect(file.signingKey).toBe('first-key');
  });
});
