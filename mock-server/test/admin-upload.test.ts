// The upload library: raw-body uploads (staff only) of images, PDFs and videos with clear 413/415 answers, served
// from the content-delivery location; list, rename (same URL) and delete (the URL then 404s).
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';
import { call, checkContract, signIn } from './helpers.ts';
import { ASSET_LIMITS } from '../src/routes/admin/upload.ts';
import { picturePng } from '../src/seed/media/pictures.ts';
import { seedPdf } from '../src/seed/admin-desk.ts';

const t = useTestApp(['ada'], { fresh: 'reset' });

async function upload(payload: Buffer | string, contentType: string, opts: { name?: string; token?: string } = {}) {
  const query = opts.name === undefined ? '' : `?name=${encodeURIComponent(opts.name)}`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/admin/upload/file${query}`,
    headers: { authorization: `Bearer ${opts.token ?? t.ada}`, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: checkContract('adminUpload', res) };
}
const pathOf = (url: string): string => new URL(url).pathname;

describe('admin upload', () => {
  it('stores an image with its name and serves it at its public URL', async () => {
    const png = picturePng('test');
    const { status, body } = await upload(png, 'image/png', { name: 'Banner.png' });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      name: 'Banner.png',
      kind: 'image',
      contentType: 'image/png',
      size: png.length,
      uploader: { userName: 'ada' },
    });
    const served = await t.app.inject({ method: 'GET', url: pathOf(body.data.url) });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('recognises a PDF sent as application/octet-stream and names it after its id without a name', async () => {
    const { body } = await upload(seedPdf('Hello'), 'application/octet-stream');
    expect(body.data).toMatchObject({ kind: 'pdf', contentType: 'application/pdf' });
    expect(body.data.name).toBe(`${body.data.id}.pdf`);
  });

  it('answers 415 for a wrong type or bytes that are not what they say, 413 for a too large file', async () => {
    const text = await upload('hello', 'text/plain');
    expect([text.status, text.body.code]).toEqual([415, 'admin.fileUnsupported']);
    expect((await upload('not a png', 'image/png')).body).toMatchObject({
      code: 'admin.fileNotValid',
      params: { type: 'image/png' },
      message: 'The file is not a valid image/png file',
    });
    const big = Buffer.alloc(ASSET_LIMITS.image + 1);
    picturePng('x').copy(big);
    const large = await upload(big, 'image/png');
    expect([large.status, large.body.code]).toEqual([413, 'admin.imageTooLarge']);
    expect(large.body.message).toBe('The image is too large. Max size is 10MB.');
  });

  it('is staff only (403) and refuses a name with a slash (422)', async () => {
    const ben = await signIn(t.app, 'ben');
    expect((await upload(picturePng('t'), 'image/png', { token: ben })).status).toBe(403);
    expect((await call(t.app, 'adminAssets', { token: ben, body: {} })).status).toBe(403);
    expect((await upload(picturePng('t'), 'image/png', { name: 'a/b.png' })).status).toBe(422);
  });

  it('lists the library newest first, by kind or name; renames (same URL) and deletes (the URL then 404s)', async () => {
    const all = (await call(t.app, 'adminAssets', { token: t.ada, body: {} })).body.data;
    expect(all.length).toBe(4);
    expect(all[0].createdAt).toBeGreaterThanOrEqual(all[1].createdAt);
    expect(
      (await call(t.app, 'adminAssets', { token: t.ada, body: { kind: 'pdf' } })).body.data.map((a: { name: string }) => a.name),
    ).toEqual(['fees-notice.pdf']);
    expect((await call(t.app, 'adminAssets', { token: t.ada, body: { query: 'PROMO' } })).body.data.length).toBe(1);
    const [first] = all;
    const renamed = await call(t.app, 'adminAssetRename', { token: t.ada, body: { id: first.id, name: ' promo-2026.png ' } });
    expect(renamed.body.data).toMatchObject({ name: 'promo-2026.png', url: first.url });
    expect((await call(t.app, 'adminAssetRename', { token: t.ada, body: { id: first.id, name: '   ' } })).status).toBe(422);
    expect((await call(t.app, 'adminAssetDelete', { token: t.ada, body: { id: first.id } })).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: pathOf(first.url) })).statusCode).toBe(404);
    expect((await call(t.app, 'adminAssetDelete', { token: t.ada, body: { id: first.id } })).status).toBe(404);
  });
});
