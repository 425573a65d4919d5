// Fixture calls of the pay operations (spread into fixtures.ts): each gets a 2xx with real data — main (ada)
// and other (ben) trade in OSBT, which every account holds, so they also run against a real deployment.
import { NO_BODY } from '../lib/generate.ts';
import { dataOf, letTimePass, type World } from '../lib/world.ts';
import type { Fixture } from './fixtures.ts';

/** Unique per run: pay writes are idempotent by request id, so ids must not repeat across runs. */
const runTag = Date.now().toString(36);
let sequence = 0;
const rid = (what: string): string => `${what}-${runTag}-${++sequence}`.slice(0, 64);

/** The P2P dispute wait (10 minutes after the buyer marked the order paid), plus a margin. */
export const DISPUTE_WAIT_MS = 10 * 60_000 + 1_000;

/** main sells 100 OSBT for NGN at 1,550.00 each (orders of 1,000.00 to 155,000.00 NGN). */
async function sellAd(w: World): Promise<string | undefined> {
  const ad = await w.call('payP2pAdCreate', {
    body: {
      requestId: rid('ad'),
      side: 'sell',
      asset: 'OSBT',
      fiat: 'NGN',
      price: 155_000,
      total: 100,
      minFiat: 100_000,
      maxFiat: 15_500_000,
      methods: ['bank_transfer'],
      terms: 'Contract suite',
      timeLimitMin: 15,
      payment: { bank_transfer: { bankName: 'Contract Bank', accountNumber: '0123456789', accountName: 'Contract Suite' } },
    },
    label: 'main posts an OSBT sell ad',
  });
  const id = dataOf(ad)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** other takes a fresh ad of main for 1,550.00 NGN (1 OSBT in escrow). */
async function order(w: World): Promise<string | undefined> {
  const adId = await sellAd(w);
  if (!adId) return undefined;
  const taken = await w.call('payP2pOrderCreate', {
    as: 'other',
    body: { requestId: rid('order'), adId, fiatAmount: 155_000, method: 'bank_transfer' },
    label: `other takes ad ${adId}`,
  });
  const id = dataOf(taken)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** A completed trade (paid, released), for feedback. */
async function completedOrder(w: World): Promise<string | undefined> {
  const id = await order(w);
  if (!id) return undefined;
  await w.call('payP2pOrderPaid', { as: 'other', body: { id }, label: `other marks ${id} paid` });
  await w.call('payP2pOrderRelease', { body: { id }, label: `main releases ${id}` });
  return id;
}

/** An order other marked paid and disputed after the wait (main, the seller, is staff). */
async function disputedOrder(w: World): Promise<string | undefined> {
  const id = await order(w);
  if (!id) return undefined;
  await w.call('payP2pOrderPaid', { as: 'other', body: { id }, label: `other marks ${id} paid` });
  await letTimePass(w, DISPUTE_WAIT_MS);
  await w.call('payP2pOrderDispute', { as: 'other', body: { id, reason: 'The contract suite opens a dispute' }, label: `dispute ${id}` });
  return id;
}

/** A 1×1 GIF: the smallest image uploadMedia takes. */
const ONE_PIXEL_GIF = 'GIF89a\x01\x00\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;';

async function request(w: World): Promise<string | undefined> {
  const other = await w.session('other');
  const created = await w.call('payRequestCreate', {
    body: { requestId: rid('req'), asset: 'OSBT', amount: 10, userName: other.userName, note: 'Contract suite' },
    label: `main asks ${other.userName} for 10 OSBT`,
  });
  const id = dataOf(created)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** A 5 OSBT gift card main buys: its id and code, when the answer has them. */
async function giftCard(w: World): Promise<{ id?: string; code?: string }> {
  const card = dataOf(
    await w.call('payGiftCardBuy', {
      body: { requestId: rid('gift'), asset: 'OSBT', amount: 5, message: 'Contract suite' },
      label: 'main buys a 5 OSBT gift card',
    }),
  );
  return { ...(typeof card?.id === 'string' ? { id: card.id } : {}), ...(typeof card?.code === 'string' ? { code: card.code } : {}) };
}

export const payFixtures: Record<string, Fixture> = {
  async payAssets(w) {
    await w.call('payAssets', { as: 'none', body: {}, label: 'anonymous' });
    await w.call('payAssets', { as: 'none', body: NO_BODY, label: 'no body (the body is optional)' });
  },
  async payWallet(w) {
    await w.call('payWallet', { body: {}, label: 'my wallet' });
  },
  async payActivity(w) {
    await w.call('payActivity', { body: {}, label: 'first page' });
    await w.call('payActivity', {
      body: { types: ['send', 'receive'], asset: 'OSBT', from: 0, to: 4_102_444_800_000, page: 1, pageSize: 5 },
      label: 'filtered',
    });
    await w.call('payActivity', { body: NO_BODY, label: 'no body (the body is optional)' });
  },
  async payReceipt(w) {
    const first = dataOf(await w.call('payActivity', { body: { pageSize: 1 }, label: 'my newest movement' }));
    const items: unknown = first?.items;
    const id = Array.isArray(items) ? (items[0] as { id?: unknown } | undefined)?.id : undefined;
    if (typeof id === 'string') await w.call('payReceipt', { body: { id }, label: `receipt of ${id}` });
    await w.call('payReceipt', {
      body: { id: 'mv99999999' },
      label: 'an id that is not mine (404)',
      expect: (status) => (status === 404 ? undefined : 'expected 404'),
    });
  },
  async payStatement(w) {
    const month = new Date().toISOString().slice(0, 7);
    await w.call('payStatement', { body: { asset: 'OSBT', month, timeZone: 'America/Sao_Paulo' }, label: `OSBT ${month}` });
    await w.call('payStatement', {
      body: { asset: 'OSBT', month, timeZone: 'Mars/Olympus' },
      label: 'an unknown time zone (422)',
      expect: (status) => (status === 422 ? undefined : 'expected 422'),
    });
  },
  async payRecipients(w) {
    await w.call('payRecipients', { body: {}, label: 'address book' });
  },
  async payRecipientSave(w) {
    const other = await w.session('other');
    await w.call('payRecipientSave', { body: { userName: other.userName, label: 'Contract' }, label: `save ${other.userName}` });
  },
  async payRecipientRemove(w) {
    const third = await w.session('third');
    const saved = await w.call('payRecipientSave', { body: { userName: third.userName }, label: `save ${third.userName}` });
    const id = dataOf(saved)?.id;
    if (typeof id === 'string') await w.call('payRecipientRemove', { body: { id }, label: `remove ${id}` });
  },
  async paySendPreview(w) {
    const other = await w.session('other');
    await w.call('paySendPreview', { body: { asset: 'OSBT', amount: 10, userName: other.userName }, label: 'preview 10 OSBT' });
  },
  async paySend(w) {
    const other = await w.session('other');
    const body = { requestId: rid('send'), asset: 'OSBT', amount: 10, userName: other.userName, note: 'Contract suite' };
    await w.call('paySend', { body, label: `send 10 OSBT to ${other.userName}` });
    await w.call('paySend', { body, label: 'the same request again (idempotent)' });
  },
  async payRequestCreate(w) {
    await request(w);
  },
  async payRequests(w) {
    await w.call('payRequests', { body: {}, label: 'all requests' });
    await w.call('payRequests', { as: 'other', body: { role: 'incoming', status: 'pending' }, label: 'incoming pending' });
  },
  async payRequestPay(w) {
    const id = await request(w);
    if (id) await w.call('payRequestPay', { as: 'other', body: { id, requestId: rid('pay') }, label: `other pays ${id}` });
  },
  async payRequestDecline(w) {
    const id = await request(w);
    if (id) await w.call('payRequestDecline', { as: 'other', body: { id }, label: `other declines ${id}` });
  },
  async payConvertQuote(w) {
    await w.call('payConvertQuote', { body: { from: 'OSBT', to: 'USD', amount: 10 }, label: 'quote 10 OSBT in USD' });
  },
  async payConvertExecute(w) {
    const quote = await w.call('payConvertQuote', { body: { from: 'OSBT', to: 'USDT', amount: 10 }, label: 'quote 10 OSBT in USDT' });
    const quoteId = dataOf(quote)?.id;
    if (typeof quoteId === 'string')
      await w.call('payConvertExecute', { body: { quoteId, requestId: rid('conv') }, label: `convert at ${quoteId}` });
  },
  async payAdd(w) {
    await w.call('payAdd', {
      body: { requestId: rid('add'), asset: 'USD', amount: 500, method: 'card', source: '4242' },
      label: 'add 5.00 USD by card',
    });
  },
  async payWithdraw(w) {
    await w.call('payWithdraw', {
      body: { requestId: rid('wd'), asset: 'OSBT', amount: 10, method: 'bank', destination: '0123456789' },
      label: 'withdraw 10 OSBT to a bank',
    });
  },
  async payGiftCardBuy(w) {
    await giftCard(w);
  },
  async payGiftCards(w) {
    await w.call('payGiftCards', { body: {}, label: 'my cards' });
  },
  async payGiftCardRedeem(w) {
    const { code } = await giftCard(w);
    if (code) await w.call('payGiftCardRedeem', { as: 'other', body: { requestId: rid('redeem'), code }, label: 'other redeems it' });
  },
  async payGiftCardCancel(w) {
    const { id } = await giftCard(w);
    if (id) await w.call('payGiftCardCancel', { body: { id }, label: 'main cancels it (value back)' });
  },
  async payP2pOffers(w) {
    await w.call('payP2pOffers', { body: { side: 'buy' }, label: 'everything for sale' });
    await w.call('payP2pOffers', {
      body: { side: 'sell', asset: 'USDT', fiat: 'NGN', method: 'bank_transfer', amount: 5_000_000 },
      label: 'filtered',
    });
  },
  async payP2pAds(w) {
    await w.call('payP2pAds', { body: {}, label: 'my ads' });
  },
  async payP2pAdCreate(w) {
    await sellAd(w);
  },
  async payP2pAdUpdate(w) {
    const id = await sellAd(w);
    if (!id) return;
    await w.call('payP2pAdUpdate', { body: { id, price: 156_000, terms: 'Edited by the contract suite' }, label: `edit ${id}` });
    await w.call('payP2pAdUpdate', { body: { id, status: 'paused' }, label: `pause ${id}` });
    await w.call('payP2pAdUpdate', { body: { id, status: 'active' }, label: `resume ${id}` });
  },
  async payP2pAdDelete(w) {
    const id = await sellAd(w);
    if (id) await w.call('payP2pAdDelete', { body: { id }, label: `delete ${id}` });
  },
  async payP2pOrderCreate(w) {
    await order(w);
  },
  async payP2pOrders(w) {
    await w.call('payP2pOrders', { body: {}, label: 'all my orders' });
    await w.call('payP2pOrders', { body: { state: 'open' }, label: 'open orders' });
  },
  async payP2pOrder(w) {
    const id = await order(w);
    if (id) await w.call('payP2pOrder', { body: { id }, label: `the seller reads ${id}` });
  },
  async payP2pOrderPaid(w) {
    const id = await order(w);
    if (id) await w.call('payP2pOrderPaid', { as: 'other', body: { id }, label: `other marks ${id} paid` });
  },
  async payP2pOrderRelease(w) {
    await completedOrder(w);
  },
  async payP2pOrderCancel(w) {
    const id = await order(w);
    if (id) await w.call('payP2pOrderCancel', { as: 'other', body: { id }, label: `other cancels ${id}` });
  },
  async payP2pOrderDispute(w) {
    const id = await order(w);
    if (!id) return;
    await w.call('payP2pOrderPaid', { as: 'other', body: { id }, label: `other marks ${id} paid` });
    await letTimePass(w, DISPUTE_WAIT_MS);
    await w.call('payP2pOrderDispute', { as: 'other', body: { id, reason: 'The contract suite opens a dispute' }, label: `dispute ${id}` });
    await w.call('payP2pOrderRelease', { body: { id }, label: `main releases the disputed ${id}` });
  },
  async payP2pOrderEvidence(w) {
    const id = await disputedOrder(w);
    if (!id) return;
    const up = await w.call('uploadMedia', {
      as: 'other',
      raw: { body: ONE_PIXEL_GIF, contentType: 'image/gif', describe: 'a 1×1 GIF' },
      label: 'other uploads a screenshot',
    });
    const key = dataOf(up)?.key;
    if (typeof key === 'string')
      await w.call('payP2pOrderEvidence', { as: 'other', body: { id, keys: [key] }, label: `evidence on ${id}` });
    await w.call('payP2pOrderRelease', { body: { id }, label: `main releases the disputed ${id}` });
  },
  async adminDisputes(w) {
    await w.call('adminDisputes', { body: {}, label: 'open disputes (staff)' });
    await w.call('adminDisputes', { body: { state: 'resolved' }, label: 'resolved disputes (staff)' });
  },
  async adminDispute(w) {
    const id = await disputedOrder(w);
    if (!id) return;
    await w.call('adminDispute', { body: { id }, label: `dispute ${id} (staff)` });
    await w.call('payP2pOrderRelease', { body: { id }, label: `main releases the disputed ${id}` });
  },
  async adminDisputeResolve(w) {
    const id = await disputedOrder(w);
    if (id)
      await w.call('adminDisputeResolve', {
        body: { id, outcome: 'buyer', reason: 'The contract suite decides for the buyer' },
        label: `decide ${id} (staff)`,
      });
  },
  async payP2pOrderFeedback(w) {
    const id = await completedOrder(w);
    if (id)
      await w.call('payP2pOrderFeedback', {
        as: 'other',
        body: { id, rating: 'positive', comment: 'Contract suite' },
        label: `feedback on ${id}`,
      });
  },
  async payP2pOrderMessages(w) {
    const id = await order(w);
    if (id) await w.call('payP2pOrderMessages', { body: { id }, label: `chat of ${id}` });
  },
  async payP2pOrderMessage(w) {
    const id = await order(w);
    if (id)
      await w.call('payP2pOrderMessage', {
        as: 'other',
        body: { id, requestId: rid('msg'), text: 'Paying now' },
        label: `other writes in ${id}`,
      });
  },
};
