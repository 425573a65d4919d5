// Tag cloud: storage — bucket names (S3 rule, unique across the platform → 409), regions and visibility, objects
// by folder, raw-body uploads (5 MB, 413 beyond) put under a key, public URLs and signed links, deleting objects
// and empty buckets only, rules (CORS origins, lifecycle on the mock clock, max object size), metering and the
// monthly bill through the ledger.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../contracts/rules/storage.ts';
import { call, TEST_NOW } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
useTestApp(['ada', 'ben'], { ready: (t) => ({ app, ada, ben } = t) });

const DAY = 24 * 60 * 60 * 1000;
const osbt = (uid: string): number => app.ledger.balance(`user:${uid}`, 'OSBT');
const ADA = 'u0000000001';

async function upload(token: string, payload: string | Buffer, contentType = 'application/octet-stream') {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/cloud/storage/object/upload',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json<{ status: string; message: string; data: { uploadId: string; size: number; contentType: string } }>(),
  };
}

async function store(token: string, bucket: string, key: string, content = 'hello', contentType?: string) {
  const up = await upload(token, content);
  expect(up.status).toBe(201);
  return call(app, 'cloudObjectPut', {
    token,
    body: { bucket, key, uploadId: up.body.data.uploadId, ...(contentType ? { contentType } : {}) },
  });
}

const create = (name: string, token = ada, isPublic = false) =>
  call(app, 'cloudBucketCreate', { token, body: { name, region: 'af-west-1', public: isPublic } });

describe('cloud/storage buckets', () => {
  it('lists the seeded buckets with object count, bytes and visibility', async () => {
    const { status, body } = await call(app, 'cloudBuckets', { token: ada, body: {} });
    expect(status).toBe(200);
    expect(body.data.map((b: { name: string }) => b.name)).toEqual(['ada-backups', 'ada-lovelace-site']);
    const site = body.data[1];
    expect(site).toMatchObject({ public: true, objects: 3, region: 'af-west-1' });
    expect(site.publicUrl).toMatch(/\/cdn\/s\/ada-lovelace-site\/$/);
    expect(body.data[0]).toMatchObject({ public: false, publicUrl: null, rules: { lifecycleDays: 90 } });
  });

  it('creates a bucket with a valid name', async () => {
    const { status, body } = await create('ada.media-2026', ada, true);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ name: 'ada.media-2026', public: true, objects: 0, bytes: 0 });
  });

  it.each([
    ['ab', 'A bucket name has 3 to 63 characters'],
    ['a'.repeat(64), 'A bucket name has 3 to 63 characters'],
    ['Ada-Files', 'Use only lowercase letters, digits, hyphens and dots'],
    ['ada_files', 'Use only lowercase letters, digits, hyphens and dots'],
    ['-ada', 'A bucket name starts and ends with a letter or digit'],
    ['ada.', 'A bucket name starts and ends with a letter or digit'],
    ['ada..files', 'A bucket name cannot have two dots in a row'],
    ['192.168.1.10', 'A bucket name cannot look like an IP address'],
    ['xn--ada', 'A bucket name cannot start with xn--'],
    // S3's reserved prefixes and suffixes (issue #31 quotes -s3alias).
    ['ada-files-s3alias', 'S3 keeps names with -s3alias for itself: choose another name'],
    ['ada-files--ol-s3', 'S3 keeps names with --ol-s3 for itself: choose another name'],
    ['ada--x-s3', 'S3 keeps names with --x-s3 for itself: choose another name'],
    ['ada--table-s3', 'S3 keeps names with --table-s3 for itself: choose another name'],
    ['sthree-ada', 'S3 keeps names with sthree- for itself: choose another name'],
    ['amzn-s3-demo-ada', 'S3 keeps names with amzn-s3-demo- for itself: choose another name'],
  ])('refuses the name %s with a clear 422 (S3 naming rule)', async (name, message) => {
    const { status, body } = await create(name);
    expect(status).toBe(422);
    expect(body.message).toBe(message);
  });

  it('answers 409 when another user already has the name (unique across the platform)', async () => {
    const { status, body } = await create('ada-backups', ben);
    expect(status).toBe(409);
    expect(body.message).toContain('is taken');
  });

  it('refuses an unknown region in the request (400)', async () => {
    const { status } = await call(app, 'cloudBucketCreate', { token: ada, body: { name: 'ada-x', region: 'mars-1', public: false } });
    expect(status).toBe(400);
  });

  it('deletes an empty bucket, and refuses one that holds objects (409)', async () => {
    const full = await call(app, 'cloudBucketDelete', { token: ada, body: { name: 'ada-backups' } });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('ada-backups still holds 3 object(s): delete them first');
    await create('ada-empty');
    expect((await call(app, 'cloudBucketDelete', { token: ada, body: { name: 'ada-empty' } })).status).toBe(200);
    expect((await call(app, 'cloudBucketDelete', { token: ben, body: { name: 'ada-backups' } })).status).toBe(404);
  });
});

describe('cloud/storage objects', () => {
  it('lists folders and objects under a prefix', async () => {
    const top = await call(app, 'cloudObjects', { token: ada, body: { bucket: 'ada-lovelace-site' } });
    expect(top.body.data.folders).toEqual(['img/', 'notes/']);
    expect(top.body.data.objects.map((o: { key: string }) => o.key)).toEqual(['index.html']);
    const img = await call(app, 'cloudObjects', { token: ada, body: { bucket: 'ada-lovelace-site', prefix: 'img/' } });
    expect(img.body.data.objects[0]).toMatchObject({ key: 'img/logo.svg', contentType: 'image/svg+xml' });
    expect((await call(app, 'cloudObjects', { token: ada, body: { bucket: 'ada-lovelace-site', prefix: 'img' } })).body.message).toBe(
      'A folder ends with /',
    );
  });

  it('uploads a raw body, puts it under a key and serves it at the public URL', async () => {
    const put = await store(ada, 'ada-lovelace-site', 'docs/hello.txt', 'Hello, Engine!');
    expect(put.status).toBe(201);
    expect(put.body.data).toMatchObject({
      key: 'docs/hello.txt',
      size: 14,
      contentType: 'text/plain',
      etag: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const url = new URL(put.body.data.url);
    const got = await app.inject({ method: 'GET', url: url.pathname });
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe('Hello, Engine!');
    expect(got.headers['content-type']).toBe('text/plain');
  });

  it('refuses a file over 5 MB with 413, and an empty body with 400', async () => {
    const big = await upload(ada, Buffer.alloc(MAX_UPLOAD_BYTES + 1), 'application/octet-stream');
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The file is too large: 5 MB; the limit is 5 MB');
    expect((await upload(ada, '')).status).toBe(400);
  });

  it('takes the bytes as application/octet-stream only (415 otherwise, JSON included)', async () => {
    for (const type of ['application/json', 'text/plain']) {
      const up = await upload(ada, '{"a":1}', type);
      expect(up.status).toBe(415);
      expect(up.body.message).toContain('application/octet-stream');
    }
  });

  it("stores the content type given at put, or the one the key's extension suggests", async () => {
    expect((await store(ada, 'ada-lovelace-site', 'data/a.json', '{}')).body.data.contentType).toBe('application/json');
    expect((await store(ada, 'ada-lovelace-site', 'data/b', 'x')).body.data.contentType).toBe('application/octet-stream');
    expect((await store(ada, 'ada-lovelace-site', 'data/c.bin', 'x', 'image/png')).body.data.contentType).toBe('image/png');
  });

  it.each([
    ['/lead', 'An object name cannot start with /'],
    ['folder/', 'An object name cannot end with / (that is a folder)'],
    ['a//b', 'An object name cannot have an empty folder (//)'],
    ['a/../b', 'A folder cannot be named . or ..'],
  ])('refuses the key %s (422)', async (key, message) => {
    const up = await upload(ada, 'x');
    const { status, body } = await call(app, 'cloudObjectPut', {
      token: ada,
      body: { bucket: 'ada-lovelace-site', key, uploadId: up.body.data.uploadId },
    });
    expect(status).toBe(422);
    expect(body.message).toBe(message);
  });

  it('refuses an upload of someone else, or one older than an hour (404)', async () => {
    const up = await upload(ben, 'x');
    expect(
      (await call(app, 'cloudObjectPut', { token: ada, body: { bucket: 'ada-lovelace-site', key: 'x', uploadId: up.body.data.uploadId } }))
        .status,
    ).toBe(404);
    const mine = await upload(ada, 'x');
    app.clock.advance(60 * 60 * 1000);
    const late = await call(app, 'cloudObjectPut', {
      token: ada,
      body: { bucket: 'ada-lovelace-site', key: 'x', uploadId: mine.body.data.uploadId },
    });
    expect(late.status).toBe(404);
    expect(late.body.message).toBe('That upload has expired or does not exist: upload the file again');
  });

  it('keeps private objects private: 403 without a signature, the signed link works for 15 minutes', async () => {
    const plain = await app.inject({ method: 'GET', url: '/cdn/s/ada-backups/invoices/2026-09.csv' });
    expect(plain.statusCode).toBe(403);
    const link = await call(app, 'cloudObjectLink', { token: ada, body: { bucket: 'ada-backups', key: 'invoices/2026-09.csv' } });
    expect(link.body.data.expiresAt).toBe(TEST_NOW + 15 * 60 * 1000);
    const url = new URL(link.body.data.url);
    expect((await app.inject({ method: 'GET', url: url.pathname + url.search })).body).toContain('Babbage & Co');
    const forged = url.search.replace(/sig=[0-9a-f]/, 'sig=x');
    expect((await app.inject({ method: 'GET', url: url.pathname + forged })).statusCode).toBe(403);
    app.clock.advance(15 * 60 * 1000);
    expect((await app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(403);
  });

  it('answers ?download=1 as an attachment named after the key, public or signed', async () => {
    const link = await call(app, 'cloudObjectLink', { token: ada, body: { bucket: 'ada-backups', key: 'invoices/2026-09.csv' } });
    const url = new URL(link.body.data.url);
    const saved = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}&download=1` });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['content-disposition']).toBe(`attachment; filename="2026-09.csv"; filename*=UTF-8''2026-09.csv`);
    expect(saved.body).toContain('Babbage & Co');
    const shown = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(shown.headers['content-disposition']).toBeUndefined();
  });

  it('deletes an object, then the bucket can go', async () => {
    await create('ada-tmp');
    await store(ada, 'ada-tmp', 'a.txt');
    expect((await call(app, 'cloudObjectDelete', { token: ada, body: { bucket: 'ada-tmp', key: 'a.txt' } })).status).toBe(200);
    expect((await call(app, 'cloudObjectDelete', { token: ada, body: { bucket: 'ada-tmp', key: 'a.txt' } })).status).toBe(404);
    expect((await call(app, 'cloudBucketDelete', { token: ada, body: { name: 'ada-tmp' } })).status).toBe(200);
  });
});

describe('cloud/storage rules', () => {
  const rules = (body: Record<string, unknown>) =>
    call(app, 'cloudBucketRules', {
      token: ada,
      body: { name: 'ada-lovelace-site', corsOrigins: [], lifecycleDays: null, maxObjectBytes: null, ...body },
    });

  it.each([
    [{ corsOrigins: ['example.com'] }, 'example.com is not an origin: write it as https://example.com (scheme and host, optional port)'],
    [
      { corsOrigins: ['https://example.com/app'] },
      'https://example.com/app: write only the scheme, host and port, e.g. https://example.com',
    ],
    [{ corsOrigins: ['ftp://example.com'] }, 'ftp://example.com: an origin starts with https:// or http://'],
    [{ corsOrigins: ['https://a.dev', 'https://a.dev'] }, 'Each allowed origin once, please: the list has a duplicate'],
    [{ lifecycleDays: 0 }, 'Delete objects after 1 to 3650 days'],
    [{ maxObjectBytes: MAX_UPLOAD_BYTES + 1 }, 'The largest object size is 1 byte to 5 MB'],
  ])('refuses %j with a clear 422', async (body, message) => {
    const { status, body: answer } = await rules(body);
    expect(status).toBe(422);
    expect(answer.message).toBe(message);
  });

  it('answers CORS only for the allowed origins', async () => {
    await rules({ corsOrigins: ['https://ada-lovelace.dev', 'http://localhost:5173'] });
    const allowed = await app.inject({
      method: 'GET',
      url: '/cdn/s/ada-lovelace-site/index.html',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const other = await app.inject({
      method: 'GET',
      url: '/cdn/s/ada-lovelace-site/index.html',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses an object over the bucket max size (422)', async () => {
    await rules({ maxObjectBytes: 10 });
    const up = await upload(ada, 'eleven bytes');
    const { status, body } = await call(app, 'cloudObjectPut', {
      token: ada,
      body: { bucket: 'ada-lovelace-site', key: 'big.txt', uploadId: up.body.data.uploadId },
    });
    expect(status).toBe(422);
    expect(body.message).toBe('ada-lovelace-site takes objects up to 10 bytes; this file is 12 bytes');
  });

  it('deletes objects older than N days as the mock clock moves (lifecycle)', async () => {
    await rules({ lifecycleDays: 7 });
    await store(ada, 'ada-lovelace-site', 'fresh.txt');
    app.clock.advance(DAY);
    const list = await call(app, 'cloudObjects', { token: ada, body: { bucket: 'ada-lovelace-site' } });
    // The seeded files are months old; the new one stays until it is 7 days old.
    expect(list.body.data.objects.map((o: { key: string }) => o.key)).toEqual(['fresh.txt']);
    expect(list.body.data.folders).toEqual([]);
    app.clock.advance(6 * DAY);
    expect((await call(app, 'cloudObjects', { token: ada, body: { bucket: 'ada-lovelace-site' } })).body.data.objects).toEqual([]);
  });
});

describe('cloud/storage usage and billing', () => {
  it('meters requests and egress per bucket this month', async () => {
    const before = (await call(app, 'cloudStorageUsage', { token: ada, body: {} })).body.data;
    expect(before.period).toBe('2026-11');
    expect(before.pricing).toEqual({ storageGbMonth: 20000, egressGb: 50000, classA: 5, classB: 1 });
    expect(before.bills.map((b: { period: string }) => b.period)).toEqual(['2026-10', '2026-09']);
    await app.inject({ method: 'GET', url: '/cdn/s/ada-lovelace-site/index.html' });
    const after = (await call(app, 'cloudStorageUsage', { token: ada, body: {} })).body.data;
    const site = (u: typeof after) => u.buckets.find((b: { bucket: string }) => b.bucket === 'ada-lovelace-site');
    expect(site(after).classB).toBe(site(before).classB + 1);
    expect(site(after).egressBytes).toBeGreaterThan(site(before).egressBytes);
  });

  it('bills the month in whole OSBT through the ledger when it closes, carrying the fraction', async () => {
    const balance = osbt(ADA);
    const usage = (await call(app, 'cloudStorageUsage', { token: ada, body: {} })).body.data;
    // Into December: November closes.
    app.clock.advance(30 * DAY);
    const next = (await call(app, 'cloudStorageUsage', { token: ada, body: {} })).body.data;
    expect(next.period).toBe('2026-12');
    const bill = next.bills[0];
    expect(bill.period).toBe('2026-11');
    const total = bill.amount * 1_000_000 + bill.carriedOver;
    expect(total).toBeGreaterThanOrEqual(usage.totals.cost + usage.carried);
    expect(bill.status).toBe('paid');
    expect(osbt(ADA)).toBe(balance - bill.amount);
    expect(next.carried).toBe(bill.carriedOver);
    const charge = app.ledger.records({ account: `user:${ADA}` }).filter((r) => r.memo === 'Storage, 2026-11');
    expect(charge.map((r) => r.amount)).toEqual(bill.amount > 0 ? [bill.amount] : []);
  });
});
