// Tag pay: convert (quote, expiry, exact amounts), add and withdraw (fees, limits, pending → completed/failed on
// the mock's clock).
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
useTestApp(['ada', 'ben'], { ready: (t) => ({ app, ada, ben } = t) });

const balance = (uid: string, asset: string): number => app.ledger.balance(`user:${uid}`, asset);
const ADA = USERS.ada.uid;

describe('pay/convert', () => {
  it('quotes the rate, fee and exact amount received, and converts at the quote', async () => {
    const quote = await call(app, 'payConvertQuote', { token: ada, body: { from: 'OSBT', to: 'NGN', amount: 1_000 } });
    expect(quote.status).toBe(201);
    // 1000 OSBT − 5 fee = 995 OSBT = 995 USD = 1,542,250.00 NGN.
    expect(quote.body.data).toMatchObject({ from: 'OSBT', to: 'NGN', amount: 1_000, fee: 5, receive: 154_225_000, rate: 1550 });
    expect(quote.body.data.expiresAt - quote.body.data.createdAt).toBe(30_000);
    app.clock.advance(29_000);
    const done = await call(app, 'payConvertExecute', { token: ada, body: { quoteId: quote.body.data.id, requestId: 'conv-00000001' } });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      type: 'convert',
      status: 'completed',
      asset: 'OSBT',
      amount: 1_000,
      fee: 5,
      counterAsset: 'NGN',
      counterAmount: 154_225_000,
    });
    expect(balance(ADA, 'OSBT')).toBe(49_000);
    expect(balance(ADA, 'NGN')).toBe(154_225_000);
    expect((await call(app, 'getUser', { token: ada })).body.data.assets).toEqual({ OSBT: 49_000, NGN: 154_225_000 });
    // Replay answers the same; the quote cannot be used again.
    expect(
      (await call(app, 'payConvertExecute', { token: ada, body: { quoteId: quote.body.data.id, requestId: 'conv-00000001' } })).body.data
        .id,
    ).toBe(done.body.data.id);
    expect(
      (await call(app, 'payConvertExecute', { token: ada, body: { quoteId: quote.body.data.id, requestId: 'conv-00000002' } })).status,
    ).toBe(409);
    app.ledger.verify();
  });

  it('rounds down across precisions without drift (USDT has 6 decimals, JPY none)', async () => {
    await call(app, 'payConvertExecute', {
      token: ada,
      body: {
        quoteId: (await call(app, 'payConvertQuote', { token: ada, body: { from: 'OSBT', to: 'USDT', amount: 333 } })).body.data.id,
        requestId: 'conv-00000003',
      },
    });
    // 333 − 2 (0.5 % rounded up) = 331 USDT.
    expect(balance(ADA, 'USDT')).toBe(331_000_000);
    const toJpy = await call(app, 'payConvertQuote', { token: ada, body: { from: 'USDT', to: 'JPY', amount: 1_234_567 } });
    // 1.234567 USDT − 0.006173 (fee rounded up) = 1.228394 USDT × 151.5 = 186.10 → 186 JPY.
    expect(toJpy.body.data).toMatchObject({ fee: 6_173, receive: 186 });
    const tiny = await call(app, 'payConvertQuote', { token: ada, body: { from: 'USDT', to: 'OSBT', amount: 10 } });
    expect(tiny.status).toBe(422);
  });

  it('refuses an expired quote, a quote of someone else, the same asset twice and more than the balance', async () => {
    const quote = (await call(app, 'payConvertQuote', { token: ada, body: { from: 'OSBT', to: 'USD', amount: 100 } })).body.data;
    app.clock.advance(30_001);
    const expired = await call(app, 'payConvertExecute', { token: ada, body: { quoteId: quote.id, requestId: 'conv-00000004' } });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe('This quote has expired: get a new quote');
    expect(expired.body).toMatchObject({ code: 'pay.quoteExpired' });
    const fresh = (await call(app, 'payConvertQuote', { token: ada, body: { from: 'OSBT', to: 'USD', amount: 100 } })).body.data;
    const stranger = await call(app, 'payConvertExecute', { token: ben, body: { quoteId: fresh.id, requestId: 'conv-00000005' } });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Quote not found');
    expect((await call(app, 'payConvertQuote', { token: ada, body: { from: 'USD', to: 'USD', amount: 100 } })).status).toBe(422);
    expect((await call(app, 'payConvertQuote', { token: ada, body: { from: 'OSBT', to: 'USD', amount: 50_001 } })).status).toBe(422);
    expect((await call(app, 'payConvertQuote', { token: ada, body: { from: 'OSBT', to: 'XYZ', amount: 1 } })).status).toBe(400);
    expect(balance(ADA, 'OSBT')).toBe(50_000);
  });
});

describe('pay/add', () => {
  it('is pending until the method settles on the clock; the card fee is charged on top', async () => {
    const feesBefore = app.ledger.balance('system:fees', 'USD');
    const started = await call(app, 'payAdd', {
      token: ada,
      body: { requestId: 'add-00000001', asset: 'USD', amount: 5_000, method: 'card', source: '4242' },
    });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ type: 'add', status: 'pending', amount: 5_000, fee: 75, method: 'card', note: '•••• 4242' });
    expect(balance(ADA, 'USD')).toBe(0);
    app.clock.advance(59_999);
    expect((await call(app, 'payActivity', { token: ada, body: { types: ['add'], pageSize: 1 } })).body.data.items[0].status).toBe(
      'pending',
    );
    app.clock.advance(1);
    expect(
      (await call(app, 'payWallet', { token: ada })).body.data.balances.find((b: { asset: string }) => b.asset === 'USD').available,
    ).toBe(5_000);
    expect((await call(app, 'payActivity', { token: ada, body: { types: ['add'], pageSize: 1 } })).body.data.items[0].status).toBe(
      'completed',
    );
    expect(app.ledger.balance('system:fees', 'USD') - feesBefore).toBe(75);
  });

  it('the declined test card fails after settling and adds nothing; bank transfers take an hour and cost nothing', async () => {
    await call(app, 'payAdd', {
      token: ada,
      body: { requestId: 'add-00000002', asset: 'USD', amount: 5_000, method: 'card', source: '0002' },
    });
    const bank = await call(app, 'payAdd', {
      token: ada,
      body: { requestId: 'add-00000003', asset: 'NGN', amount: 1_000_000, method: 'bank' },
    });
    expect(bank.body.data).toMatchObject({ fee: 0, note: '' });
    app.clock.advance(60_000);
    const items = (await call(app, 'payActivity', { token: ada, body: { types: ['add'], pageSize: 2 } })).body.data.items;
    expect(items.map((m: { status: string }) => m.status)).toEqual(['pending', 'failed']);
    app.clock.advance(3_600_000);
    await call(app, 'payWallet', { token: ada });
    expect(balance(ADA, 'USD')).toBe(0);
    expect(balance(ADA, 'NGN')).toBe(1_000_000);
  });

  it('refuses a method the asset does not have, limits, and a card without its digits', async () => {
    const add = (body: object) =>
      call(app, 'payAdd', {
        token: ada,
        body: { requestId: 'add-00000004', asset: 'USD', amount: 5_000, method: 'card', source: '4242', ...body },
      });
    expect((await add({ method: 'crypto', source: undefined })).status).toBe(422);
    expect((await add({ asset: 'USDT', method: 'card' })).status).toBe(422);
    expect((await add({ amount: 99 })).body.message).toBe('The smallest amount is 1.00 USD');
    expect((await add({ amount: 99 })).body).toMatchObject({ code: 'pay.amountTooSmall', params: { min: '1.00', asset: 'USD' } });
    expect((await add({ amount: 1_000_001 })).body.message).toBe('The largest amount is 10000.00 USD');
    expect((await add({ source: undefined })).status).toBe(422);
    expect((await add({ method: 'bank' })).status).toBe(422);
    expect((await add({ source: '42' })).status).toBe(400);
  });
});

describe('pay/withdraw', () => {
  const fund = async (): Promise<void> => {
    await call(app, 'payAdd', { token: ada, body: { requestId: 'add-00000010', asset: 'NGN', amount: 10_000_000, method: 'bank' } });
    app.clock.advance(3_600_000);
    await call(app, 'payWallet', { token: ada });
  };

  it('holds amount + fee at once, then pays out after an hour', async () => {
    await fund();
    const started = await call(app, 'payWithdraw', {
      token: ada,
      body: { requestId: 'wd-000000001', asset: 'NGN', amount: 2_000_000, method: 'bank', destination: '0123456789' },
    });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ status: 'pending', amount: 2_000_000, fee: 155_000, note: '0123456789' });
    const wallet = (await call(app, 'payWallet', { token: ada })).body.data.balances.find((b: { asset: string }) => b.asset === 'NGN');
    expect(wallet).toEqual({ asset: 'NGN', available: 7_845_000, held: 2_155_000 });
    app.clock.advance(3_600_000);
    const after = (await call(app, 'payWallet', { token: ada })).body.data.balances.find((b: { asset: string }) => b.asset === 'NGN');
    expect(after).toEqual({ asset: 'NGN', available: 7_845_000, held: 0 });
    expect(app.ledger.balance('system:burn', 'NGN')).toBeGreaterThanOrEqual(2_000_000);
    app.ledger.verify();
  });

  it('a returned payout gives the hold back', async () => {
    await fund();
    await call(app, 'payWithdraw', {
      token: ada,
      body: { requestId: 'wd-000000002', asset: 'NGN', amount: 2_000_000, method: 'bank', destination: '0123450000' },
    });
    app.clock.advance(3_600_000);
    const items = (await call(app, 'payActivity', { token: ada, body: { types: ['withdraw'], pageSize: 1 } })).body.data.items;
    expect(items[0].status).toBe('failed');
    expect(balance(ADA, 'NGN')).toBe(10_000_000);
  });

  it('refuses more than the balance (amount + fee), a method the asset lacks and a bad destination', async () => {
    await fund();
    const wd = (body: object) =>
      call(app, 'payWithdraw', {
        token: ada,
        body: { requestId: 'wd-000000003', asset: 'NGN', amount: 9_900_000, method: 'bank', destination: '0123456789', ...body },
      });
    expect((await wd({})).status).toBe(422);
    expect((await wd({ method: 'crypto' })).status).toBe(422);
    expect((await wd({ destination: '12-34' })).status).toBe(400);
    expect(balance(ADA, 'NGN')).toBe(10_000_000);
  });
});
