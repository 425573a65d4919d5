// Market returns: a delivered order can be returned within 14 days on the mock's clock — the sellers refund the
// total through the ledger, the stock comes back, the status history says when — and is refused after, or before
// delivery, or once cancelled, each with its reason.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DELIVER_AFTER_MS, RETURN_WINDOW_MS } from '../src/store/market.ts';
import { call, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
useTestApp(['ada'], { ready: (t) => ({ app, ada } = t) });

/** Noise-cancelling headphones: 129 OSBT, 14 in stock, sold by ben. */
const HEADPHONES = 'pr00000001';
const osbt = (uid: string): number => app.ledger.balance(`user:${uid}`, 'OSBT');
const stock = async () => (await call(app, 'marketProduct', { token: ada, body: { id: HEADPHONES } })).body.data.stock as number;
const giveBack = (id: string) => call(app, 'marketOrderReturn', { token: ada, body: { id } });

/** ada buys two headphones from ben; answers the order id. */
async function adaBuys(requestId: string): Promise<string> {
  await call(app, 'marketCartSet', { token: ada, body: { productId: HEADPHONES, quantity: 2 } });
  const book = (await call(app, 'accountAddresses', { token: ada })).body.data as { id: string }[];
  const placed = await call(app, 'marketCheckout', { token: ada, body: { requestId, addressId: book[0]!.id } });
  expect(placed.status).toBe(201);
  return placed.body.data.id as string;
}

describe('market/orders/return', () => {
  it('within 14 days of delivery: ben refunds the 258 OSBT through the ledger and the stock comes back', async () => {
    const benBefore = osbt(USERS.ben.uid);
    const id = await adaBuys('return-0000000001');
    app.clock.advance(DELIVER_AFTER_MS);
    const delivered = (await call(app, 'marketOrder', { token: ada, body: { id } })).body.data;
    expect(delivered).toMatchObject({ status: 'delivered', returnable: true, returnableUntil: delivered.deliveredAt + RETURN_WINDOW_MS });
    expect(osbt(USERS.ada.uid)).toBe(50_000 - 258);
    expect(osbt(USERS.ben.uid)).toBe(benBefore + 258);
    expect(await stock()).toBe(12);

    app.clock.advance(RETURN_WINDOW_MS - 60_000);
    const returned = await giveBack(id);
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ code: 'market.orderReturned', message: 'Order returned' });
    expect(returned.body.data).toMatchObject({
      status: 'returned',
      returnable: false,
      returnableUntil: null,
      deliveredAt: delivered.deliveredAt,
    });
    expect(returned.body.data.returnedAt).toBe(app.clock.now());
    expect(osbt(USERS.ada.uid)).toBe(50_000);
    expect(osbt(USERS.ben.uid)).toBe(benBefore);
    expect(await stock()).toBe(14);
    app.ledger.verify();

    // Returning again answers it unchanged: the refund does not repeat.
    expect((await giveBack(id)).body.data.status).toBe('returned');
    expect(osbt(USERS.ada.uid)).toBe(50_000);
    expect(osbt(USERS.ben.uid)).toBe(benBefore);
    // A returned order was not kept: it gives no review.
    expect((await call(app, 'marketReviews', { token: ada, body: { id: HEADPHONES } })).body.data.canReview).toBe(false);
  });

  it('is refused after 14 days, before delivery and once cancelled, with the reason, and nothing moves', async () => {
    const id = await adaBuys('return-0000000002');
    const early = await giveBack(id);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'market.notDeliveredYet' });

    app.clock.advance(DELIVER_AFTER_MS + RETURN_WINDOW_MS);
    const late = await giveBack(id);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'market.returnWindowClosed',
      params: { days: 14 },
      message: 'The 14 days to return this order have passed',
    });
    expect((await call(app, 'marketOrder', { token: ada, body: { id } })).body.data).toMatchObject({
      status: 'delivered',
      returnable: false,
    });
    expect(osbt(USERS.ada.uid)).toBe(50_000 - 258);
    expect(await stock()).toBe(12);

    const cancelled = await adaBuys('return-0000000003');
    await call(app, 'marketOrderCancel', { token: ada, body: { id: cancelled } });
    expect((await giveBack(cancelled)).body).toMatchObject({ code: 'market.orderCancelledNoReturn' });
    expect((await giveBack('mo99999999')).status).toBe(404);
    app.ledger.verify();
  });
});
