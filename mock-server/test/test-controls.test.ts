// Test controls (not in openapi.yaml): /__mock/reset and /__mock/clock, off in production.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { build } from '../src/app.ts';
import { call, checkEnvelope, signIn, TEST_NOW, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
useTestApp([], { fresh: 'file', ready: (t) => ({ app } = t) });
afterEach(() => vi.unstubAllEnvs());

describe('/__mock/reset', () => {
  it('restores the seed, revokes tokens and puts the clock back', async () => {
    const token = await signIn(app, 'ada');
    await call(app, 'createPost', { token, body: { type: 'Text', text: 'x', tags: [], description: '', media: [], country: 'NG' } });
    await call(app, 'updateAccount', { token, body: { userName: 'ada_renamed' } });
    await call(app, 'playAction', { token, body: { g: 'e', u: USERS.ben.uid, n: 'ben' } });
    app.clock.advance(60_000);
    for (const options of [{}, { payload: '{}', headers: { 'content-type': 'application/json' } }]) {
      const res = await app.inject({ method: 'POST', url: '/__mock/reset', ...options });
      expect(res.statusCode).toBe(200);
      expect(checkEnvelope(res).message).toBe('Mock data reset');
    }
    expect((await call(app, 'getUser', { token })).status).toBe(401);
    const fresh = await signIn(app, 'ada');
    expect((await call(app, 'getUser', { token: fresh })).body.data).toMatchObject({
      userName: 'ada',
      assets: { OSBT: 50000 },
      playData: null,
    });
    expect(app.store.posts.get('p0000000301')).toBeUndefined();
    expect(app.clock.now()).toBe(TEST_NOW);
  });

  it('writes the seed at the clock it puts back, so nothing seeded lies in the future after a moved clock', async () => {
    app.clock.advance(25 * 60 * 60 * 1000);
    const res = await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(res.statusCode).toBe(200);
    expect(app.clock.now()).toBe(TEST_NOW);
    const token = await signIn(app, 'ada');
    const saved = (await call(app, 'mapSaved', { token, body: {} })).body.data as { savedAt?: number }[];
    expect(saved.length).toBeGreaterThan(0);
    for (const place of saved) expect(place.savedAt).toBeLessThanOrEqual(TEST_NOW);
  });

  it('refuses a body', async () => {
    const res = await app.inject({ method: 'POST', url: '/__mock/reset', payload: { all: true } });
    expect(res.statusCode).toBe(400);
    expect(checkEnvelope(res).message).toBe('unknown field "all"');
  });
});

describe('/__mock/clock', () => {
  it('moves the clock forward and answers the new time', async () => {
    const before = app.clock.now();
    const res = await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 31_000 } });
    expect(res.statusCode).toBe(200);
    expect(checkEnvelope(res).data).toEqual({ now: before + 31_000 });
    expect(app.clock.now()).toBe(before + 31_000);
  });

  it.each([
    ['no body', undefined, 'required field "advanceMs" is missing'],
    ['a string', { advanceMs: '1000' }, 'advanceMs: must be a whole number'],
    ['a negative number', { advanceMs: -1 }, 'advanceMs: must be at least 0'],
    ['a fraction', { advanceMs: 1.5 }, 'advanceMs: must be a whole number'],
    ['an unknown field', { advanceMs: 1, x: 1 }, 'unknown field "x"'],
    ['nothing', {}, 'required field "advanceMs" is missing'],
  ])('answers %s with 400', async (_label, payload, message) => {
    const res = await app.inject({ method: 'POST', url: '/__mock/clock', ...(payload === undefined ? {} : { payload }) });
    expect(res.statusCode).toBe(400);
    expect(checkEnvelope(res).message).toBe(message);
  });
});

describe('availability', () => {
  it('is off when NODE_ENV=production (and when disabled explicitly)', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const production = await build();
    const disabled = await build({ enableTestControls: false });
    for (const instance of [production, disabled]) {
      for (const url of ['/__mock/reset', '/__mock/clock', '/__mock/faults']) {
        const res = await instance.inject({ method: 'POST', url, payload: { advanceMs: 1 } });
        expect(res.statusCode).toBe(404);
        checkEnvelope(res);
      }
      await instance.close();
    }
  });
});
