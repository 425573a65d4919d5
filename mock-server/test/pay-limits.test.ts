// Verification limits (contracts/rules/money-limits.ts): money out per rolling 24 hours and 30 days, in OSBT, lower
// for unverified people; a send, a paid request, a withdrawal or a P2P order over either cap is refused with what is
// left, moving nothing; failed movements give their room back; verifying raises the caps at once.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MONEY_LIMITS } from '../../contracts/rules/money-limits.ts';
import { call, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';
import { inLimitAsset } from '../src/store/pay-limits.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
let chidi: string;
useTestApp(['ada', 'ben', 'chidi'], { ready: (t) => ({ app, ada, ben, chidi } = t) });

const DAY = 86_400_000;
const osbt = (uid: string): number => app.ledger.balance(`user:${uid}`, 'OSBT');
const send = (token: string, requestId: string, amount: number, asset = 'OSBT') =>
  call(app, 'paySend', { token, body: { requestId, asset, amount, userName: 'ben' } });

describe('verification limits: send', () => {
  it('refuses an unverified send over 24 hours’ cap with what is left, moving nothing', async () => {
    const cap = MONEY_LIMITS.unverified.send.day;
    expect((await send(chidi, 'send-lim-0001', 800)).status).toBe(201);
    const before = osbt(USERS.chidi.uid);
    const over = await send(chidi, 'send-lim-0002', 300);
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      code: 'pay.limitSendDay',
      params: { limit: cap, left: cap - 800, verified: MONEY_LIMITS.verified.send.day, asset: 'OSBT' },
      message: `Over your sending limit: ${cap} OSBT in 24 hours, ${cap - 800} OSBT left now. Verified accounts send up to 50000 OSBT.`,
    });
    expect(osbt(USERS.chidi.uid)).toBe(before);
    // The preview refuses the same way, before the person confirms.
    const preview = await call(app, 'paySendPreview', { token: chidi, body: { asset: 'OSBT', amount: 300, userName: 'ben' } });
    expect(preview.body).toMatchObject({ code: 'pay.limitSendDay' });
    // What is left still goes.
    expect((await send(chidi, 'send-lim-0003', 200)).status).toBe(201);
    // 24 hours later the day's room is back; the 30 days' cap keeps counting.
    app.clock.advance(DAY + 1);
    expect((await send(chidi, 'send-lim-0004', 1_000)).status).toBe(201);
    app.clock.advance(DAY + 1);
    expect((await send(chidi, 'send-lim-0005', 1_000)).status).toBe(201);
    app.clock.advance(DAY + 1);
    const month = await send(chidi, 'send-lim-0006', 1);
    expect(month.body).toMatchObject({ code: 'pay.limitSendMonth', params: { limit: 3_000, left: 0 } });
  });

  it('counts other assets at the rate, rounded up', () => {
    // 1,550.00 NGN = 1 OSBT (= 1 USD); a kobo more is a second OSBT.
    expect(inLimitAsset(155_000, 'NGN')).toBe(1);
    expect(inLimitAsset(155_001, 'NGN')).toBe(2);
    expect(inLimitAsset(700, 'OSBT')).toBe(700);
  });

  it('a paid request counts as a send', async () => {
    const asked = await call(app, 'payRequestCreate', {
      token: ben,
      body: { requestId: 'req-lim-00001', asset: 'OSBT', amount: 1_200, userName: 'chidi' },
    });
    expect(asked.status).toBe(201);
    const paid = await call(app, 'payRequestPay', { token: chidi, body: { id: asked.body.data.id, requestId: 'pay-lim-00001' } });
    expect(paid.body).toMatchObject({ code: 'pay.limitSendDay', params: { left: 1_000 } });
  });

  it('verifying raises the caps at once, and the verification answer states caps and use', async () => {
    expect((await send(chidi, 'send-lim-0010', 900)).status).toBe(201);
    const mine = (await call(app, 'accountVerification', { token: chidi, body: {} })).body.data.limits;
    expect(mine).toMatchObject({ asset: 'OSBT', verified: false });
    expect(mine.kinds[0]).toEqual({ kind: 'send', day: { limit: 1_000, used: 900 }, month: { limit: 3_000, used: 900 } });
    app.store.users.update(USERS.chidi.uid, { isVerified: true });
    expect((await send(chidi, 'send-lim-0011', 5_000)).status).toBe(201);
    const after = (await call(app, 'accountVerification', { token: chidi, body: {} })).body.data.limits;
    expect(after.kinds[0]).toEqual({ kind: 'send', day: { limit: 50_000, used: 5_900 }, month: { limit: 200_000, used: 5_900 } });
    // A verified person over the verified cap is refused too.
    // Enough OSBT to reach the verified cap (the seeded 50,000 would run out first).
    app.ledger.post('test:lim:mint', [{ from: 'system:mint', to: `user:${USERS.ada.uid}`, asset: 'OSBT', amount: 100_000 }]);
    expect((await send(ada, 'send-lim-0012', 49_000)).status).toBe(201);
    expect((await send(ada, 'send-lim-0013', 1_001)).body).toMatchObject({
      code: 'pay.limitSendDay',
      params: { limit: 50_000, left: 1_000 },
    });
  });
});

describe('verification limits: withdraw', () => {
  const fund = async (): Promise<void> => {
    // 2,000,000.00 NGN ≈ 1,290 OSBT, credited after the bank's hour.
    expect(
      (await call(app, 'payAdd', { token: chidi, body: { requestId: 'add-lim-00001', asset: 'NGN', amount: 200_000_000, method: 'bank' } }))
        .status,
    ).toBe(201);
    app.clock.advance(3_600_000);
    await call(app, 'payWallet', { token: chidi });
  };
  const withdraw = (requestId: string, amount: number, destination = '0123456789') =>
    call(app, 'payWithdraw', { token: chidi, body: { requestId, asset: 'NGN', amount, method: 'bank', destination } });

  it('refuses an unverified withdrawal over the cap (in OSBT at the rate), holding nothing for it', async () => {
    await fund();
    // 700,000.00 NGN = 451.6… → 452 OSBT of the 500.
    expect((await withdraw('wd-lim-000001', 70_000_000)).status).toBe(201);
    const over = await withdraw('wd-lim-000002', 10_000_000);
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 'pay.limitWithdrawDay', params: { limit: 500, left: 48, asset: 'OSBT' } });
    // No hold was placed for the refused one.
    const held = (await call(app, 'payWallet', { token: chidi })).body.data.balances.find((b: { asset: string }) => b.asset === 'NGN').held;
    expect(held).toBe(
      70_000_000 + (await call(app, 'payActivity', { token: chidi, body: { types: ['withdraw'] } })).body.data.items[0].fee,
    );
  });

  it('a failed (returned) withdrawal does not count against the cap', async () => {
    await fund();
    expect((await withdraw('wd-lim-000003', 70_000_000, '0123450000')).status).toBe(201);
    app.clock.advance(3_600_000);
    await call(app, 'payWallet', { token: chidi });
    expect((await withdraw('wd-lim-000004', 70_000_000)).status).toBe(201);
  });
});

describe('verification limits: P2P', () => {
  it('refuses an unverified person’s order over the cap, in the asset’s OSBT worth', async () => {
    const ad = await call(app, 'payP2pAdCreate', {
      token: ada,
      body: {
        requestId: 'ad-lim-000001',
        side: 'sell',
        asset: 'OSBT',
        fiat: 'NGN',
        price: 155_000,
        total: 5_000,
        minFiat: 100_000,
        maxFiat: 500_000_000,
        methods: ['bank_transfer'],
        payment: { bank_transfer: { bankName: 'Access Bank', accountNumber: '0123456789', accountName: 'Ada Lovelace' } },
        terms: 'Own account only',
        timeLimitMin: 15,
      },
    });
    expect(ad.status).toBe(201);
    const take = (token: string, requestId: string, osbtAmount: number) =>
      call(app, 'payP2pOrderCreate', {
        token,
        body: { requestId, adId: ad.body.data.id, fiatAmount: osbtAmount * 155_000, method: 'bank_transfer' },
      });
    const over = await take(chidi, 'order-lim-001', 1_200);
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 'pay.limitP2pDay', params: { limit: 1_000, left: 1_000 } });
    expect((await take(chidi, 'order-lim-002', 900)).status).toBe(201);
    // ben is verified: 1,200 is well within his cap.
    expect((await take(ben, 'order-lim-003', 1_200)).status).toBe(201);
  });
});
