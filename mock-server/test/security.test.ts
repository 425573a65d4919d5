// Issue #34, the mock's side: uploaded files never run as pages on the API/CDN origin, every answer says nosniff,
// bodies that are not UTF-8 are refused rather than stored with U+FFFD, and private links are signed with a key
// from configuration.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, USERS } from './helpers.ts';
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
