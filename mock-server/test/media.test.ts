// Tag media and the content-delivery location: raw-body uploads (types, sniffing, size limits, auth) and
// GET /cdn/u/{uid}.png and /cdn/m/{key} with Range support.
import { readFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkContract } from './helpers.ts';
import { useTestApp } from './test-app.ts';
import { MEDIA_MESSAGES_EN } from '../../contracts/messages/media.ts';
import { MAX_IMAGE_BYTES, sniff } from '../src/routes/media/index.ts';

const UNSUPPORTED_TYPE = MEDIA_MESSAGES_EN['media.unsupportedType'];
import { parseRange } from '../src/routes/cdn/index.ts';
import { picturePng, USERS_WITHOUT_AVATAR } from '../src/seed/media/pictures.ts';
import { soundWav } from '../src/seed/media/sounds.ts';

let app: FastifyInstance;
let token: string;
useTestApp(['ada'], { fresh: 'file', ready: (t) => ({ app, ada: token } = t) });

const fixture = (name: string): Buffer => readFileSync(new URL(`../../e2e/fixtures/${name}`, import.meta.url));

async function upload(
  bytes: Buffer | string,
  contentType: string,
  auth = token,
): Promise<{ res: LightMyRequestResponse; body: ReturnType<typeof checkContract> }> {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (auth) headers.authorization = `Bearer ${auth}`;
  const res = await app.inject({ method: 'POST', url: '/v1/app/media/upload', headers, payload: bytes });
  return { res, body: checkContract('uploadMedia', res) };
}

describe('app/media/upload', () => {
  it.each([
    ['photo.png', 'image/png', 'image'],
    ['clip.webm', 'video/webm', 'video'],
    ['clip.mp4', 'video/mp4', 'video'],
    ['sound.webm', 'audio/webm;codecs=opus', 'audio'],
  ])('stores %s sent as %s and serves it back from /cdn/m', async (name, type, kind) => {
    const bytes = fixture(name);
    const { res, body } = await upload(bytes, type);
    expect(res.statusCode).toBe(201);
    expect(body.data).toMatchObject({ kind, contentType: type.split(';')[0], size: bytes.length });
    expect(body.data.url).toMatch(new RegExp(`^http://localhost(:80)?/cdn/m/${body.data.key}$`));
    const served = await app.inject({ method: 'GET', url: `/cdn/m/${body.data.key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type.split(';')[0]);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('recognises application/octet-stream from the bytes, and the same file twice is the same key', async () => {
    const wav = soundWav(1);
    const first = await upload(wav, 'application/octet-stream');
    expect(first.body.data).toMatchObject({ kind: 'audio', contentType: 'audio/wav' });
    expect((await upload(wav, 'audio/wav')).body.data.key).toBe(first.body.data.key);
    expect((await upload(picturePng('q'), 'application/octet-stream')).body.data.contentType).toBe('image/png');
  });

  it('answers an image over 2 MB with 413 and its limit', async () => {
    const big = Buffer.concat([picturePng('big'), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const { res, body } = await upload(big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(body).toMatchObject({ code: 'media.imageTooLarge', params: { mb: 2 }, message: 'The image is too large. Max size is 2MB.' });
    const exact = Buffer.concat([picturePng('edge'), Buffer.alloc(MAX_IMAGE_BYTES - picturePng('edge').length)]);
    expect((await upload(exact, 'image/png')).res.statusCode).toBe(201);
  });

  it.each([
    ['a type not accepted', Buffer.from('GIF89a'), 'image/svg+xml', 'media.unsupportedType', UNSUPPORTED_TYPE],
    ['text', 'hello', 'text/plain', 'media.unsupportedType', UNSUPPORTED_TYPE],
    [
      'bytes that are not what the type says',
      Buffer.from('hello world, not a png'),
      'image/png',
      'media.notValidFile',
      'The file is not a valid image/png file',
    ],
    ['unknown bytes as octet-stream', Buffer.from('hello world'), 'application/octet-stream', 'media.unsupportedType', UNSUPPORTED_TYPE],
    [
      'JSON',
      '{"file":"x"}',
      'application/json',
      'media.notRawBody',
      `${UNSUPPORTED_TYPE}: send the file's own bytes with its content type, not JSON`,
    ],
  ])('answers %s with 415', async (_name, bytes, type, code, message) => {
    const { res, body } = await upload(bytes, type);
    expect(res.statusCode).toBe(415);
    expect(body).toMatchObject({ code, message });
  });

  it('answers an empty body with 400 and broken JSON with 400', async () => {
    expect((await upload(Buffer.alloc(0), 'image/png')).res.statusCode).toBe(400);
    expect((await upload('{"broken', 'application/json')).res.statusCode).toBe(400);
  });

  it('needs a token', async () => {
    const { res, body } = await upload(picturePng('x'), 'image/png', '');
    expect(res.statusCode).toBe(401);
    expect(body.message).toBe('Please sign in to continue');
  });

  it('sniffs the formats it accepts', () => {
    expect(sniff(picturePng('s'))).toBe('png');
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniff(Buffer.from('GIF89a'))).toBe('gif');
    expect(sniff(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniff(fixture('clip.webm'))).toBe('webm');
    expect(sniff(fixture('clip.mp4'))).toBe('mp4');
    expect(sniff(Buffer.from('OggS\0'))).toBe('ogg');
    expect(sniff(Buffer.from('ID3\u0004'))).toBe('mpeg');
    expect(sniff(soundWav(2))).toBe('wav');
    expect(sniff(Buffer.from('hello'))).toBeNull();
  });
});

describe('GET /cdn', () => {
  it('serves a generated avatar for most seeded users and none for a few (initials show instead)', async () => {
    const ada = await app.inject({ method: 'GET', url: '/cdn/u/u0000000001.png?t=123' });
    expect(ada.statusCode).toBe(200);
    expect(ada.headers['content-type']).toBe('image/png');
    expect(ada.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const again = await app.inject({ method: 'GET', url: '/cdn/u/u0000000001.png' });
    expect(again.rawPayload.equals(ada.rawPayload)).toBe(true);
    for (const uid of USERS_WITHOUT_AVATAR) expect((await app.inject({ method: 'GET', url: `/cdn/u/${uid}.png` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/cdn/u/u0000000004.png' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/cdn/u/nobody.png' })).statusCode).toBe(404);
  });

  it('serves the seed media with their content types', async () => {
    for (const [key, type] of [
      ['seed/img/1-0.png', 'image/png'],
      ['seed/video/clip-1.webm', 'video/webm'],
      ['seed/audio/tune-1.wav', 'audio/wav'],
    ]) {
      const res = await app.inject({ method: 'GET', url: `/cdn/m/${key}` });
      expect(res.statusCode, key).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['accept-ranges']).toBe('bytes');
    }
    expect((await app.inject({ method: 'GET', url: '/cdn/m/seed/video/clip-9.webm' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/cdn/m/up/unknown.png' })).statusCode).toBe(404);
  });

  it('answers Range requests with 206 parts, and 416 beyond the end', async () => {
    const whole = await app.inject({ method: 'GET', url: '/cdn/m/seed/video/clip-2.webm' });
    const size = whole.rawPayload.length;
    const part = await app.inject({ method: 'GET', url: '/cdn/m/seed/video/clip-2.webm', headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const open = await app.inject({ method: 'GET', url: '/cdn/m/seed/video/clip-2.webm', headers: { range: 'bytes=10-' } });
    expect(open.rawPayload.length).toBe(size - 10);
    const suffix = await app.inject({ method: 'GET', url: '/cdn/m/seed/video/clip-2.webm', headers: { range: 'bytes=-50' } });
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    const beyond = await app.inject({ method: 'GET', url: '/cdn/m/seed/video/clip-2.webm', headers: { range: `bytes=${size}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('parses ranges', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=0-4', 10)).toEqual({ start: 0, end: 4 });
    expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=9-2', 10)).toBe('unsatisfiable');
    expect(parseRange('items=0-1', 10)).toBeNull();
    expect(parseRange('bytes=-', 10)).toBeNull();
  });
});
