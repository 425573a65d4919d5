// Tag cloud: settings (monthly spending limit enforced on cloud charges, low-balance alert, default senders), API
// keys (secret shown once, prefix listed, revoke) and the overview (real counts and month-to-date spend from the
// ledger).
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
useTestApp(['ada', 'ben'], { ready: (t) => ({ app, ada, ben } = t) });

const settings = (token: string, body: Record<string, unknown>) =>
  call(app, 'cloudSettingsUpdate', {
    token,
    body: { monthlyLimit: null, lowBalanceAlert: null, emailSender: null, smsSender: 'OSB', ...body },
  });
const sms = (token: string, requestId: string) =>
  call(app, 'cloudSmsSend', { token, body: { requestId, to: '+2348012345678', text: 'Hello' } });

describe('cloud/settings', () => {
  it('answers the seeded settings with this month spend and balance', async () => {
    const { status, body } = await call(app, 'cloudSettings', { token: ada, body: {} });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      monthlyLimit: null,
      lowBalanceAlert: 100,
      emailSender: 'hello@ada-lovelace.dev',
      smsSender: 'OSB',
      spentThisMonth: 0,
      lowBalance: false,
    });
  });

  it.each([
    [{ monthlyLimit: 0 }, 'The monthly limit is a whole number of OSBT from 1 to 1,000,000'],
    [{ monthlyLimit: 1_000_001 }, 'The monthly limit is a whole number of OSBT from 1 to 1,000,000'],
    [{ lowBalanceAlert: -5 }, 'The low-balance alert is a whole number of OSBT from 1 to 1,000,000'],
    [{ smsSender: 'AB' }, 'The SMS sender name is 3–11 letters and digits, starting with a letter (e.g. ADALABS)'],
    [{ smsSender: '1ADA' }, 'The SMS sender name is 3–11 letters and digits, starting with a letter (e.g. ADALABS)'],
    [{ smsSender: 'ADALOVELACE1' }, 'The SMS sender name is 3–11 letters and digits, starting with a letter (e.g. ADALABS)'],
    [{ emailSender: 'someone@gmail.com' }, 'Choose one of your verified sender addresses (an address on one of your active domains)'],
  ])('refuses %j with a clear 422', async (body, message) => {
    const answer = await settings(ada, body);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(message);
  });

  it('refuses a fractional limit in the request (400, never coerced)', async () => {
    expect((await settings(ada, { monthlyLimit: '50' })).status).toBe(400);
  });

  it('refuses cloud charges beyond the monthly spending limit with a clear 409', async () => {
    expect((await settings(ada, { monthlyLimit: 2 })).status).toBe(200);
    expect((await sms(ada, 'sms-limit-0001')).status).toBe(201);
    expect((await sms(ada, 'sms-limit-0002')).status).toBe(201);
    const refused = await sms(ada, 'sms-limit-0003');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This costs 1 OSBT and would take your cloud spending this month over your limit of 2 OSBT (0 OSBT left): raise the limit in Cloud settings',
    );
    // A retry of a request already paid is not a new charge.
    expect((await sms(ada, 'sms-limit-0001')).status).toBe(201);
    const domain = await call(app, 'cloudDomainRegister', {
      token: ada,
      body: { requestId: 'dom-limit-0001', domain: 'ada-limit.com', years: 1 },
    });
    expect(domain.status).toBe(409);
    expect((await call(app, 'cloudSettings', { token: ada, body: {} })).body.data.spentThisMonth).toBe(2);
  });

  it('counts the limit per month: the next month has room again', async () => {
    await settings(ada, { monthlyLimit: 1 });
    await sms(ada, 'sms-month-0001');
    expect((await sms(ada, 'sms-month-0002')).status).toBe(409);
    app.clock.advance(30 * 24 * 60 * 60 * 1000);
    expect((await sms(ada, 'sms-month-0003')).status).toBe(201);
  });

  it('flags a balance below the alert threshold', async () => {
    const { body } = await settings(ada, { lowBalanceAlert: 1_000_000 });
    expect(body.data.lowBalance).toBe(true);
  });

  it('sends SMS from the sender name set in settings', async () => {
    await settings(ada, { smsSender: 'ADALABS' });
    expect((await sms(ada, 'sms-sender-0001')).body.data.from).toBe('ADALABS');
  });
});

describe('cloud/keys', () => {
  it('shows the secret once; the list has only its prefix', async () => {
    const created = await call(app, 'cloudApiKeyCreate', { token: ada, body: { label: '  Deploy bot ' } });
    expect(created.status).toBe(201);
    expect(created.body.data.secret).toMatch(/^osk_[A-Za-z0-9]{32}$/);
    expect(created.body.data.prefix).toBe(created.body.data.secret.slice(0, 8));
    expect(created.body.data.label).toBe('Deploy bot');
    const list = await call(app, 'cloudApiKeys', { token: ada, body: {} });
    expect(list.body.data.map((k: { label: string }) => k.label)).toEqual(['Deploy bot', 'Analytics export', 'CI deploys']);
    expect(JSON.stringify(list.body.data)).not.toContain(created.body.data.secret);
  });

  it('refuses an empty or duplicate label', async () => {
    expect((await call(app, 'cloudApiKeyCreate', { token: ada, body: { label: '   ' } })).body.message).toBe(
      'Give the key a label, e.g. CI deploys',
    );
    const dup = await call(app, 'cloudApiKeyCreate', { token: ada, body: { label: 'ci deploys' } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('You already have a key labelled ci deploys');
  });

  it('allows 10 live keys', async () => {
    for (let i = 0; i < 8; i += 1)
      expect((await call(app, 'cloudApiKeyCreate', { token: ada, body: { label: `k${i}` } })).status).toBe(201);
    expect((await call(app, 'cloudApiKeyCreate', { token: ada, body: { label: 'one more' } })).status).toBe(409);
  });

  it('revokes a key of mine; not of someone else', async () => {
    const [first] = (await call(app, 'cloudApiKeys', { token: ada, body: {} })).body.data;
    expect((await call(app, 'cloudApiKeyRevoke', { token: ben, body: { id: first.id } })).status).toBe(404);
    const revoked = await call(app, 'cloudApiKeyRevoke', { token: ada, body: { id: first.id } });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.map((k: { id: string }) => k.id)).not.toContain(first.id);
  });
});

describe('cloud/overview', () => {
  it('sums domains, storage, messaging and the month spend by service from the ledger', async () => {
    await call(app, 'cloudDomainRegister', { token: ada, body: { requestId: 'dom-overview-01', domain: 'ada-overview.com', years: 2 } });
    await sms(ada, 'sms-overview-01');
    const { status, body } = await call(app, 'cloudOverview', { token: ada, body: {} });
    expect(status).toBe(200);
    const o = body.data;
    expect(o.period).toBe('2026-11');
    expect(o.lowBalanceAlert).toBe(100);
    expect(o.domains).toMatchObject({ total: 3, active: 3 });
    expect(o.domains.next.domain).toBe('analytical-engine.ng');
    expect(o.storage).toMatchObject({ buckets: 2, objects: 6 });
    expect(o.messaging).toEqual({ sent: 1, delivered: 0, failed: 0, pending: 1 });
    expect(o.spend).toEqual({ total: 25, limit: null, domains: 24, messaging: 1, storage: 0 });
    expect(o.activity[0]).toMatchObject({ service: 'messaging', amount: 1 });
    expect(o.activity[1]).toMatchObject({
      service: 'domains',
      kind: 'domain_registered',
      params: { domain: 'ada-overview.com', years: 2 },
      amount: 24,
    });
  });

  it('shows another user only their own cloud', async () => {
    const o = (await call(app, 'cloudOverview', { token: ben, body: {} })).body.data;
    expect(o.domains.total).toBe(1);
    expect(o.storage.buckets).toBe(1);
    expect(o.spend.limit).toBe(50);
  });
});

const activity = async (token: string) =>
  (await call(app, 'cloudOverview', { token, body: {} })).body.data.activity as Record<string, unknown>[];

// The activity is data (a kind and its parameters), never server-written English: the client words each entry.
describe('cloud/overview activity', () => {
  it('answers the seeded entries as kinds with parameters and no text', async () => {
    const entries = await activity(ada);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(Object.keys(entry).sort()).toEqual(['amount', 'at', 'kind', 'params', 'service']);
    expect(entries).toContainEqual(
      expect.objectContaining({
        service: 'storage',
        kind: 'object_uploaded',
        params: { bucket: 'ada-backups', key: 'db/2026-09-30.sql.gz', bytes: 431_500 },
        amount: null,
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        service: 'storage',
        kind: 'bucket_created',
        params: { bucket: 'ada-backups', public: false, region: 'eu-west-1' },
      }),
    );
  });

  it('records a message sent with its channel, recipient and price', async () => {
    const sent = await sms(ben, 'activity-sms-01');
    expect(sent.status, sent.body.message).toBe(201);
    expect((await activity(ben))[0]).toMatchObject({
      service: 'messaging',
      kind: 'message_sent',
      params: { channel: 'sms', to: '+2348012345678' },
      amount: 1,
    });
  });

  it('records a bucket created and deleted, newest first, without a charge', async () => {
    expect(
      (await call(app, 'cloudBucketCreate', { token: ben, body: { name: 'ben-activity', region: 'af-west-1', public: true } })).status,
    ).toBe(201);
    expect((await call(app, 'cloudBucketDelete', { token: ben, body: { name: 'ben-activity' } })).status).toBe(200);
    const [deleted, created] = await activity(ben);
    expect(deleted).toMatchObject({ kind: 'bucket_deleted', params: { bucket: 'ben-activity' }, amount: null });
    expect(created).toMatchObject({
      kind: 'bucket_created',
      params: { bucket: 'ben-activity', public: true, region: 'af-west-1' },
      amount: null,
    });
  });

  it('records a monthly limit set, then removed', async () => {
    const save = (monthlyLimit: number | null) => settings(ben, { monthlyLimit, smsSender: 'BENBUILDS' });
    expect((await save(75)).status).toBe(200);
    expect((await activity(ben))[0]).toMatchObject({ service: 'settings', kind: 'limit_set', params: { limit: 75 } });
    expect((await save(null)).status).toBe(200);
    expect((await activity(ben))[0]).toMatchObject({ service: 'settings', kind: 'limit_removed', params: {} });
  });
});
