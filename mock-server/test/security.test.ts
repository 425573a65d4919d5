// Issue #34, the mock's side: uploaded files never run as pages on the API/CDN origin, every answer says nosniff,
// bodies that are not UTF-8 are refused rather than stored with U+FFFD, and private links are signed with a key
// from configuration.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signingKeyFrom } from '../src/lib/signing-key.ts';
import { buildApp, call, signIn, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';
import { CDN_CSP, mustDownload } from '../src/plugins/security-headers.ts';

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

describe('files people upload never run as pages on the API/CDN origin', () => {
  const SCRIPT = '<script>document.title = "ran"</script>';

  async function put(bucket: string, key: string, content: string, contentType?: string): Promise<void> {
    const up = await app.inject({
      method: 'POST',
      url: '/v1/cloud/storage/object/upload',
      headers: { authorization: `Bearer ${ada}`, 'content-type': 'application/octet-stream' },
      payload: content,
    });
    expect(up.statusCode).toBe(201);
    const { uploadId } = up.json<{ data: { uploadId: string } }>().data;
    const stored = await call(app, 'cloudObjectPut', {
      token: ada,
      body: { bucket, key, uploadId, ...(contentType ? { contentType } : {}) },
    });
    expect(stored.status).toBe(201);
  }

  it.each([
    ['an HTML page', 'page.html', 'text/html', 'page.html'],
    ['HTML under a key with no extension', 'x/card', 'text/html', 'card'],
    ['no type given (the .htm key names HTML)', 'old.htm', undefined, 'old.htm'],
    ['no type given and no known extension', 'data.bin', undefined, 'data.bin'],
    ['XHTML', 'a.xhtml', 'application/xhtml+xml', 'a.xhtml'],
    ['SVG', 'logo.svg', 'image/svg+xml', 'logo.svg'],
    ['XML', 'feed.xml', 'text/xml', 'feed.xml'],
    ['an unknown type', 'blob', 'application/x-whatever', 'blob'],
    ['a PDF', 'paper.pdf', 'application/pdf', 'paper.pdf'],
    ['a .html key stored as plain text', 'notes.html', 'text/plain', 'notes.html'],
    ['a key with quotes and spaces', 'say "hi" there.htm', 'text/html', 'say_hi_there.htm'],
  ])('%s in a public bucket downloads, sandboxed and unsniffed', async (_what, key, contentType, fileName) => {
    await call(app, 'cloudBucketCreate', { token: ada, body: { name: 'ada-uploads', region: 'af-west-1', public: true } });
    await put('ada-uploads', key, `<html><body>${SCRIPT}</body></html>`, contentType);
    const res = await app.inject({ method: 'GET', url: `/cdn/s/ada-uploads/${key.split('/').map(encodeURIComponent).join('/')}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(res.headers['content-security-policy']).toBe(CDN_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the seeded site page and a signed link to a private HTML object download too', async () => {
    const site = await app.inject({ method: 'GET', url: '/cdn/s/ada-lovelace-site/index.html' });
    expect(site.headers['content-disposition']).toBe('attachment; filename="index.html"');
    expect(site.headers['content-security-policy']).toContain('sandbox');
    await put('ada-backups', 'report.html', SCRIPT, 'text/html');
    const link = await call(app, 'cloudObjectLink', { token: ada, body: { bucket: 'ada-backups', key: 'report.html' } });
    const url = new URL(link.body.data.url);
    const signed = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-disposition']).toBe('attachment; filename="report.html"');
    expect(signed.headers['content-security-policy']).toBe(CDN_CSP);
  });

  it('images, video and text still open inline (sandboxed), and a Range answer keeps the headers', async () => {
    const avatar = await app.inject({ method: 'GET', url: '/cdn/u/u0000000001.png' });
    expect(avatar.headers['content-type']).toBe('image/png');
    expect(avatar.headers['content-disposition']).toBeUndefined();
    expect(avatar.headers['content-security-policy']).toBe(CDN_CSP);
    const clip = await app.inject({ method: 'GET', url: '/cdn/m/seed/video/clip-2.webm', headers: { range: 'bytes=0-99' } });
    expect(clip.statusCode).toBe(206);
    expect(clip.headers['content-disposition']).toBeUndefined();
    expect(clip.headers['x-content-type-options']).toBe('nosniff');
    // An SVG opened on its own downloads; in an <img> (the seeded page's logo) browsers ignore the disposition.
    const svg = await app.inject({ method: 'GET', url: '/cdn/s/ada-lovelace-site/img/logo.svg' });
    expect(svg.headers['content-disposition']).toBe('attachment; filename="logo.svg"');
    await put('ada-lovelace-site', 'readme.txt', 'hello', 'text/plain');
    const text = await app.inject({ method: 'GET', url: '/cdn/s/ada-lovelace-site/readme.txt' });
    expect(text.headers['content-disposition']).toBeUndefined();
    expect(text.headers['content-security-policy']).toBe(CDN_CSP);
  });

  it('judges a type by its essence, whatever its case or parameters', () => {
    expect(mustDownload('Text/HTML; charset=utf-8', '/cdn/s/b/page')).toBe(true);
    expect(mustDownload('IMAGE/PNG', '/cdn/s/b/pic.png')).toBe(false);
    expect(mustDownload(undefined, '/cdn/s/b/pic')).toBe(true);
    expect(mustDownload('image/png', '/cdn/s/b/pic%2Ehtml?x=1')).toBe(true);
  });

  it('every API answer says nosniff, errors and preflights included', async () => {
    const answers = await Promise.all([
      call(app, 'getUser', { token: ada }).then((r) => r.res.headers),
      app.inject({ method: 'POST', url: '/v1/account/get/user' }).then((r) => r.headers),
      app.inject({ method: 'GET', url: '/v1/nowhere' }).then((r) => r.headers),
      app.inject({ method: 'OPTIONS', url: '/v1/account/get/user', headers: { origin: 'http://localhost:5173' } }).then((r) => r.headers),
      app.inject({ method: 'GET', url: '/cdn/m/up/unknown.png' }).then((r) => r.headers),
    ]);
    for (const headers of answers) expect(headers['x-content-type-options']).toBe('nosniff');
  });
});
