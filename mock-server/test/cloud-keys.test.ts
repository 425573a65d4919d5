// Cloud API keys that authenticate: `Authorization: Bearer osk_…` acts as the key's owner on the cloud operations
// whose openapi `security` names `cloudApiKey: [scope]`, within the key's scopes; everything else refuses a key
// with 403, an unknown or revoked key gets 401; each accepted call records "last used" on the mock clock; the
// spending limit and every cloud rule apply as for a signed-in call.
import { describe, expect, it } from 'vitest';
import { KEY_MESSAGES } from '../src/plugins/auth.ts';
import { useTestApp } from './test-app.ts';
import { TEST_NOW, call } from './helpers.ts';

const t = useTestApp(['ada', 'ben'], { fresh: 'reset' });

/** A new key of ada's (every scope unless given); answers its secret and id. */
async function key(scopes?: string[], token = t.ada): Promise<{ secret: string; id: string }> {
  const { status, body } = await call(t.app, 'cloudApiKeyCreate', {
    token,
    body: { label: `key ${Math.random()}`.slice(0, 30), ...(scopes ? { scopes } : {}) },
  });
  expect(status).toBe(201);
  return { secret: body.data.secret, id: body.data.id };
}
const sms = (token: string, requestId: string, text = 'Your code is 123456') =>
  call(t.app, 'cloudSmsSend', { token, body: { requestId, to: '+2348012345678', text } });
const lastUsed = async (id: string, token = t.ada): Promise<number | null> =>
  (await call(t.app, 'cloudApiKeys', { token, body: {} })).body.data.find((k: { id: string }) => k.id === id).lastUsedAt;

describe('creating keys with scopes', () => {
  it('gives a key every scope unless some are picked, listed in a fixed order', async () => {
    const all = await call(t.app, 'cloudApiKeyCreate', { token: t.ada, body: { label: 'All' } });
    expect(all.body.data.scopes).toEqual(['messaging', 'storage', 'domains']);
    const some = await call(t.app, 'cloudApiKeyCreate', { token: t.ada, body: { label: 'Some', scopes: ['domains', 'messaging'] } });
    expect(some.body.data.scopes).toEqual(['messaging', 'domains']);
    const list = (await call(t.app, 'cloudApiKeys', { token: t.ada, body: {} })).body.data;
    expect(list.find((k: { label: string }) => k.label === 'Some').scopes).toEqual(['messaging', 'domains']);
  });

  it('refuses no scope (422), a scope twice and an unknown scope (400), with a message', async () => {
    const none = await call(t.app, 'cloudApiKeyCreate', { token: t.ada, body: { label: 'None', scopes: [] } });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('Pick at least one scope for the key: messaging, storage, domains');
    const twice = await call(t.app, 'cloudApiKeyCreate', { token: t.ada, body: { label: 'Twice', scopes: ['storage', 'storage'] } });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toMatch(/scopes.*same item twice/);
    const unknown = await call(t.app, 'cloudApiKeyCreate', { token: t.ada, body: { label: 'Billing', scopes: ['billing'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/must be one of messaging, storage, domains/);
  });
});

describe('a key authenticates cloud calls as its owner', () => {
  it('sends an SMS as ada, charged to ada, seen in her signed-in message list and not in ben’s', async () => {
    const { secret } = await key(['messaging']);
    const before = t.app.ledger.balance('user:u0000000001', 'OSBT');
    const sent = await sms(secret, 'sms-key-1');
    expect(sent.status).toBe(201);
    expect(t.app.ledger.balance('user:u0000000001', 'OSBT')).toBe(before - sent.body.data.price);
    const mine = (await call(t.app, 'cloudMessages', { token: t.ada, body: { channel: 'sms' } })).body.data;
    expect(mine.some((m: { id: string }) => m.id === sent.body.data.id)).toBe(true);
    const bens = (await call(t.app, 'cloudMessages', { token: t.ben, body: { channel: 'sms' } })).body.data;
    expect(bens.some((m: { id: string }) => m.id === sent.body.data.id)).toBe(false);
    // Idempotent by request id, as for a session: the same call again is the same message, charged once.
    expect((await sms(secret, 'sms-key-1')).body.data.id).toBe(sent.body.data.id);
    expect(t.app.ledger.balance('user:u0000000001', 'OSBT')).toBe(before - sent.body.data.price);
  });

  it('records "last used" on the mock clock for each accepted call', async () => {
    const { secret, id } = await key(['storage']);
    expect(await lastUsed(id)).toBeNull();
    t.app.clock.advance(5 * 60_000);
    expect((await call(t.app, 'cloudBuckets', { token: secret, body: {} })).status).toBe(200);
    expect(await lastUsed(id)).toBe(TEST_NOW + 5 * 60_000);
    t.app.clock.advance(60_000);
    expect((await call(t.app, 'cloudStorageUsage', { token: secret, body: {} })).status).toBe(200);
    expect(await lastUsed(id)).toBe(TEST_NOW + 6 * 60_000);
  });

  it('works on the raw-body upload and on domain records (storage and domains scopes)', async () => {
    const { secret } = await key(['storage', 'domains']);
    const up = await t.app.inject({
      method: 'POST',
      url: '/v1/cloud/storage/object/upload',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/octet-stream' },
      payload: 'hello',
    });
    expect(up.statusCode).toBe(201);
    const domains = (await call(t.app, 'cloudDomains', { token: secret, body: {} })).body.data;
    expect(domains.length).toBeGreaterThan(0);
    expect((await call(t.app, 'cloudDomain', { token: secret, body: { id: domains[0].id } })).status).toBe(200);
  });

  it('keeps the spending limit: a key cannot spend past it', async () => {
    const { secret } = await key(['messaging']);
    const limit = await call(t.app, 'cloudSettingsUpdate', {
      token: t.ada,
      body: { monthlyLimit: 1, lowBalanceAlert: null, emailSender: null, smsSender: 'OSB' },
    });
    expect(limit.status).toBe(200);
    expect((await sms(secret, 'sms-limit-1')).status).toBe(201);
    const over = await sms(secret, 'sms-limit-2');
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/over your limit of 1 OSBT/);
  });

  it('keeps every cloud rule: another person’s bucket stays theirs', async () => {
    const { secret } = await key(['storage']);
    const other = await call(t.app, 'cloudObjects', { token: secret, body: { bucket: 'ben-builds-releases' } });
    expect(other.status).toBe(404);
  });
});

describe('keys refused', () => {
  it('answers 401 for a revoked key and for a key never issued, saying which', async () => {
    const { secret, id } = await key(['messaging']);
    expect((await call(t.app, 'cloudApiKeyRevoke', { token: t.ada, body: { id } })).status).toBe(200);
    const revoked = await sms(secret, 'sms-revoked');
    expect(revoked.status).toBe(401);
    expect(revoked.body.message).toBe(KEY_MESSAGES.revoked(secret.slice(0, 8)));
    const unknown = await sms('osk_NeverIssuedNeverIssuedNeverIssued1234', 'sms-unknown');
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(KEY_MESSAGES.unknown);
  });

  it.each([
    ['cloudApiKeyCreate', { label: 'Minted by a key' }],
    ['cloudApiKeys', {}],
    ['cloudSettingsUpdate', { monthlyLimit: 1_000_000, lowBalanceAlert: null, emailSender: null, smsSender: 'OSB' }],
    ['cloudOverview', {}],
    ['cloudDomainRegister', { requestId: 'dom-key-1', domain: 'leaked-key-shop.com', years: 1 }],
    ['getUser', {}],
    ['paySend', { requestId: 'pay-key-1', userName: 'ben', asset: 'OSBT', amount: 10 }],
  ])('refuses a key on %s with 403 (a leaked key cannot mint keys, raise limits or move money)', async (operationId, body) => {
    const { secret, id } = await key();
    const before = t.app.ledger.balance('user:u0000000001', 'OSBT');
    const refused = await call(t.app, operationId, { token: secret, body });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(KEY_MESSAGES.notAccepted);
    expect(t.app.ledger.balance('user:u0000000001', 'OSBT')).toBe(before);
    expect(await lastUsed(id)).toBeNull();
  });

  it('refuses a call outside the key’s scopes with 403 naming the scope, without recording a use', async () => {
    const { secret, id } = await key(['messaging']);
    const buckets = await call(t.app, 'cloudBuckets', { token: secret, body: {} });
    expect(buckets.status).toBe(403);
    expect(buckets.body.message).toBe('This API key lacks the storage scope: create a key with the storage scope in Cloud settings');
    const domains = await call(t.app, 'cloudDomains', { token: secret, body: {} });
    expect(domains.body.message).toBe(KEY_MESSAGES.scope('domains'));
    expect(await lastUsed(id)).toBeNull();
  });

  it('leaves signed-in sessions working everywhere, keys and settings included', async () => {
    await key(['messaging']);
    expect((await call(t.app, 'getUser', { token: t.ada, body: {} })).status).toBe(200);
    expect((await sms(t.ada, 'sms-session')).status).toBe(201);
    expect((await call(t.app, 'cloudBuckets', { token: t.ada, body: {} })).status).toBe(200);
    expect((await call(t.app, 'cloudApiKeyCreate', { token: t.ada, body: { label: 'From the console' } })).status).toBe(201);
    expect((await call(t.app, 'cloudSettings', { token: t.ada, body: {} })).status).toBe(200);
  });
});
