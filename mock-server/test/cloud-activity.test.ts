// Tag cloud: the overview's recent activity is data (a kind and its parameters), never server-written English, so
// the client words each entry in the person's language; charges carry the OSBT they cost.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, call, signIn } from './helpers.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
beforeEach(async () => {
  await app?.close();
  app = await buildApp();
  [ada, ben] = await Promise.all([signIn(app, 'ada'), signIn(app, 'ben')]);
});
afterAll(() => app.close());

const activity = async (token: string) => (await call(app, 'cloudOverview', { token, body: {} })).body.data.activity as Record<string, unknown>[];

describe('cloud/overview activity', () => {
  it('answers the seeded entries as kinds with parameters and no text', async () => {
    const entries = await activity(ada);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(Object.keys(entry).sort()).toEqual(['amount', 'at', 'kind', 'params', 'service']);
    expect(entries).toContainEqual(expect.objectContaining({ service: 'storage', kind: 'object_uploaded', params: { bucket: 'ada-backups', key: 'db/2026-09-30.sql.gz', bytes: 431_500 }, amount: null }));
    expect(entries).toContainEqual(expect.objectContaining({ service: 'storage', kind: 'bucket_created', params: { bucket: 'ada-backups', public: false, region: 'eu-west-1' } }));
  });

  it('records a message sent with its channel, recipient and price', async () => {
    const sent = await call(app, 'cloudSmsSend', { token: ben, body: { requestId: 'activity-sms-01', to: '+2348012345678', text: 'Hello' } });
    expect(sent.status, sent.body.message).toBe(201);
    expect((await activity(ben))[0]).toMatchObject({ service: 'messaging', kind: 'message_sent', params: { channel: 'sms', to: '+2348012345678' }, amount: 1 });
  });

  it('records a bucket created and deleted, newest first, without a charge', async () => {
    expect((await call(app, 'cloudBucketCreate', { token: ben, body: { name: 'ben-activity', region: 'af-west-1', public: true } })).status).toBe(201);
    expect((await call(app, 'cloudBucketDelete', { token: ben, body: { name: 'ben-activity' } })).status).toBe(200);
    const [deleted, created] = await activity(ben);
    expect(deleted).toMatchObject({ kind: 'bucket_deleted', params: { bucket: 'ben-activity' }, amount: null });
    expect(created).toMatchObject({ kind: 'bucket_created', params: { bucket: 'ben-activity', public: true, region: 'af-west-1' }, amount: null });
  });

  it('records a monthly limit set, then removed', async () => {
    const save = (monthlyLimit: number | null) =>
      call(app, 'cloudSettingsUpdate', { token: ben, body: { monthlyLimit, lowBalanceAlert: null, emailSender: null, smsSender: 'BENBUILDS' } });
    expect((await save(75)).status).toBe(200);
    expect((await activity(ben))[0]).toMatchObject({ service: 'settings', kind: 'limit_set', params: { limit: 75 } });
    expect((await save(null)).status).toBe(200);
    expect((await activity(ben))[0]).toMatchObject({ service: 'settings', kind: 'limit_removed', params: {} });
  });
});
