// Identity verification: submit (adults only, once at a time), staff review (approve → isVerified, reject with
// a reason → may submit again), the staff-only queue, and the age rule itself.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, signIn, TEST_NOW, uploadFixture } from './helpers.ts';
import { useTestApp } from './test-app.ts';
import { ageOn } from '../src/store/verification.ts';

let app: FastifyInstance;
useTestApp([], { ready: (t) => ({ app } = t) });

const base = { legalName: ' Chidi Okeke ', dateOfBirth: '1994-05-17', documentType: 'passport', documentNumber: 'A12345678' };

const upload = (token: string, name: string, contentType: string): Promise<string> => uploadFixture(app, token, name, contentType);

/** The details with a photo of the document the person uploaded first (as the page does). */
const withPhoto = async (token: string) => ({ ...base, documentImage: await upload(token, 'photo.png', 'image/png') });

describe('the document photo (decision 042): its owner and staff only', () => {
  it('answers its owner and staff with their token, uncached; anyone else holding the key gets 404 as for no file', async () => {
    const [ada, chidi, ben] = await Promise.all([signIn(app, 'ada'), signIn(app, 'chidi'), signIn(app, 'ben')]);
    const details = await withPhoto(chidi);
    const url = `/cdn/m/${details.documentImage}`;
    const as = (token?: string) => app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    // Before it is a document it is an upload like any other.
    expect((await as()).statusCode).toBe(200);
    await call(app, 'accountVerificationSubmit', { token: chidi, body: details });
    for (const token of [undefined, ben, 'not-a-token']) {
      const refused = await as(token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'cdn.noMedia' });
    }
    for (const token of [chidi, ada]) {
      const read = await as(token);
      expect(read.statusCode).toBe(200);
      expect(read.headers['cache-control']).toBe('private, no-store');
      expect(read.headers['content-type']).toBe('image/png');
    }
  });
});

describe('ageOn', () => {
  it('counts whole years, the birthday itself included, and refuses impossible or future dates', () => {
    const now = Date.UTC(2026, 10, 1);
    expect(ageOn('2008-11-01', now)).toBe(18);
    expect(ageOn('2008-11-02', now)).toBe(17);
    expect(ageOn('2000-02-30', now)).toBeNull();
    expect(ageOn('2027-01-01', now)).toBeNull();
  });
});

describe('account/verification', () => {
  it('is none before, pending after submitting (the document masked), approved for seeded verified users', async () => {
    const chidi = await signIn(app, 'chidi');
    const details = await withPhoto(chidi);
    expect((await call(app, 'accountVerification', { token: chidi, body: {} })).body.data).toMatchObject({ status: 'none', request: null });
    const { status, body } = await call(app, 'accountVerificationSubmit', { token: chidi, body: details });
    expect(status).toBe(201);
    expect(body.data.status).toBe('pending');
    expect(body.data.request).toMatchObject({
      legalName: 'Chidi Okeke',
      documentEnding: '5678',
      status: 'pending',
      submittedAt: TEST_NOW,
      reviewedAt: null,
    });
    expect(body.data.request.documentNumber).toBeUndefined();
    expect((await call(app, 'accountVerification', { token: await signIn(app, 'ben'), body: {} })).body.data).toMatchObject({
      status: 'approved',
      request: null,
    });
  });

  it('refuses under-18s and impossible dates (422), a second request while pending and verified users (409)', async () => {
    const chidi = await signIn(app, 'chidi');
    const details = await withPhoto(chidi);
    const young = await call(app, 'accountVerificationSubmit', { token: chidi, body: { ...details, dateOfBirth: '2010-01-01' } });
    expect(young).toMatchObject({
      status: 422,
      body: { code: 'account.tooYoung', params: { min: 18 }, message: 'You must be at least 18 years old to verify your identity' },
    });
    expect((await call(app, 'accountVerificationSubmit', { token: chidi, body: { ...details, dateOfBirth: '1994-13-01' } })).status).toBe(
      422,
    );
    expect((await call(app, 'accountVerificationSubmit', { token: chidi, body: { ...details, documentNumber: 'a1' } })).status).toBe(400);
    expect((await call(app, 'accountVerificationSubmit', { token: chidi, body: { ...details, legalName: '   ' } })).body).toMatchObject({
      code: 'account.legalNameRequired',
    });
    await call(app, 'accountVerificationSubmit', { token: chidi, body: details });
    expect((await call(app, 'accountVerificationSubmit', { token: chidi, body: details })).body).toMatchObject({
      code: 'account.verificationPending',
      message: 'Your verification is already being reviewed',
    });
    expect((await call(app, 'accountVerificationSubmit', { token: await signIn(app, 'ben'), body: details })).status).toBe(409);
  });
});

describe('admin/verifications', () => {
  it('is staff only', async () => {
    const ben = await signIn(app, 'ben');
    expect((await call(app, 'adminVerifications', { token: ben, body: {} })).status).toBe(403);
    expect((await call(app, 'adminVerificationReview', { token: ben, body: { id: 'vr00000001', decision: 'approve' } })).status).toBe(403);
  });

  it('lists the pending queue oldest first with full document numbers; approval makes the person verified', async () => {
    const ada = await signIn(app, 'ada');
    const chidi = await signIn(app, 'chidi');
    const details = await withPhoto(chidi);
    await call(app, 'accountVerificationSubmit', { token: chidi, body: details });
    const queue = (await call(app, 'adminVerifications', { token: ada, body: { status: 'pending' } })).body.data;
    expect(queue.map((r: { userName: string }) => r.userName)).toEqual(['gina', 'hugo', 'chidi']);
    const mine = queue[2];
    expect(mine.documentNumber).toBe('A12345678');
    // Staff see the photo the person uploaded; the person's own answer does not repeat it.
    expect(mine.documentImage).toBe(details.documentImage);
    expect((await call(app, 'accountVerification', { token: chidi, body: {} })).body.data.request.documentImage).toBeUndefined();
    const photo = await app.inject({ method: 'GET', url: `/cdn/m/${mine.documentImage}`, headers: { authorization: `Bearer ${ada}` } });
    expect(photo.statusCode).toBe(200);
    const { body } = await call(app, 'adminVerificationReview', { token: ada, body: { id: mine.id, decision: 'approve' } });
    expect(body).toMatchObject({ message: 'Verification approved', data: { status: 'approved', reviewedAt: TEST_NOW } });
    expect((await call(app, 'getUser', { token: chidi })).body.data.isVerified).toBe(true);
    expect((await call(app, 'accountVerification', { token: chidi, body: {} })).body.data.status).toBe('approved');
    expect(
      (await call(app, 'adminVerificationReview', { token: ada, body: { id: mine.id, decision: 'reject', reason: 'x' } })).status,
    ).toBe(409);
  });

  it('rejects only with a reason the person then reads, and they may submit again', async () => {
    const ada = await signIn(app, 'ada');
    const chidi = await signIn(app, 'chidi');
    const details = await withPhoto(chidi);
    const submitted = (await call(app, 'accountVerificationSubmit', { token: chidi, body: details })).body.data.request;
    expect((await call(app, 'adminVerificationReview', { token: ada, body: { id: submitted.id, decision: 'reject' } })).status).toBe(422);
    await call(app, 'adminVerificationReview', {
      token: ada,
      body: { id: submitted.id, decision: 'reject', reason: 'The photo is blurred.' },
    });
    const after = (await call(app, 'accountVerification', { token: chidi, body: {} })).body.data;
    expect(after).toMatchObject({ status: 'rejected', request: { reason: 'The photo is blurred.' } });
    expect((await call(app, 'getUser', { token: chidi })).body.data.isVerified).toBe(false);
    expect((await call(app, 'accountVerificationSubmit', { token: chidi, body: details })).status).toBe(201);
    expect((await call(app, 'adminVerificationReview', { token: ada, body: { id: 'vr99999999', decision: 'approve' } })).status).toBe(404);
  });

  it('asks for a photo of the document: an image this person uploaded (422 otherwise; 400 without one)', async () => {
    const chidi = await signIn(app, 'chidi');
    const ben = await signIn(app, 'ben');
    expect((await call(app, 'accountVerificationSubmit', { token: chidi, body: base })).status).toBe(400);
    const bens = await upload(ben, 'photo.png', 'image/png');
    expect((await call(app, 'accountVerificationSubmit', { token: chidi, body: { ...base, documentImage: bens } })).body).toMatchObject({
      code: 'account.documentImageUnknown',
    });
    const clip = await upload(chidi, 'clip.webm', 'video/webm');
    expect((await call(app, 'accountVerificationSubmit', { token: chidi, body: { ...base, documentImage: clip } })).body).toMatchObject({
      code: 'account.documentImageNotImage',
    });
    expect((await call(app, 'accountVerificationSubmit', { token: chidi, body: await withPhoto(chidi) })).status).toBe(201);
  });
});
