// Tag pay: P2P — live offers and filters, my ads (create, edit, pause, resume, delete) and the hold a live sell ad
// keeps, orders with escrow, paid → release, cancel, expiry, disputes after the wait, the order chat, feedback, and
// privacy (404).
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { call, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
let chidi: string;
useTestApp(['ada', 'ben', 'chidi'], { ready: (t) => ({ app, ada, ben, chidi } = t) });

const osbt = (uid: string): number => app.ledger.balance(`user:${uid}`, 'OSBT');
const adHold = (id: string): number => app.ledger.balance(`escrow:ad-${id}`, 'OSBT');
const wallet = async (token: string) => (await call(app, 'payWallet', { token })).body.data.balances[0];
const MINUTE = 60_000;
/** ada's own bank details, as she writes them on her sell ads. */
const ADA_BANK = { bankName: 'GTBank', accountNumber: '0123 456 789', accountName: 'Ada Lovelace' };

/** ada sells 1,000 OSBT for NGN at 1,550.00 per OSBT, orders of 1,000.00 to 500,000.00 NGN. */
async function adaSells(body: object = {}): Promise<string> {
  const { status, body: res } = await call(app, 'payP2pAdCreate', {
    token: ada,
    body: {
      requestId: 'ad-000000001',
      side: 'sell',
      asset: 'OSBT',
      fiat: 'NGN',
      price: 155_000,
      total: 1_000,
      minFiat: 100_000,
      maxFiat: 50_000_000,
      methods: ['bank_transfer'],
      terms: 'Own account only',
      timeLimitMin: 15,
      payment: { bank_transfer: ADA_BANK },
      ...body,
    },
  });
  expect(status).toBe(201);
  return res.data.id;
}

/** ben takes ada's ad for 155,000.00 NGN = 100 OSBT. */
async function benTakes(adId: string, fiatAmount = 15_500_000): Promise<string> {
  const { status, body } = await call(app, 'payP2pOrderCreate', {
    token: ben,
    body: { requestId: 'order-0000001', adId, fiatAmount, method: 'bank_transfer' },
  });
  expect(status).toBe(201);
  return body.data.id;
}

describe('pay/p2p offers', () => {
  it('lists active ads of others for what I want to do, best price first, filtered by asset, fiat, method and amount', async () => {
    const buy = await call(app, 'payP2pOffers', { token: ada, body: { side: 'buy', asset: 'USDT', fiat: 'NGN' } });
    expect(buy.status).toBe(200);
    const prices = buy.body.data.map((a: { price: number }) => a.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(buy.body.data.map((a: { owner: { userName: string } }) => a.owner.userName)).toEqual(['xena', 'fela']);
    expect(buy.body.data[1].owner).toMatchObject({ userName: 'fela', orders: 1244, completionRate: 98 });
    const sell = await call(app, 'payP2pOffers', { token: ada, body: { side: 'sell', asset: 'USDT', fiat: 'NGN' } });
    expect(sell.body.data.map((a: { side: string }) => a.side)).toEqual(['buy']);
    const byMethod = await call(app, 'payP2pOffers', { token: ada, body: { side: 'buy', fiat: 'NGN', method: 'mobile_money' } });
    expect(byMethod.body.data.every((a: { methods: string[] }) => a.methods.includes('mobile_money'))).toBe(true);
    const big = await call(app, 'payP2pOffers', { token: ada, body: { side: 'buy', asset: 'USDT', fiat: 'NGN', amount: 100_000_000 } });
    expect(big.body.data.map((a: { owner: { userName: string } }) => a.owner.userName)).toEqual(['fela']);
    // A paused ad (kemi's) is not live.
    const all = await call(app, 'payP2pOffers', { token: ada, body: { side: 'buy' } });
    expect(all.body.data.some((a: { owner: { userName: string } }) => a.owner.userName === 'kemi')).toBe(false);
  });
});

describe('pay/p2p ads', () => {
  it('creates, edits, pauses, resumes and deletes my ad', async () => {
    const id = await adaSells();
    expect((await call(app, 'payP2pAds', { token: ada })).body.data[0]).toMatchObject({
      id,
      mine: true,
      available: 1_000,
      status: 'active',
    });
    const live = await call(app, 'payP2pOffers', { token: ben, body: { side: 'buy', asset: 'OSBT', fiat: 'NGN' } });
    expect(live.body.data.some((a: { id: string }) => a.id === id)).toBe(true);
    const edited = await call(app, 'payP2pAdUpdate', {
      token: ada,
      body: {
        id,
        price: 156_000,
        methods: ['bank_transfer', 'wise'],
        payment: { bank_transfer: ADA_BANK, wise: { email: 'ada@wise.example', accountName: 'Ada Lovelace' } },
      },
    });
    expect(edited.body).toMatchObject({ message: 'Ad updated', data: { price: 156_000, methods: ['bank_transfer', 'wise'] } });
    const paused = await call(app, 'payP2pAdUpdate', { token: ada, body: { id, status: 'paused' } });
    expect(paused.body).toMatchObject({ message: 'Ad paused', data: { status: 'paused' } });
    expect(
      (await call(app, 'payP2pOffers', { token: ben, body: { side: 'buy', asset: 'OSBT' } })).body.data.some(
        (a: { id: string }) => a.id === id,
      ),
    ).toBe(false);
    expect(
      (
        await call(app, 'payP2pOrderCreate', {
          token: ben,
          body: { requestId: 'order-paused1', adId: id, fiatAmount: 15_600_000, method: 'bank_transfer' },
        })
      ).status,
    ).toBe(409);
    expect((await call(app, 'payP2pAdUpdate', { token: ada, body: { id, status: 'active' } })).body.message).toBe('Ad resumed');
    expect((await call(app, 'payP2pAdDelete', { token: ada, body: { id } })).status).toBe(200);
    expect((await call(app, 'payP2pAds', { token: ada })).body.data).toEqual([]);
    expect((await call(app, 'payP2pAdDelete', { token: ada, body: { id } })).status).toBe(404);
  });

  it('a sell ad locks its amount when posted; orders take from the hold; edits, pause, resume and delete move it; totals add up', async () => {
    // ada's OSBT in all: her balance, her ad's hold and the order escrows of her ad never change in sum.
    const escrows = (...ids: string[]) => ids.reduce((sum, id) => sum + app.ledger.balance(`escrow:p2p-${id}`, 'OSBT'), 0);
    const id = await adaSells();
    expect(osbt(USERS.ada.uid)).toBe(49_000);
    expect(adHold(id)).toBe(1_000);
    expect(await wallet(ada)).toEqual({ asset: 'OSBT', available: 49_000, held: 1_000 });
    // A larger amount locks the difference; a smaller one gives it back.
    await call(app, 'payP2pAdUpdate', { token: ada, body: { id, total: 1_500 } });
    expect([osbt(USERS.ada.uid), adHold(id)]).toEqual([48_500, 1_500]);
    await call(app, 'payP2pAdUpdate', { token: ada, body: { id, total: 1_000 } });
    expect([osbt(USERS.ada.uid), adHold(id)]).toEqual([49_000, 1_000]);
    // More than she has free is refused with what is missing, and nothing moves.
    const tooMuch = await call(app, 'payP2pAdUpdate', { token: ada, body: { id, total: 51_000 } });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({
      code: 'p2p.sellBalanceShort',
      params: { asset: 'OSBT', available: '49000', amount: '50000', needed: '1000' },
    });
    expect([osbt(USERS.ada.uid), adHold(id)]).toEqual([49_000, 1_000]);

    const order = await benTakes(id);
    expect([osbt(USERS.ada.uid), adHold(id), escrows(order)]).toEqual([49_000, 900, 100]);
    // Pausing releases what the ad has left; the open order keeps its escrow.
    await call(app, 'payP2pAdUpdate', { token: ada, body: { id, status: 'paused' } });
    expect([osbt(USERS.ada.uid), adHold(id), escrows(order)]).toEqual([49_900, 0, 100]);
    expect(await wallet(ada)).toEqual({ asset: 'OSBT', available: 49_900, held: 100 });
    // An order of a paused ad that ends without a trade goes back to the seller's balance, not to the hold.
    await call(app, 'payP2pOrderCancel', { token: ben, body: { id: order } });
    expect([osbt(USERS.ada.uid), adHold(id), escrows(order)]).toEqual([50_000, 0, 0]);
    expect((await call(app, 'payP2pAds', { token: ada })).body.data[0]).toMatchObject({ available: 1_000, status: 'paused' });
    // Resuming locks it again, and is refused when the balance has gone meanwhile.
    await call(app, 'paySend', { token: ada, body: { requestId: 'send-away0001', asset: 'OSBT', amount: 49_500, userName: 'chidi' } });
    const resume = await call(app, 'payP2pAdUpdate', { token: ada, body: { id, status: 'active' } });
    expect(resume.status).toBe(422);
    const left = osbt(USERS.ada.uid);
    expect(left).toBeLessThan(1_000);
    expect(resume.body).toMatchObject({
      code: 'p2p.sellBalanceShort',
      params: { available: String(left), amount: '1000', needed: String(1_000 - left) },
    });
    expect((await call(app, 'payP2pAds', { token: ada })).body.data[0].status).toBe('paused');
    await call(app, 'paySend', { token: chidi, body: { requestId: 'send-back0001', asset: 'OSBT', amount: 1_000, userName: 'ada' } });
    expect((await call(app, 'payP2pAdUpdate', { token: ada, body: { id, status: 'active' } })).body.code).toBe('p2p.adResumed');
    expect([osbt(USERS.ada.uid), adHold(id)]).toEqual([left, 1_000]);
    // Deleting gives back what is left.
    expect((await call(app, 'payP2pAdDelete', { token: ada, body: { id } })).status).toBe(200);
    expect([osbt(USERS.ada.uid), adHold(id)]).toEqual([left + 1_000, 0]);
    app.ledger.verify();
  });

  it("a sell ad needs the seller's own details for every method, checked per method; only the owner sees them on the ad", async () => {
    const refused = async (payment: object, methods = ['bank_transfer']) => {
      const res = await call(app, 'payP2pAdCreate', {
        token: ada,
        body: {
          requestId: `ad-pay-${Math.random().toString(36).slice(2, 10)}`,
          side: 'sell',
          asset: 'OSBT',
          fiat: 'NGN',
          price: 155_000,
          total: 1_000,
          minFiat: 100_000,
          maxFiat: 50_000_000,
          methods,
          timeLimitMin: 15,
          payment,
        },
      });
      expect(res.status).toBe(422);
      return res.body;
    };
    expect(await refused({})).toMatchObject({ code: 'p2p.paymentDetailsInvalid', params: { method: 'bank_transfer', field: 'bankName' } });
    expect(await refused({ bank_transfer: { ...ADA_BANK, accountNumber: '12-AB' } })).toMatchObject({
      params: { method: 'bank_transfer', field: 'accountNumber' },
    });
    // Each method its own: wise wants an e-mail, sepa an IBAN whose check digits add up, mobile money a +country phone.
    expect(
      await refused({ bank_transfer: ADA_BANK, wise: { email: 'ada-at-wise', accountName: 'Ada' } }, ['bank_transfer', 'wise']),
    ).toMatchObject({
      params: { method: 'wise', field: 'email' },
    });
    expect(await refused({ sepa: { iban: 'DE89 3704 0044 0532 0130 01', accountName: 'Ada L' } }, ['sepa'])).toMatchObject({
      params: { method: 'sepa', field: 'iban' },
    });
    expect(
      await refused({ mobile_money: { provider: 'OPay', phone: '0803 000 0000', accountName: 'Ada L' } }, ['mobile_money']),
    ).toMatchObject({
      params: { method: 'mobile_money', field: 'phone' },
    });
    // Unknown fields are refused by the schema.
    const extra = await call(app, 'payP2pAdCreate', {
      token: ada,
      body: {
        requestId: 'ad-extra00001',
        side: 'sell',
        asset: 'OSBT',
        fiat: 'NGN',
        price: 155_000,
        total: 1_000,
        minFiat: 100_000,
        maxFiat: 50_000_000,
        methods: ['bank_transfer'],
        timeLimitMin: 15,
        payment: { bank_transfer: { ...ADA_BANK, pin: '1234' } },
      },
    });
    expect(extra.status).toBe(400);
    expect(osbt(USERS.ada.uid)).toBe(50_000);

    const id = await adaSells({
      methods: ['bank_transfer', 'sepa'],
      payment: { bank_transfer: ADA_BANK, sepa: { iban: 'de89 3704 0044 0532 0130 00', accountName: 'Ada Lovelace' } },
    });
    const mine = (await call(app, 'payP2pAds', { token: ada })).body.data[0];
    expect(mine.payment).toEqual({
      bank_transfer: { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ada Lovelace' },
      sepa: { iban: 'DE89370400440532013000', accountName: 'Ada Lovelace' },
    });
    const live = (await call(app, 'payP2pOffers', { token: ben, body: { side: 'buy', asset: 'OSBT', fiat: 'NGN' } })).body.data;
    expect(live.find((a: { id: string }) => a.id === id)).not.toHaveProperty('payment');
    // Adding a method needs its details; new details replace the old ones, and a later order shows them.
    expect(
      (await call(app, 'payP2pAdUpdate', { token: ada, body: { id, methods: ['bank_transfer', 'sepa', 'wise'] } })).body,
    ).toMatchObject({
      code: 'p2p.paymentDetailsInvalid',
      params: { method: 'wise', field: 'email' },
    });
    await call(app, 'payP2pAdUpdate', {
      token: ada,
      body: { id, payment: { bank_transfer: { ...ADA_BANK, bankName: 'Access Bank' }, sepa: mine.payment.sepa } },
    });
    const order = await benTakes(id);
    expect((await call(app, 'payP2pOrder', { token: ben, body: { id: order } })).body.data.paymentDetails).toMatchObject({
      bankName: 'Access Bank',
    });
  });

  it('taking a buy ad, the taker (the seller) writes where the advertiser pays them', async () => {
    const offers = (await call(app, 'payP2pOffers', { token: ada, body: { side: 'sell', asset: 'OSBT', fiat: 'NGN' } })).body.data;
    const take = (requestId: string, payment?: object) =>
      call(app, 'payP2pOrderCreate', {
        token: ada,
        body: { requestId, adId: offers[0].id, fiatAmount: 1_540_000, method: 'bank_transfer', ...(payment ? { payment } : {}) },
      });
    expect((await take('order-nodetails')).body).toMatchObject({ code: 'p2p.paymentDetailsInvalid', params: { field: 'bankName' } });
    const taken = await take('order-details1', ADA_BANK);
    expect(taken.status).toBe(201);
    expect(taken.body.data.paymentDetails).toEqual({ bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ada Lovelace' });
  });

  it('posting a sell ad larger than the free balance is refused with the amount needed', async () => {
    const big = await call(app, 'payP2pAdCreate', {
      token: ada,
      body: {
        requestId: 'ad-toolarge01',
        side: 'sell',
        asset: 'OSBT',
        fiat: 'NGN',
        price: 155_000,
        total: 50_001,
        minFiat: 100_000,
        maxFiat: 50_000_000,
        methods: ['bank_transfer'],
        timeLimitMin: 15,
        payment: { bank_transfer: ADA_BANK },
      },
    });
    expect(big.status).toBe(422);
    expect(big.body).toMatchObject({
      code: 'p2p.sellBalanceShort',
      params: { asset: 'OSBT', available: '50000', amount: '50001', needed: '1' },
    });
    expect(big.body.message).toBe('Your OSBT balance (50000 OSBT) does not cover the 50001 OSBT this ad locks: 1 OSBT more is needed');
    // A second ad cannot promise what the first one already holds.
    await adaSells({ total: 49_500 });
    const second = await call(app, 'payP2pAdCreate', {
      token: ada,
      body: {
        requestId: 'ad-second0001',
        side: 'sell',
        asset: 'OSBT',
        fiat: 'NGN',
        price: 155_000,
        total: 1_000,
        minFiat: 100_000,
        maxFiat: 50_000_000,
        methods: ['bank_transfer'],
        timeLimitMin: 15,
        payment: { bank_transfer: ADA_BANK },
      },
    });
    expect(second.body).toMatchObject({ code: 'p2p.sellBalanceShort', params: { available: '500', needed: '500' } });
    expect(osbt(USERS.ada.uid)).toBe(500);
  });

  it('refuses limits that do not fit, a sell ad above the balance, and another trader editing my ad', async () => {
    const create = (body: object) =>
      call(app, 'payP2pAdCreate', {
        token: ada,
        body: {
          requestId: 'ad-000000009',
          side: 'sell',
          asset: 'OSBT',
          fiat: 'NGN',
          price: 155_000,
          total: 1_000,
          minFiat: 100_000,
          maxFiat: 50_000_000,
          methods: ['bank_transfer'],
          timeLimitMin: 15,
          payment: { bank_transfer: ADA_BANK },
          ...body,
        },
      });
    expect((await create({ minFiat: 60_000_000 })).status).toBe(422);
    expect((await create({ total: 60_000 })).status).toBe(422);
    expect((await create({ minFiat: 200_000_000, maxFiat: 300_000_000 })).status).toBe(422);
    expect((await create({ methods: [] })).status).toBe(400);
    expect((await create({ timeLimitMin: 20 })).status).toBe(400);
    // A buy ad needs no balance.
    expect((await create({ side: 'buy', asset: 'USDT', total: 1_000_000_000 })).status).toBe(201);
    const id = await adaSells();
    expect((await call(app, 'payP2pAdUpdate', { token: ben, body: { id, status: 'paused' } })).status).toBe(404);
    expect((await call(app, 'payP2pAdDelete', { token: ben, body: { id } })).status).toBe(404);
    expect((await call(app, 'payP2pAdUpdate', { token: ada, body: { id } })).status).toBe(400);
  });
});

describe('pay/p2p orders', () => {
  it('a full trade: take → escrow, chat, paid, release → the buyer has the asset; feedback both ways', async () => {
    const nudge = vi.spyOn(app.realtime, 'send');
    const adId = await adaSells();
    const id = await benTakes(adId);
    expect(nudge).toHaveBeenCalledWith(USERS.ada.uid, 'i');
    const order = (await call(app, 'payP2pOrder', { token: ben, body: { id } })).body.data;
    expect(order).toMatchObject({
      role: 'buyer',
      status: 'pending',
      amount: 100,
      fiatAmount: 15_500_000,
      buyer: { userName: 'ben' },
      seller: { userName: 'ada' },
      terms: 'Own account only',
    });
    // Exactly what ada wrote on her ad (tidied: the spaces out of the number).
    expect(order.paymentDetails).toEqual({ bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ada Lovelace' });
    expect(order.expiresAt - order.createdAt).toBe(15 * MINUTE);
    // The order came out of the ad's hold: ada's own balance did not move again.
    expect(osbt(USERS.ada.uid)).toBe(49_000);
    expect(adHold(adId)).toBe(900);
    expect(app.ledger.balance(`escrow:p2p-${id}`, 'OSBT')).toBe(100);
    expect(await wallet(ada)).toEqual({ asset: 'OSBT', available: 49_000, held: 1_000 });
    expect((await call(app, 'payP2pAds', { token: ada })).body.data[0].available).toBe(900);

    expect(
      (await call(app, 'payP2pOrderMessage', { token: ben, body: { id, requestId: 'msg-00000001', text: 'Paying now' } })).status,
    ).toBe(201);
    expect((await call(app, 'payP2pOrderRelease', { token: ada, body: { id } })).status).toBe(409);
    expect((await call(app, 'payP2pOrderPaid', { token: ada, body: { id } })).status).toBe(409);
    const paid = await call(app, 'payP2pOrderPaid', { token: ben, body: { id } });
    expect(paid.body.data).toMatchObject({ status: 'paid', disputeAfter: paid.body.data.paidAt + 10 * MINUTE });
    const released = await call(app, 'payP2pOrderRelease', { token: ada, body: { id } });
    expect(released.body.data).toMatchObject({ role: 'seller', status: 'completed' });
    expect(osbt(USERS.ben.uid)).toBe(50_100);
    expect(osbt(USERS.ada.uid)).toBe(49_000);
    expect(await wallet(ada)).toEqual({ asset: 'OSBT', available: 49_000, held: 900 });
    expect((await call(app, 'payP2pOrderRelease', { token: ada, body: { id } })).status).toBe(200);
    expect(osbt(USERS.ben.uid)).toBe(50_100);

    const chat = (await call(app, 'payP2pOrderMessages', { token: ada, body: { id } })).body.data;
    expect(chat.map((m: { kind: string; text: string }) => `${m.kind}:${m.text}`)).toEqual([
      'system:created',
      'user:Paying now',
      'system:paid',
      'system:released',
    ]);
    const fb = await call(app, 'payP2pOrderFeedback', { token: ben, body: { id, rating: 'positive', comment: 'Quick' } });
    expect(fb.body.data.feedback).toEqual({ given: { rating: 'positive', comment: 'Quick' }, received: null });
    expect((await call(app, 'payP2pOrderFeedback', { token: ben, body: { id, rating: 'negative' } })).status).toBe(409);
    expect((await call(app, 'payP2pOrder', { token: ada, body: { id } })).body.data.feedback.received).toEqual({
      rating: 'positive',
      comment: 'Quick',
    });
    expect((await call(app, 'payActivity', { token: ben, body: { types: ['p2p_buy'] } })).body.data.items[0]).toMatchObject({
      status: 'completed',
      amount: 100,
      counterAsset: 'NGN',
      counterAmount: 15_500_000,
    });
    app.ledger.verify();
  });

  it('an unpaid order expires with the clock and the escrow goes back', async () => {
    const adId = await adaSells();
    const id = await benTakes(adId);
    app.clock.advance(15 * MINUTE);
    const order = await call(app, 'payP2pOrder', { token: ben, body: { id } });
    expect(order.body.data).toMatchObject({ status: 'expired' });
    // Back into the live ad's hold: for sale again, not loose in ada's balance.
    expect(osbt(USERS.ada.uid)).toBe(49_000);
    expect(adHold(adId)).toBe(1_000);
    expect((await call(app, 'payP2pAds', { token: ada })).body.data[0].available).toBe(1_000);
    expect((await call(app, 'payP2pOrderPaid', { token: ben, body: { id } })).status).toBe(409);
    expect((await call(app, 'payP2pOrders', { token: ben, body: { state: 'closed' } })).body.data[0]).toMatchObject({
      id,
      status: 'expired',
    });
  });

  it('the buyer cancels an unpaid order; only the buyer can', async () => {
    const id = await benTakes(await adaSells());
    expect((await call(app, 'payP2pOrderCancel', { token: ada, body: { id } })).status).toBe(409);
    expect((await call(app, 'payP2pOrderCancel', { token: ben, body: { id } })).body.data.status).toBe('cancelled');
    expect(osbt(USERS.ada.uid)).toBe(49_000);
    expect(
      (await call(app, 'payP2pOrders', { token: ben, body: { state: 'open' } })).body.data.some((o: { id: string }) => o.id === id),
    ).toBe(false);
  });

  it('the buyer can still cancel after marking paid; the seller still cannot; the escrow goes back', async () => {
    const paidId = await benTakes(await adaSells());
    await call(app, 'payP2pOrderPaid', { token: ben, body: { id: paidId } });
    expect((await call(app, 'payP2pOrderCancel', { token: ada, body: { id: paidId } })).status).toBe(409);
    expect((await call(app, 'payP2pOrderCancel', { token: ben, body: { id: paidId } })).body.data.status).toBe('cancelled');
    expect(osbt(USERS.ada.uid)).toBe(49_000);
    expect(app.ledger.balance(`escrow:p2p-${paidId}`, 'OSBT')).toBe(0);
    app.ledger.verify();
  });

  it('the buyer cancelling a disputed order ends the dispute: the escrow goes back, the order stays closed', async () => {
    const disputedId = await benTakes(await adaSells());
    await call(app, 'payP2pOrderPaid', { token: ben, body: { id: disputedId } });
    app.clock.advance(10 * MINUTE);
    expect(
      (await call(app, 'payP2pOrderDispute', { token: ada, body: { id: disputedId, reason: 'No payment arrived in my account' } })).body,
    ).toMatchObject({ data: { status: 'disputed' } });
    const cancelled = await call(app, 'payP2pOrderCancel', { token: ben, body: { id: disputedId } });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', role: 'buyer' });
    expect(osbt(USERS.ada.uid)).toBe(49_000);
    expect(osbt(USERS.ben.uid)).toBe(50_000);
    // Closed for good: no release, no second dispute; cancelling again answers it unchanged.
    expect((await call(app, 'payP2pOrderRelease', { token: ada, body: { id: disputedId } })).status).toBe(409);
    expect((await call(app, 'payP2pOrderCancel', { token: ben, body: { id: disputedId } })).body.data.status).toBe('cancelled');
    const chat = (await call(app, 'payP2pOrderMessages', { token: ada, body: { id: disputedId } })).body.data;
    expect(chat.map((m: { kind: string; text: string }) => `${m.kind}:${m.text}`)).toEqual([
      'system:created',
      'system:paid',
      'system:disputed',
      'system:cancelled',
    ]);
    app.ledger.verify();
  });

  it('a dispute opens only after the wait; the seller can still release a disputed order', async () => {
    const id = await benTakes(await adaSells());
    const reason = 'I paid but nothing happened';
    expect((await call(app, 'payP2pOrderDispute', { token: ben, body: { id, reason } })).status).toBe(409);
    await call(app, 'payP2pOrderPaid', { token: ben, body: { id } });
    app.clock.advance(9 * MINUTE);
    const early = await call(app, 'payP2pOrderDispute', { token: ben, body: { id, reason } });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A dispute can be opened 1 minute from now: give the other side time to check');
    expect(early.body).toMatchObject({ code: 'p2p.disputeInOneMinute' });
    app.clock.advance(MINUTE);
    expect((await call(app, 'payP2pOrderDispute', { token: ben, body: { id, reason } })).body.data).toMatchObject({
      status: 'disputed',
      disputeReason: reason,
    });
    // A paid order never expires.
    app.clock.advance(60 * MINUTE);
    expect((await call(app, 'payP2pOrderRelease', { token: ada, body: { id } })).body.data.status).toBe('completed');
    expect((await call(app, 'payP2pOrderDispute', { token: ben, body: { id, reason: 'short' } })).status).toBe(400);
  });

  it("another user's order is a 404 with nothing leaked, for every order call", async () => {
    const id = await benTakes(await adaSells());
    const calls: Array<[string, object]> = [
      ['payP2pOrder', { id }],
      ['payP2pOrderPaid', { id }],
      ['payP2pOrderRelease', { id }],
      ['payP2pOrderCancel', { id }],
      ['payP2pOrderDispute', { id, reason: 'Let me in, please' }],
      ['payP2pOrderFeedback', { id, rating: 'negative' }],
      ['payP2pOrderMessages', { id }],
      ['payP2pOrderMessage', { id, requestId: 'msg-stranger1', text: 'hi' }],
    ];
    for (const [operationId, body] of calls) {
      const res = await call(app, operationId, { token: chidi, body });
      expect(res.status, operationId).toBe(404);
      expect(res.body, operationId).toEqual({ status: 'error', code: 'p2p.orderNotFound', message: 'Order not found', data: null });
    }
    expect((await call(app, 'payP2pOrders', { token: chidi })).body.data).toEqual([]);
    expect(osbt(USERS.ada.uid)).toBe(49_000);
  });

  it('refuses taking my own ad, a method the ad lacks and amounts outside the limits; spending elsewhere cannot break the ad', async () => {
    const adId = await adaSells();
    const take = (token: string, body: object) =>
      call(app, 'payP2pOrderCreate', {
        token,
        body: { requestId: 'order-refused', adId, fiatAmount: 15_500_000, method: 'bank_transfer', ...body },
      });
    expect((await take(ada, {})).status).toBe(422);
    expect((await take(ben, { method: 'wise' })).status).toBe(422);
    expect((await take(ben, { fiatAmount: 99_999 })).status).toBe(422);
    expect((await take(ben, { fiatAmount: 50_000_001 })).status).toBe(422);
    expect((await take(ben, { adId: 'ad99999999' })).status).toBe(404);
    // ada cannot spend what her ad holds, and spending the rest elsewhere leaves the ad whole: the order goes through.
    const drain = await call(app, 'paySend', {
      token: ada,
      body: { requestId: 'send-drain001', asset: 'OSBT', amount: 49_001, userName: 'chidi' },
    });
    expect(drain.body).toMatchObject({ code: 'pay.balanceTooLow' });
    const spent = await call(app, 'paySend', {
      token: ada,
      body: { requestId: 'send-drain002', asset: 'OSBT', amount: 48_000, userName: 'chidi' },
    });
    expect(spent.body).toMatchObject({ code: 'pay.sent' });
    const left = osbt(USERS.ada.uid);
    expect((await take(ben, { requestId: 'order-short01' })).status).toBe(201);
    expect(osbt(USERS.ada.uid)).toBe(left);
  });

  it('taking a buy ad locks the taker (the seller) in escrow', async () => {
    const offers = (await call(app, 'payP2pOffers', { token: ada, body: { side: 'sell', asset: 'OSBT', fiat: 'NGN' } })).body.data;
    const bola = offers[0];
    expect(bola.owner.userName).toBe('bola');
    const { status, body } = await call(app, 'payP2pOrderCreate', {
      token: ada,
      body: { requestId: 'order-sell001', adId: bola.id, fiatAmount: 1_540_000, method: 'bank_transfer', payment: ADA_BANK },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ role: 'seller', amount: 10, seller: { userName: 'ada' }, buyer: { userName: 'bola' } });
    expect(osbt(USERS.ada.uid)).toBe(49_990);
  });
});
