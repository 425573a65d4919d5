// Tag market: shelves, search, paging, saved, the cart and checkout's rules (stock, own product, balance,
// idempotency, all or nothing), orders over the mock's clock (ship, deliver and pay the sellers) and cancel.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { BURN } from '../src/plugins/ledger.ts';
import { DELIVER_AFTER_MS, MARKET_PAGE_SIZE, SHIP_AFTER_MS, TRENDING_WINDOW_MS } from '../src/store/market.ts';
import { call, signIn, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
let eve: string;
useTestApp(['ada', 'ben', 'eve'], { ready: (t) => ({ app, ada, ben, eve } = t) });

const osbt = (uid: string): number => app.ledger.balance(`user:${uid}`, 'OSBT');
/** Noise-cancelling headphones: 129 OSBT, 14 in stock, sold by ben. */
const HEADPHONES = 'pr00000001';
/** Portable Bluetooth speaker: the last one in stock, sold by fela. */
const SPEAKER = 'pr00000008';
/** E-reader: sold by ada. */
const ADAS_EREADER = 'pr00000009';
/** USB-C hub: out of stock. */
const SOLD_OUT_HUB = 'pr00000010';

const setCart = (token: string, productId: string, quantity: number) =>
  call(app, 'marketCartSet', { token, body: { productId, quantity } });
const HOME = {
  label: 'Home',
  name: 'Eve Doe',
  line1: '1 Main Street',
  city: 'Springfield',
  postalCode: '12345',
  country: 'US',
  phone: '+15555550100',
};
/** The token's default address, one added first if the book is empty (checkout needs one). */
const addressOf = async (token: string): Promise<string> => {
  const book = (await call(app, 'accountAddresses', { token })).body.data as { id: string }[];
  return book[0]?.id ?? (await call(app, 'accountAddressSave', { token, body: HOME })).body.data[0].id;
};
const checkout = async (token: string, requestId = 'checkout-00000001') =>
  call(app, 'marketCheckout', { token, body: { requestId, addressId: await addressOf(token) } });
const product = async (id: string) => (await call(app, 'marketProduct', { token: ada, body: { id } })).body.data;

describe('market/products', () => {
  it('lists a category newest first, 12 to a page, with a cursor to the next page', async () => {
    const first = await call(app, 'marketProducts', { token: ada, body: { shelf: 'electronics' } });
    expect(first.status).toBe(200);
    // Every category holds more than a page, so "Show more" is reached with the seed.
    expect(first.body.data.total).toBe(14);
    expect(first.body.data.items).toHaveLength(MARKET_PAGE_SIZE);
    expect(first.body.data.items.every((p: { category: string }) => p.category === 'electronics')).toBe(true);
    expect(first.body.data.nextCursor).toBe('12');
    for (const shelf of ['foods', 'clothings', 'others'] as const) {
      expect((await call(app, 'marketProducts', { token: ada, body: { shelf } })).body.data.total).toBeGreaterThan(MARKET_PAGE_SIZE);
    }
    const rest = await call(app, 'marketProducts', { token: ada, body: { shelf: 'electronics', cursor: '12' } });
    expect(rest.body.data.items).toHaveLength(2);
    expect(rest.body.data.nextCursor).toBeNull();
    const all = await call(app, 'marketProducts', { token: ada, body: {} });
    expect(all.body.data.items).toHaveLength(MARKET_PAGE_SIZE);
    const next = await call(app, 'marketProducts', { token: ada, body: { cursor: all.body.data.nextCursor } });
    expect(next.body.data.items[0].id).not.toBe(all.body.data.items[0].id);
    expect(first.body.rates?.NGN).toBe(1550);
  });

  it('searches titles, descriptions and sellers, every word must match', async () => {
    const found = await call(app, 'marketProducts', { token: ada, body: { query: 'COFFEE beans' } });
    expect(found.body.data.items.map((p: { title: string }) => p.title)).toEqual(['Single-origin coffee beans, 1 kg']);
    expect((await call(app, 'marketProducts', { token: ada, body: { shelf: 'foods', query: 'headphones' } })).body.data.total).toBe(0);
  });

  it('trending is the most ordered in the last 7 days; featured are the picks', async () => {
    const trending = (await call(app, 'marketProducts', { token: ada, body: { shelf: 'trending' } })).body.data.items;
    expect(trending[0].title).toBe('Jollof spice mix');
    const featured = (await call(app, 'marketProducts', { token: ada, body: { shelf: 'featured' } })).body.data.items;
    expect(featured.every((p: { featured: boolean }) => p.featured)).toBe(true);
    // New orders count: 14 headphones ordered today put them on top.
    app.ledger.mint('test-grant-0001', `user:${USERS.eve.uid}`, 'OSBT', 10_000);
    await setCart(eve, HEADPHONES, 14);
    expect((await checkout(eve)).status).toBe(201);
    expect((await call(app, 'marketProducts', { token: ada, body: { shelf: 'trending' } })).body.data.items[0].id).toBe(HEADPHONES);
    // After the window, the seeded week no longer counts.
    app.clock.advance(TRENDING_WINDOW_MS);
    expect((await call(app, 'marketProducts', { token: ada, body: { shelf: 'trending' } })).body.data.total).toBe(0);
  });

  it('an unknown product is 404; a malformed id 400', async () => {
    expect((await call(app, 'marketProduct', { token: ada, body: { id: 'pr99999999' } })).status).toBe(404);
    expect((await call(app, 'marketProduct', { token: ada, body: { id: 'nope' } })).status).toBe(400);
    expect((await call(app, 'marketProducts', { body: {} })).status).toBe(401);
  });

  it('serves a picture per product', async () => {
    const res = await app.inject({ method: 'GET', url: `/cdn/p/${HEADPHONES}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('Noise-cancelling headphones');
    expect((await app.inject({ method: 'GET', url: '/cdn/p/pr99999999.svg' })).statusCode).toBe(404);
  });

  it('gives each product a gallery of distinct pictures, and each product different ones', async () => {
    const { images } = await product(HEADPHONES);
    expect(images).toEqual([`p/${HEADPHONES}.svg`, `p/${HEADPHONES}-2.svg`, `p/${HEADPHONES}-3.svg`]);
    const bodies = await Promise.all(
      (images as string[]).map(async (image) => (await app.inject({ method: 'GET', url: `/cdn/${image}` })).body),
    );
    expect(new Set(bodies).size).toBe(3);
    const other = (await app.inject({ method: 'GET', url: `/cdn/p/${SPEAKER}-2.svg` })).body;
    expect(bodies).not.toContain(other);
    // The same picture every time (generated, not random).
    expect((await app.inject({ method: 'GET', url: `/cdn/p/${HEADPHONES}-2.svg` })).body).toBe(bodies[1]);
    expect((await app.inject({ method: 'GET', url: `/cdn/p/${HEADPHONES}-4.svg` })).statusCode).toBe(404);
  });
});

describe('market/saved', () => {
  it('saves and unsaves, newest saved first, per user', async () => {
    expect((await call(app, 'marketSavedSet', { token: ada, body: { productId: HEADPHONES, saved: true } })).body.data.saved).toBe(true);
    await call(app, 'marketSavedSet', { token: ada, body: { productId: SPEAKER, saved: true } });
    await call(app, 'marketSavedSet', { token: ada, body: { productId: SPEAKER, saved: true } });
    expect((await call(app, 'marketSaved', { token: ada })).body.data.map((p: { id: string }) => p.id)).toEqual([SPEAKER, HEADPHONES]);
    expect((await product(HEADPHONES)).saved).toBe(true);
    expect((await call(app, 'marketSaved', { token: ben })).body.data).toEqual([]);
    const removed = await call(app, 'marketSavedSet', { token: ada, body: { productId: HEADPHONES, saved: false } });
    expect(removed.body.message).toBe('Removed from saved');
    expect((await call(app, 'marketSaved', { token: ada })).body.data.map((p: { id: string }) => p.id)).toEqual([SPEAKER]);
  });
});

describe('market/cart', () => {
  it('sets quantities, totals them and shows the balance; 0 removes a line', async () => {
    await setCart(ada, HEADPHONES, 2);
    const cart = (await setCart(ada, SPEAKER, 1)).body.data;
    expect(cart).toMatchObject({ count: 3, total: 2 * 129 + 45, balance: 50_000 });
    expect(cart.lines.map((l: { product: { id: string } }) => l.product.id)).toEqual([HEADPHONES, SPEAKER]);
    expect((await setCart(ada, HEADPHONES, 0)).body.data.lines).toHaveLength(1);
    expect((await call(app, 'marketCart', { token: ada })).body.data.total).toBe(45);
  });

  it('refuses my own product and more than the stock', async () => {
    const own = await setCart(ada, ADAS_EREADER, 1);
    expect(own.status).toBe(422);
    expect(own.body.message).toBe('You cannot buy your own product');
    const tooMany = await setCart(ada, SPEAKER, 2);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Only 1 of “Portable Bluetooth speaker” left in stock');
    expect(tooMany.body).toMatchObject({ code: 'market.lowStock', params: { stock: 1, title: 'Portable Bluetooth speaker' } });
    const soldOut = await setCart(ada, SOLD_OUT_HUB, 1);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.message).toBe('“USB-C hub, 7 in 1” is out of stock');
    expect(soldOut.body).toMatchObject({ code: 'market.outOfStock' });
    expect((await setCart(ada, HEADPHONES, 100)).status).toBe(400);
  });
});

describe('market/checkout', () => {
  it('moves the total into escrow, drops the stock and empties the cart; the sellers are paid on delivery', async () => {
    await setCart(ada, HEADPHONES, 2);
    const placed = await checkout(ada);
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({
      status: 'placed',
      total: 258,
      cancellable: true,
      lines: [{ productId: HEADPHONES, quantity: 2, subtotal: 258, seller: { userName: 'ben' } }],
    });
    expect(osbt(USERS.ada.uid)).toBe(50_000 - 258);
    expect(app.ledger.balance(`escrow:mkt-${placed.body.data.id}`, 'OSBT')).toBe(258);
    expect((await product(HEADPHONES)).stock).toBe(12);
    expect((await call(app, 'marketCart', { token: ada })).body.data.lines).toEqual([]);

    app.clock.advance(SHIP_AFTER_MS);
    expect((await call(app, 'marketOrder', { token: ada, body: { id: placed.body.data.id } })).body.data).toMatchObject({
      status: 'shipped',
      cancellable: false,
    });
    expect(osbt(USERS.ben.uid)).toBe(50_000);
    app.clock.advance(DELIVER_AFTER_MS - SHIP_AFTER_MS);
    const delivered = await call(app, 'marketOrders', { token: ada });
    expect(delivered.body.data[0]).toMatchObject({ status: 'delivered' });
    expect(delivered.body.data[0].deliveredAt).not.toBeNull();
    expect(osbt(USERS.ben.uid)).toBe(50_000 + 258);
    expect(app.ledger.balance(`escrow:mkt-${placed.body.data.id}`, 'OSBT')).toBe(0);
    app.ledger.verify();
  });

  it('is idempotent by request id: the same id answers the same order and moves nothing again', async () => {
    await setCart(ada, HEADPHONES, 1);
    const first = await checkout(ada, 'checkout-same-0001');
    const again = await checkout(ada, 'checkout-same-0001');
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(osbt(USERS.ada.uid)).toBe(50_000 - 129);
    expect((await call(app, 'marketOrders', { token: ada })).body.data).toHaveLength(1);
    // Another id with an empty cart is a new (refused) checkout.
    const empty = await checkout(ada, 'checkout-same-0002');
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Your cart is empty');
  });

  it('refuses when the stock ran out since the product went in the cart, and nothing moves', async () => {
    await setCart(ada, SPEAKER, 1);
    await setCart(ada, HEADPHONES, 1);
    await setCart(ben, SPEAKER, 1);
    expect((await checkout(ben, 'checkout-ben-0001')).status).toBe(201);
    const refused = await checkout(ada);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('“Portable Bluetooth speaker” is out of stock: change your cart and try again');
    expect(refused.body).toMatchObject({ code: 'market.outOfStockInCart' });
    expect(osbt(USERS.ada.uid)).toBe(50_000);
    expect((await product(HEADPHONES)).stock).toBe(14);
    expect((await call(app, 'marketCart', { token: ada })).body.data.count).toBe(2);
    // A failed checkout is not remembered: the same id works once the cart is fixed.
    await setCart(ada, SPEAKER, 0);
    expect((await checkout(ada)).status).toBe(201);
  });

  it('refuses a balance below the total with the amounts, and nothing moves', async () => {
    app.ledger.burn('test-burn-0001', `user:${USERS.eve.uid}`, 'OSBT', 5_000 - 100);
    await setCart(eve, HEADPHONES, 1);
    const refused = await checkout(eve);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Your OSBT balance is too low: this order costs 129 OSBT and you have 100 OSBT');
    expect(refused.body).toMatchObject({ code: 'market.balanceTooLow', params: { total: 129, available: 100 } });
    expect(osbt(USERS.eve.uid)).toBe(100);
    expect((await product(HEADPHONES)).stock).toBe(14);
    expect(app.ledger.balance(BURN, 'OSBT')).toBe(4_900);
  });
});

describe('market/orders', () => {
  it('cancels a placed order: refund and stock back', async () => {
    await setCart(ada, HEADPHONES, 3);
    const { id } = (await checkout(ada)).body.data;
    const cancelled = await call(app, 'marketOrderCancel', { token: ada, body: { id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(osbt(USERS.ada.uid)).toBe(50_000);
    expect((await product(HEADPHONES)).stock).toBe(14);
    // Cancelling again answers it unchanged; the refund does not repeat.
    expect((await call(app, 'marketOrderCancel', { token: ada, body: { id } })).status).toBe(200);
    expect(osbt(USERS.ada.uid)).toBe(50_000);
    app.ledger.verify();
  });

  it('refuses to cancel once shipped, and hides other people’s orders', async () => {
    await setCart(ada, HEADPHONES, 1);
    const { id } = (await checkout(ada)).body.data;
    expect((await call(app, 'marketOrder', { token: ben, body: { id } })).status).toBe(404);
    expect((await call(app, 'marketOrderCancel', { token: ben, body: { id } })).status).toBe(404);
    app.clock.advance(SHIP_AFTER_MS);
    const late = await call(app, 'marketOrderCancel', { token: ada, body: { id } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This order has already shipped: it can no longer be cancelled');
    expect(late.body).toMatchObject({ code: 'market.alreadyShipped' });
    expect(osbt(USERS.ada.uid)).toBe(50_000 - 129);
  });

  it('a reset restores the seed', async () => {
    await setCart(ada, HEADPHONES, 1);
    await checkout(ada);
    app.store.reset();
    ada = await signIn(app, 'ada');
    expect((await call(app, 'marketOrders', { token: ada })).body.data).toEqual([]);
    expect((await product(HEADPHONES)).stock).toBe(14);
  });
});

describe('market/checkout delivery address', () => {
  it('"A checkout without an address → 422 with a clear message"; nothing moves and the cart stays', async () => {
    await setCart(ada, HEADPHONES, 1);
    const before = osbt(USERS.ada.uid);
    const refused = await call(app, 'marketCheckout', { token: ada, body: { requestId: 'checkout-noaddr-01' } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/delivery address/);
    expect(refused.body).toMatchObject({ code: 'market.noDeliveryAddress' });
    expect(osbt(USERS.ada.uid)).toBe(before);
    expect((await call(app, 'marketCart', { token: ada })).body.data.lines).toHaveLength(1);
  });

  it("someone else's address is not found (404)", async () => {
    await setCart(ada, HEADPHONES, 1);
    const bens = await addressOf(ben);
    const refused = await call(app, 'marketCheckout', { token: ada, body: { requestId: 'checkout-other-01', addressId: bens } });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'market.addressNotFound', message: 'Address not found' });
  });

  it('the order keeps a copy of the address: later edits to the book do not change it', async () => {
    await setCart(ada, HEADPHONES, 1);
    const addressId = await addressOf(ada);
    const placed = await call(app, 'marketCheckout', { token: ada, body: { requestId: 'checkout-copy-001', addressId } });
    expect(placed.status).toBe(201);
    expect(placed.body.data.deliveryAddress).toMatchObject({ id: addressId, city: 'Lagos', country: 'NG' });
    await call(app, 'accountAddressSave', {
      token: ada,
      body: { ...placed.body.data.deliveryAddress, isDefault: undefined, id: addressId, city: 'Abuja', postalCode: '900001' },
    });
    const order = await call(app, 'marketOrder', { token: ada, body: { id: placed.body.data.id } });
    expect(order.body.data.deliveryAddress.city).toBe('Lagos');
  });
});
