// Fixture calls of the market operations (spread into fixtures.ts): each gets a 2xx with real data. main (ada)
// buys one of the first product of the electronics shelf that someone else sells and that is in stock.
import { dataOf, letTimePass, type World } from '../lib/world.ts';
import { CONTRACT_ADDRESS, firstId } from './account-fixtures.ts';
import type { Fixture } from './fixtures.ts';

/** An order is delivered 3 days after checkout (mock-server/src/store/market.ts DELIVER_AFTER_MS), plus a second. */
export const DELIVERY_WAIT_MS = 3 * 24 * 60 * 60_000 + 1_000;

/** Unique per run: checkout is idempotent by request id, so ids must not repeat across runs. */
const runTag = Date.now().toString(36);
let sequence = 0;
const rid = (what: string): string => `${what}-${runTag}-${++sequence}`.slice(0, 64);

interface Listed {
  id?: unknown;
  stock?: unknown;
  seller?: { userName?: unknown };
}

/** A product main can buy (in stock, not theirs), from the electronics shelf. */
async function buyable(w: World): Promise<string | undefined> {
  const me = await w.session('main');
  const page = dataOf(await w.call('marketProducts', { body: { shelf: 'electronics' }, label: 'electronics, first page' }));
  const items = (Array.isArray(page?.items) ? page.items : []) as Listed[];
  const found = items.find((p) => typeof p.stock === 'number' && p.stock > 0 && p.seller?.userName !== me.userName);
  return typeof found?.id === 'string' ? found.id : undefined;
}

/** main's first address (the default), one added when the book is empty: checkout needs a delivery address. */
async function deliveryAddress(w: World): Promise<string | undefined> {
  const first = firstId(await w.call('accountAddresses', { body: {}, label: 'my address book' }));
  return first ?? firstId(await w.call('accountAddressSave', { body: CONTRACT_ADDRESS, label: 'add a delivery address' }));
}

/** A fresh order of one unit; its id when the answer has it. */
async function order(w: World): Promise<string | undefined> {
  const productId = await buyable(w);
  if (!productId) return undefined;
  await w.call('marketCartSet', { body: { productId, quantity: 1 }, label: `one ${productId} in the cart` });
  const addressId = await deliveryAddress(w);
  if (!addressId) return undefined;
  const placed = dataOf(
    await w.call('marketCheckout', { body: { requestId: rid('checkout'), addressId }, label: `check out the cart to ${addressId}` }),
  );
  return typeof placed?.id === 'string' ? placed.id : undefined;
}

export const marketFixtures: Record<string, Fixture> = {
  async marketProducts(w) {
    await w.call('marketProducts', { body: { shelf: 'trending' }, label: 'trending' });
    await w.call('marketProducts', { body: { shelf: 'foods', query: 'coffee' }, label: 'search within foods' });
    await w.call('marketProducts', { body: { cursor: '12' }, label: 'whole market, second page' });
  },
  async marketProduct(w) {
    const id = await buyable(w);
    if (id) await w.call('marketProduct', { body: { id }, label: `product ${id}` });
  },
  async marketSaved(w) {
    await w.call('marketSaved', { body: {}, label: 'my saved products' });
  },
  async marketSavedSet(w) {
    const productId = await buyable(w);
    if (!productId) return;
    await w.call('marketSavedSet', { body: { productId, saved: true }, label: `save ${productId}` });
    await w.call('marketSavedSet', { body: { productId, saved: false }, label: `unsave ${productId}` });
  },
  async marketCart(w) {
    await w.call('marketCart', { body: {}, label: 'my cart' });
  },
  async marketCartSet(w) {
    const productId = await buyable(w);
    if (!productId) return;
    await w.call('marketCartSet', { body: { productId, quantity: 1 }, label: `one ${productId}` });
    await w.call('marketCartSet', { body: { productId, quantity: 0 }, label: `remove ${productId}` });
  },
  async marketCheckout(w) {
    await order(w);
  },
  async marketOrders(w) {
    await w.call('marketOrders', { body: {}, label: 'my orders' });
  },
  async marketOrder(w) {
    const id = await order(w);
    if (id) await w.call('marketOrder', { body: { id }, label: `order ${id}` });
  },
  async marketOrderReturn(w) {
    const id = await order(w);
    if (!id) return;
    await letTimePass(w, DELIVERY_WAIT_MS);
    await w.call('marketOrderReturn', { body: { id }, label: `return ${id} (refund from the seller)` });
  },
  async marketReviews(w) {
    await w.call('marketReviews', { body: { id: 'pr00000001' }, label: 'reviews of the first product' });
  },
  async marketReviewCreate(w) {
    const id = await order(w);
    if (!id) return;
    const placed = dataOf(await w.call('marketOrder', { body: { id }, label: `order ${id}` }));
    const lines = (Array.isArray(placed?.lines) ? placed.lines : []) as { productId?: unknown }[];
    const productId = lines[0]?.productId;
    if (typeof productId !== 'string') return;
    await letTimePass(w, DELIVERY_WAIT_MS);
    await w.call('marketReviewCreate', { body: { productId, stars: 4, text: 'Works as described.' }, label: `review ${productId}` });
  },
  async marketOrderCancel(w) {
    const id = await order(w);
    if (id) await w.call('marketOrderCancel', { body: { id }, label: `cancel ${id} (refund)` });
  },
};
