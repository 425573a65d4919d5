// Tag pay: assets, wallet, activity (filters, paging) and saved recipients, with the seeded history.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { operations } from '../src/lib/openapi.ts';
import { call, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
let dana: string;
useTestApp(['ada', 'ben', 'dana'], { fresh: 'file', ready: (t) => ({ app, ada, ben, dana } = t) });

describe('pay/assets', () => {
  it('lists every asset with its precision, fees and methods, and rates for all of them, signed out too', async () => {
    const { status, body } = await call(app, 'payAssets', {});
    expect(status).toBe(200);
    const byCode = Object.fromEntries(body.data.assets.map((a: { code: string }) => [a.code, a]));
    expect(Object.keys(byCode)).toHaveLength(17);
    expect(byCode.OSBT).toMatchObject({ precision: 0, kind: 'platform', p2p: true });
    expect(byCode.USDT).toMatchObject({
      precision: 6,
      kind: 'stablecoin',
      p2p: true,
      add: [{ method: 'crypto' }],
      withdraw: [{ method: 'crypto', feeFixed: 1_000_000 }],
    });
    expect(byCode.JPY).toMatchObject({ precision: 0 });
    for (const code of ['USD', 'NGN', 'GBP', 'EUR']) expect(byCode[code]).toMatchObject({ precision: 2, kind: 'fiat' });
    expect(byCode.NGN.withdraw[0]).toMatchObject({ method: 'bank', feeFixed: 155_000 });
    expect(byCode.USD.add.map((t: { method: string }) => t.method)).toEqual(['card', 'bank']);
    expect(body.rates).toMatchObject({ OSBT: 1, USD: 1, USDT: 1, NGN: 1550 });
  });
});

describe('pay/wallet', () => {
  it('derives balances from the ledger for every asset; the personas hold only OSBT', async () => {
    const { body } = await call(app, 'payWallet', { token: ada });
    expect(body.data.balances).toHaveLength(17);
    expect(body.data.balances[0]).toEqual({ asset: 'OSBT', available: 50_000, held: 0 });
    expect(body.data.balances.filter((b: { available: number }) => b.available > 0)).toHaveLength(1);
    expect(body.data.pendingRequests).toBe(2);
    expect(body.rates?.USDT).toBe(1);
  });

  it('needs a session', async () => {
    expect((await call(app, 'payWallet', {})).status).toBe(401);
  });
});

describe('pay/activity', () => {
  it('pages the seeded history newest first', async () => {
    const first = await call(app, 'payActivity', { token: ada, body: { pageSize: 5 } });
    expect(first.status).toBe(200);
    expect(first.body.data.items).toHaveLength(5);
    expect(first.body.data.total).toBeGreaterThan(10);
    const times = first.body.data.items.map((m: { createdAt: number }) => m.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first.body.data.items[0]).toMatchObject({
      type: 'request',
      direction: 'out',
      status: 'pending',
      asset: 'NGN',
      counterparty: { userName: 'fela' },
    });
    const last = await call(app, 'payActivity', { token: ada, body: { pageSize: 5, page: Math.ceil(first.body.data.total / 5) } });
    expect(last.body.data.items.length).toBeGreaterThan(0);
    const beyond = await call(app, 'payActivity', { token: ada, body: { pageSize: 5, page: 999 } });
    expect(beyond.body.data).toMatchObject({ items: [], total: first.body.data.total });
  });

  it('filters by type, asset (either side of a conversion), status and date range', async () => {
    const sends = await call(app, 'payActivity', { token: ada, body: { types: ['send', 'receive'] } });
    expect(sends.body.data.items.map((m: { type: string; asset: string }) => `${m.type} ${m.asset}`)).toEqual(['receive NGN', 'send USD']);
    const ngn = await call(app, 'payActivity', { token: ada, body: { asset: 'NGN' } });
    expect(ngn.body.data.items.some((m: { type: string; counterAsset: string }) => m.type === 'convert' && m.counterAsset === 'NGN')).toBe(
      true,
    );
    const failed = await call(app, 'payActivity', { token: ada, body: { status: 'failed' } });
    expect(failed.body.data.items).toMatchObject([{ type: 'add', method: 'card', note: '•••• 0002' }]);
    const all = (await call(app, 'payActivity', { token: ada, body: { pageSize: 100 } })).body.data.items as Array<{ createdAt: number }>;
    const middle = all[Math.floor(all.length / 2)]!.createdAt;
    const range = await call(app, 'payActivity', { token: ada, body: { from: middle, to: middle, pageSize: 100 } });
    expect(range.body.data.items.every((m: { createdAt: number }) => m.createdAt === middle)).toBe(true);
    expect(range.body.data.total).toBeGreaterThan(0);
  });

  it('refuses a range that ends before it starts, and unknown filters', async () => {
    expect((await call(app, 'payActivity', { token: ada, body: { from: 2, to: 1 } })).status).toBe(422);
    expect((await call(app, 'payActivity', { token: ada, body: { type: 'send' } })).status).toBe(400);
    expect((await call(app, 'payActivity', { token: ada, body: { pageSize: 101 } })).status).toBe(400);
  });

  it('shows only my own movements', async () => {
    const items = (await call(app, 'payActivity', { token: ben, body: { pageSize: 100 } })).body.data.items as Array<{
      counterparty: { userName: string } | null;
    }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((m) => m.counterparty?.userName === 'ben')).toBe(false);
  });
});

describe('pay/recipients', () => {
  it('lists, saves (once per user, label updated) and removes', async () => {
    const list = await call(app, 'payRecipients', { token: ada });
    expect(list.body.data.map((r: { party: { userName: string } }) => r.party.userName).sort()).toEqual(['ben', 'fela']);
    const saved = await call(app, 'payRecipientSave', { token: ada, body: { userName: 'chidi', label: ' Chidi ' } });
    expect(saved.body.data).toMatchObject({
      label: 'Chidi',
      party: { uid: USERS.chidi.uid, userName: 'chidi', isVerified: false, country: 'GB' },
    });
    const again = await call(app, 'payRecipientSave', { token: ada, body: { userName: 'chidi', label: 'C' } });
    expect(again.body.data.id).toBe(saved.body.data.id);
    const removed = await call(app, 'payRecipientRemove', { token: ada, body: { id: saved.body.data.id } });
    expect(removed.body.data).toHaveLength(2);
    expect((await call(app, 'payRecipientRemove', { token: ada, body: { id: saved.body.data.id } })).status).toBe(404);
  });

  it("refuses unknown users, myself, and another user's entry", async () => {
    expect((await call(app, 'payRecipientSave', { token: ada, body: { userName: 'nobody_here' } })).status).toBe(404);
    expect((await call(app, 'payRecipientSave', { token: ada, body: { userName: 'ada' } })).status).toBe(422);
    const adas = (await call(app, 'payRecipients', { token: ada })).body.data as Array<{ id: string }>;
    const { status, body } = await call(app, 'payRecipientRemove', { token: ben, body: { id: adas[0]!.id } });
    expect(status).toBe(404);
    expect(body).toEqual({ status: 'error', code: 'pay.recipientNotFound', message: 'Recipient not found', data: null });
  });

  it('a user who has not finished onboarding sees an empty wallet and cannot send', async () => {
    expect((await call(app, 'payWallet', { token: dana })).status).toBe(200);
    expect((await call(app, 'paySendPreview', { token: dana, body: { asset: 'OSBT', amount: 10, userName: 'ben' } })).status).toBe(409);
  });
});

describe('every pay operation', () => {
  const pay = operations.filter((op) => op.tag === 'pay');

  it('is in openapi.yaml under the pay tag (38 calls)', () => {
    expect(pay).toHaveLength(38);
  });

  it.each(pay.map((op) => [op.operationId, op.requiresAuth] as const))(
    '%s refuses unknown fields (400) and, when secured, a missing token (401)',
    async (operationId, secured) => {
      const unknown = await call(app, operationId, { token: ada, body: { surprise: true } });
      expect(unknown.status).toBe(400);
      if (secured) expect((await call(app, operationId, { body: {} })).status).toBe(401);
    },
  );
});
