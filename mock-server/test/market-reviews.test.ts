// Market reviews: a product's stars and count are computed from its reviews (the seed's stand on seeded delivered
// orders); a buyer may review a product once its order was delivered, once, with 1-5 stars and a text.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DELIVER_AFTER_MS } from '../src/store/market.ts';
import { call } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
let eve: string;
useTestApp(['ada', 'ben', 'eve'], { ready: (t) => ({ app, ada, ben, eve } = t) });

/** Noise-cancelling headphones: 129 OSBT, sold by ben. */
const HEADPHONES = 'pr00000001';

const reviews = async (token: string, id = HEADPHONES) => (await call(app, 'marketReviews', { token, body: { id } })).body.data;
const review = (token: string, body: { productId: string; stars: number; text: string }) =>
  call(app, 'marketReviewCreate', { token, body });

/** eve buys one pair of headphones, delivered to her default address. */
async function eveBuysHeadphones(): Promise<string> {
  await call(app, 'marketCartSet', { token: eve, body: { productId: HEADPHONES, quantity: 1 } });
  const book = (await call(app, 'accountAddresses', { token: eve })).body.data as { id: string }[];
  const addressId =
    book[0]?.id ??
    (
      await call(app, 'accountAddressSave', {
        token: eve,
        body: {
          label: 'Home',
          name: 'Eve Doe',
          line1: '1 Main Street',
          city: 'Springfield',
          postalCode: '12345',
          country: 'US',
          phone: '+15555550100',
        },
      })
    ).body.data[0].id;
  const placed = await call(app, 'marketCheckout', { token: eve, body: { requestId: 'review-checkout-0001', addressId } });
  expect(placed.status).toBe(201);
  return placed.body.data.id as string;
}

describe('market/reviews', () => {
  it('every seeded rating is computed from seeded reviews, each behind a delivered order of its author', async () => {
    const page = (await call(app, 'marketProducts', { token: ada, body: {} })).body.data;
    let withReviews = 0;
    for (const item of page.items as { id: string; rating: number; ratingCount: number }[]) {
      const list = await reviews(ada, item.id);
      expect(item.ratingCount).toBe(list.items.length);
      if (list.items.length === 0) {
        expect(item.rating).toBe(0);
        continue;
      }
      withReviews += 1;
      const stars = (list.items as { stars: number }[]).map((r) => r.stars);
      expect(item.rating).toBe(Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10);
      for (const r of list.items as { author: { uid: string } }[]) {
        const orders = app.market.repo.orders(r.author.uid);
        expect(orders.some((o) => o.status === 'delivered' && o.lines.some((l) => l.productId === item.id))).toBe(true);
      }
    }
    // Some products have reviews and some have none ("no reviews yet").
    expect(withReviews).toBeGreaterThan(0);
    expect(withReviews).toBeLessThan(page.items.length);
  });

  it('a buyer reviews once the order is delivered, once; the rating and count follow', async () => {
    const before = await reviews(eve);
    expect(before.canReview).toBe(false);
    // Not bought: refused with the reason.
    const early = await review(eve, { productId: HEADPHONES, stars: 5, text: 'Lovely.' });
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({ code: 'market.reviewNotDelivered' });

    await eveBuysHeadphones();
    // Placed, not delivered yet: still refused.
    expect((await review(eve, { productId: HEADPHONES, stars: 5, text: 'Lovely.' })).body.code).toBe('market.reviewNotDelivered');
    app.clock.advance(DELIVER_AFTER_MS);
    expect((await reviews(eve)).canReview).toBe(true);

    // Blank words are refused; too many characters and stars out of 1-5 are malformed.
    const blank = await review(eve, { productId: HEADPHONES, stars: 5, text: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ code: 'market.reviewTextEmpty' });
    expect((await review(eve, { productId: HEADPHONES, stars: 6, text: 'Great' })).status).toBe(400);
    expect((await review(eve, { productId: HEADPHONES, stars: 0, text: 'Great' })).status).toBe(400);
    expect((await review(eve, { productId: HEADPHONES, stars: 5, text: 'x'.repeat(1001) })).status).toBe(400);

    const created = await review(eve, { productId: HEADPHONES, stars: 2, text: '  Too tight after an hour.  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'market.reviewed', message: 'Thanks for your review' });
    expect(created.body.data).toMatchObject({
      productId: HEADPHONES,
      stars: 2,
      text: 'Too tight after an hour.',
      author: { userName: 'eve' },
    });

    const after = await reviews(ada);
    expect(after.items[0]).toMatchObject({ text: 'Too tight after an hour.', stars: 2 });
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    const stars = (after.items as { stars: number }[]).map((r) => r.stars);
    expect(after.rating).toBe(Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10);
    const product = (await call(app, 'marketProduct', { token: ben, body: { id: HEADPHONES } })).body.data;
    expect(product).toMatchObject({ rating: after.rating, ratingCount: after.ratingCount });

    // Once only.
    expect((await reviews(eve)).canReview).toBe(false);
    const again = await review(eve, { productId: HEADPHONES, stars: 5, text: 'Changed my mind.' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'market.alreadyReviewed' });
  });

  it('a cancelled order was never delivered, so it gives no review; an unknown product is 404', async () => {
    const id = await eveBuysHeadphones();
    expect((await call(app, 'marketOrderCancel', { token: eve, body: { id } })).status).toBe(200);
    app.clock.advance(DELIVER_AFTER_MS);
    expect((await reviews(eve)).canReview).toBe(false);
    expect((await review(eve, { productId: HEADPHONES, stars: 4, text: 'Fine' })).status).toBe(422);
    expect((await call(app, 'marketReviews', { token: eve, body: { id: 'pr99999999' } })).status).toBe(404);
    expect((await review(eve, { productId: 'pr99999999', stars: 4, text: 'Fine' })).status).toBe(404);
  });
});
