// Tag pay: gift cards — buy (value leaves the balance into escrow), list with codes, redeem once, cancel an unredeemed
// card (value back), lockout.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { GIFT_CARD_MAX_FAILURES_PER_DAY } from '../src/store/pay-gift-cards.ts';
import { call, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
let chidi: string;
useTestApp(['ada', 'ben', 'chidi'], { ready: (t) => ({ app, ada, ben, chidi } = t) });

const osbt = (uid: string): number => app.ledger.balance(`user:${uid}`, 'OSBT');
const DAY = 24 * 60 * 60 * 1000;

async function buy(amount = 500): Promise<{ id: string; code: string }> {
  const { status, body } = await call(app, 'payGiftCardBuy', {
    token: ada,
    body: { requestId: `gift-${amount}-0001`, asset: 'OSBT', amount, message: 'Happy birthday!' },
  });
  expect(status).toBe(201);
  return body.data;
}

describe('pay/gift-card', () => {
  it('buying takes the value from the balance into escrow and answers a code', async () => {
    const card = await buy();
    expect(card).toMatchObject({
      asset: 'OSBT',
      amount: 500,
      status: 'active',
      role: 'bought',
      buyer: { userName: 'ada' },
      redeemedBy: null,
    });
    expect(card.code).toMatch(/^OSB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(osbt(USERS.ada.uid)).toBe(49_500);
    expect(app.ledger.balance(`escrow:gift-${card.id}`, 'OSBT')).toBe(500);
    const mine = await call(app, 'payGiftCards', { token: ada });
    expect(mine.body.data[0]).toMatchObject({ id: card.id, code: card.code });
    expect((await call(app, 'payActivity', { token: ada, body: { types: ['gift_card_buy'] } })).body.data.items[0]).toMatchObject({
      amount: 500,
      ref: card.id,
    });
    // Another user does not see it.
    expect((await call(app, 'payGiftCards', { token: chidi })).body.data).toEqual([]);
  });

  it('redeems once: the value reaches the redeemer; a second redeem is refused', async () => {
    const card = await buy();
    const redeemed = await call(app, 'payGiftCardRedeem', { token: ben, body: { requestId: 'redeem-0000001', code: card.code } });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.data).toMatchObject({ status: 'redeemed', role: 'redeemed', redeemedBy: { userName: 'ben' } });
    expect(osbt(USERS.ben.uid)).toBe(50_500);
    expect((await call(app, 'payGiftCardRedeem', { token: ben, body: { requestId: 'redeem-0000001', code: card.code } })).status).toBe(200);
    expect(osbt(USERS.ben.uid)).toBe(50_500);
    const again = await call(app, 'payGiftCardRedeem', { token: chidi, body: { requestId: 'redeem-0000002', code: card.code } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This gift card was already redeemed');
    expect(again.body).toMatchObject({ code: 'gift.alreadyRedeemed' });
    expect((await call(app, 'payGiftCards', { token: ada })).body.data[0]).toMatchObject({
      status: 'redeemed',
      redeemedBy: { userName: 'ben' },
    });
    expect((await call(app, 'payGiftCards', { token: ben })).body.data.map((c: { role: string }) => c.role)).toContain('redeemed');
    app.ledger.verify();
  });

  it('wrong codes are refused; after 5 failed tries in a day even a right code waits for tomorrow', async () => {
    const card = await buy();
    for (let i = 0; i < 5; i++) {
      const wrong = await call(app, 'payGiftCardRedeem', {
        token: ben,
        body: { requestId: `redeem-wrong-${i}`, code: 'OSB-AAAA-BBBB-CCCC' },
      });
      expect(wrong.status).toBe(404);
    }
    const locked = await call(app, 'payGiftCardRedeem', { token: ben, body: { requestId: 'redeem-right-1', code: card.code } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many wrong gift card codes today. Try again tomorrow.');
    expect(locked.body).toMatchObject({ code: 'gift.tooManyTries' });
    // Another user is not locked out.
    expect(
      (await call(app, 'payGiftCardRedeem', { token: chidi, body: { requestId: 'redeem-wrong-x', code: 'OSB-AAAA-BBBB-CCCC' } })).status,
    ).toBe(404);
    app.clock.advance(DAY);
    expect((await call(app, 'payGiftCardRedeem', { token: ben, body: { requestId: 'redeem-right-2', code: card.code } })).status).toBe(200);
  });

  it('only wrong codes count towards the lockout: someone who lost races for used or cancelled codes may still redeem', async () => {
    const taken = await buy(300);
    expect((await call(app, 'payGiftCardRedeem', { token: chidi, body: { requestId: 'redeem-race-won', code: taken.code } })).status).toBe(
      200,
    );
    const { status: bought, body: cancelledCard } = await call(app, 'payGiftCardBuy', {
      token: ada,
      body: { requestId: 'gift-cancel-race', asset: 'OSBT', amount: 200 },
    });
    expect(bought).toBe(201);
    expect((await call(app, 'payGiftCardCancel', { token: ada, body: { id: cancelledCard.data.id } })).status).toBe(200);
    // Six refusals for real codes (more than the 5 a day allowed for wrong ones), then 4 wrong codes.
    for (let i = 0; i < 3; i++) {
      const lost = await call(app, 'payGiftCardRedeem', { token: ben, body: { requestId: `redeem-race-lost-${i}`, code: taken.code } });
      expect(lost.body).toMatchObject({ code: 'gift.alreadyRedeemed' });
      const gone = await call(app, 'payGiftCardRedeem', {
        token: ben,
        body: { requestId: `redeem-race-cancel-${i}`, code: cancelledCard.data.code },
      });
      expect(gone.body).toMatchObject({ code: 'gift.cancelledByBuyer' });
    }
    for (let i = 0; i < GIFT_CARD_MAX_FAILURES_PER_DAY - 1; i++) {
      const wrong = await call(app, 'payGiftCardRedeem', {
        token: ben,
        body: { requestId: `redeem-typo-${i}`, code: 'OSB-AAAA-BBBB-CCCC' },
      });
      expect(wrong.status).toBe(404);
    }
    const card = await buy();
    expect(
      (await call(app, 'payGiftCardRedeem', { token: ben, body: { requestId: 'redeem-still-allowed', code: card.code } })).status,
    ).toBe(200);
    // The fifth wrong code locks.
    expect(
      (await call(app, 'payGiftCardRedeem', { token: ben, body: { requestId: 'redeem-typo-last', code: 'OSB-AAAA-BBBB-CCCD' } })).status,
    ).toBe(404);
    const locked = await call(app, 'payGiftCardRedeem', { token: ben, body: { requestId: 'redeem-after-lock', code: taken.code } });
    expect(locked.status).toBe(429);
  });

  it('the buyer cancels a card nobody redeemed: the value comes back, the purchase shows cancelled, the code stops working', async () => {
    const card = await buy();
    expect(osbt(USERS.ada.uid)).toBe(49_500);
    // Not ben's to cancel: his view of it is a card that does not exist.
    const theirs = await call(app, 'payGiftCardCancel', { token: ben, body: { id: card.id } });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Gift card not found');
    const cancelled = await call(app, 'payGiftCardCancel', { token: ada, body: { id: card.id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      message: 'Gift card cancelled',
      data: { id: card.id, status: 'cancelled', role: 'bought', redeemedBy: null },
    });
    expect(osbt(USERS.ada.uid)).toBe(50_000);
    expect(app.ledger.balance(`escrow:gift-${card.id}`, 'OSBT')).toBe(0);
    expect((await call(app, 'payActivity', { token: ada, body: { types: ['gift_card_buy'] } })).body.data.items[0]).toMatchObject({
      ref: card.id,
      status: 'cancelled',
    });
    expect((await call(app, 'payGiftCards', { token: ada })).body.data[0]).toMatchObject({ id: card.id, status: 'cancelled' });
    // Cancelling again answers it unchanged; the code is now a failed try.
    expect((await call(app, 'payGiftCardCancel', { token: ada, body: { id: card.id } })).body.data.status).toBe('cancelled');
    expect(osbt(USERS.ada.uid)).toBe(50_000);
    const late = await call(app, 'payGiftCardRedeem', { token: ben, body: { requestId: 'redeem-late-01', code: card.code } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This gift card was cancelled by the person who bought it');
    expect(late.body).toMatchObject({ code: 'gift.cancelledByBuyer' });
    expect(osbt(USERS.ben.uid)).toBe(50_000);
    app.ledger.verify();
  });

  it('a redeemed card can no longer be cancelled; unknown ids are 404 and malformed ones 400', async () => {
    const card = await buy();
    await call(app, 'payGiftCardRedeem', { token: ben, body: { requestId: 'redeem-0000003', code: card.code } });
    const late = await call(app, 'payGiftCardCancel', { token: ada, body: { id: card.id } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This gift card was already redeemed: it can no longer be cancelled');
    expect(late.body).toMatchObject({ code: 'gift.redeemedNotCancellable' });
    expect(osbt(USERS.ada.uid)).toBe(49_500);
    expect(osbt(USERS.ben.uid)).toBe(50_500);
    expect((await call(app, 'payGiftCardCancel', { token: ada, body: { id: 'gc99999999' } })).status).toBe(404);
    expect((await call(app, 'payGiftCardCancel', { token: ada, body: { id: 'nope' } })).status).toBe(400);
    expect((await call(app, 'payGiftCardCancel', { token: ada, body: {} })).status).toBe(400);
  });

  it('refuses amounts outside the limits, more than the balance and malformed codes', async () => {
    const buyWith = (body: object) =>
      call(app, 'payGiftCardBuy', { token: ada, body: { requestId: 'gift-refused-1', asset: 'OSBT', amount: 500, ...body } });
    expect((await buyWith({ amount: 2_001 })).status).toBe(422);
    expect((await buyWith({ asset: 'USD', amount: 50 })).body.message).toBe('A gift card is worth at least 1.00 USD');
    expect((await buyWith({ asset: 'USD', amount: 5_000 })).status).toBe(422);
    expect(
      (await call(app, 'payGiftCardRedeem', { token: ben, body: { requestId: 'redeem-bad-01', code: 'osb-aaaa-bbbb-cccc' } })).status,
    ).toBe(400);
    expect(
      (await call(app, 'payGiftCardRedeem', { token: ben, body: { requestId: 'redeem-bad-02', code: 'OSB-IIII-LLLL-OOOO' } })).status,
    ).toBe(400);
    expect(osbt(USERS.ada.uid)).toBe(50_000);
  });
});
