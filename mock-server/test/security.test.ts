// Issue #34, the mock's side: uploaded files never run as pages on the API/CDN origin, every answer says nosniff,
// bodies that are not UTF-8 are refused rather than stored with U+FFFD, and private links are signed with a key
// from configuration.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signingKeyFrom } from '../src/lib/signing-key.ts';
import { buildApp, call, signIn, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
useTestApp(['ada'], { fresh: 'file', ready: (t) => ({ app, ada } = t) });

describe('JSON bodies', () => {
  it('refuses bytes that are not UTF-8 (0xC3 0x28 inside a string) with 400 request.invalidUtf8, and stores nothing', async () => {
    const json = Buffer.from('{"type":"Text","text":"caf\u0000","tags":[],"description":"","media":[],"country":"NG"}', 'latin1');
    // Replace the placeholder NUL with the invalid two-byte sequence: 0xC3 starts a 2-byte character, 0x28 cannot continue it.
    const at = json.indexOf(0);
    const payload = Buffer.concat([json.subarray(0, at), Buffer.from([0xc3, 0x28]), json.subarray(at + 1)]);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/app/post-new',
      payload,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ada}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'request.invalidUtf8', message: 'The request body is not valid UTF-8 text' });
    // The next post id (after the 300 seeded) was not used.
    expect(app.store.posts.get('p0000000301')).toBeUndefined();
  });

  it('still takes real UTF-8 (accents, emoji) as it was sent', async () => {
    const text = 'Olá, café ☕ 🎉';
    const { status, body } = await call(app, 'createPost', {
      token: ada,
      body: { type: 'Text', text, tags: [], description: '', media: [], country: 'NG' },
    });
    expect(status).toBe(201);
    expect(app.store.posts.get(body.data.id)).toMatchObject({ text, uid: USERS.ada.uid });
  });
});

describe('the signing key of private links', () => {
  const linkUrl = async (on: FastifyInstance, token: string): Promise<string> => {
    const link = await call(on, 'cloudObjectLink', { token, body: { bucket: 'ada-backups', key: 'invoices/2026-09.csv' } });
    const url = new URL(link.body.data.url);
    return url.pathname + url.search;
  };

  it('comes from configuration: a link signed under one key verifies under the same key only', async () => {
    const builds = await Promise.all([
      buildApp({ signingKey: 'key-one' }),
      buildApp({ signingKey: 'key-one' }),
      buildApp({ signingKey: 'key-two' }),
    ]);
    const [one, sameKey, otherKey] = builds;
    try {
      const url = await linkUrl(one, await signIn(one, 'ada'));
      expect((await one.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect((await sameKey.inject({ method: 'GET', url })).statusCode).toBe(200);
      const refused = await otherKey.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'cdn.objectPrivate' });
    } finally {
      await Promise.all(builds.map((b) => b.close()));
    }
  });

  it('defaults to a random key per start (MOCK_SIGNING_KEY when set), so two mocks without one do not share links', async () => {
    expect(signingKeyFrom({ MOCK_SIGNING_KEY: ' configured-secret ' })).toBe('configured-secret');
    const [a, b] = [signingKeyFrom({}), signingKeyFrom({ MOCK_SIGNING_KEY: '' })];
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    const builds = await Promise.all([buildApp(), buildApp()]);
    try {
      const url = await linkUrl(builds[0], await signIn(builds[0], 'ada'));
      expect((await builds[0].inject({ method: 'GET', url })).statusCode).toBe(200);
      expect((await builds[1].inject({ method: 'GET', url })).statusCode).toBe(403);
    } finally {
      await Promise.all(builds.map((b) => b.close()));
    }
  });
});
