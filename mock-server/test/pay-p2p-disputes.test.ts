// Tag pay + admin: P2P disputes reach staff. A disputed order is an item of the staff queue (and of the overview's
// queues); each side adds screenshots (images they uploaded, as support screenshots); staff see both sides, the chat,
// the evidence and every step, and decide: release to the buyer or return to the seller, with a reason both read
// and a notification each; a dispute nobody decides in 7 days goes back to the seller. Escrow and ledger totals hold
// through every path; non-staff get 403 on the staff calls.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DISPUTE_DECIDE_MS } from '../src/store/pay-p2p.ts';
import { call, USERS, uploadFixture } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
let chidi: string;
useTestApp(['ada', 'ben', 'chidi'], { ready: (t) => ({ app, ada, ben, chidi } = t) });

const MINUTE = 60_000;
const osbt = (uid: string): number => app.ledger.balance(`user:${uid}`, 'OSBT');
const BEN_BANK = { bankName: 'Chase', accountNumber: '000123456789', accountName: 'Ben Carter' };
/** Everything ben's OSBT can be: his balance, his ad's hold and the order's escrow. */
const bensAll = (adId: string, orderId: string): number =>
  osbt(USERS.ben.uid) + app.ledger.balance(`escrow:ad-${adId}`, 'OSBT') + app.ledger.balance(`escrow:p2p-${orderId}`, 'OSBT');

const upload = (token: string, name: string, contentType: string): Promise<string> => uploadFixture(app, token, name, contentType);

/** ben sells 1,000 OSBT; chidi buys 100 for 155,000.00 NGN, says he paid; ben refuses; chidi disputes after the wait. */
async function disputed(): Promise<{ adId: string; id: string }> {
  const ad = await call(app, 'payP2pAdCreate', {
    token: ben,
    body: {
      requestId: 'ad-dispute001',
      side: 'sell',
      asset: 'OSBT',
      fiat: 'NGN',
      price: 155_000,
      total: 1_000,
      minFiat: 100_000,
      maxFiat: 50_000_000,
      methods: ['bank_transfer'],
      timeLimitMin: 15,
      payment: { bank_transfer: BEN_BANK },
    },
  });
  const adId = ad.body.data.id as string;
  const order = await call(app, 'payP2pOrderCreate', {
    token: chidi,
    body: { requestId: 'order-disp001', adId, fiatAmount: 15_500_000, method: 'bank_transfer' },
  });
  const id = order.body.data.id as string;
  await call(app, 'payP2pOrderMessage', { token: chidi, body: { id, requestId: 'msg-disp0001', text: 'Sent from my bank, see receipt' } });
  await call(app, 'payP2pOrderPaid', { token: chidi, body: { id } });
  await call(app, 'payP2pOrderMessage', {
    token: ben,
    body: { id, requestId: 'msg-disp0002', text: 'Nothing arrived, I will not release' },
  });
  app.clock.advance(10 * MINUTE);
  const opened = await call(app, 'payP2pOrderDispute', { token: chidi, body: { id, reason: 'I paid and the seller refuses to release' } });
  expect(opened.body.data).toMatchObject({ status: 'disputed', dispute: { openedBy: 'buyer', evidence: [], resolution: null } });
  expect(opened.body.data.dispute.decideBy - opened.body.data.dispute.openedAt).toBe(DISPUTE_DECIDE_MS);
  return { adId, id };
}

describe('pay/p2p disputes: evidence', () => {
  it('each side adds images they uploaded; another person’s key, a non-image and too many are refused', async () => {
    const { id } = await disputed();
    const shot = await upload(chidi, 'photo.png', 'image/png');
    const added = await call(app, 'payP2pOrderEvidence', { token: chidi, body: { id, keys: [shot] } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ code: 'p2p.evidenceAdded', data: { dispute: { evidence: [{ key: shot, by: 'buyer' }] } } });
    // The same key again adds nothing.
    expect((await call(app, 'payP2pOrderEvidence', { token: chidi, body: { id, keys: [shot] } })).body.data.dispute.evidence).toHaveLength(
      1,
    );
    // ben cannot add chidi's upload as his.
    expect((await call(app, 'payP2pOrderEvidence', { token: ben, body: { id, keys: [shot] } })).body).toMatchObject({
      code: 'p2p.evidenceUnknown',
    });
    const bens = await upload(ben, 'photo.png', 'image/png');
    expect((await call(app, 'payP2pOrderEvidence', { token: ben, body: { id, keys: [bens] } })).body.data.dispute.evidence).toHaveLength(2);
    // A stranger's call is a 404, as for every order call.
    expect((await call(app, 'payP2pOrderEvidence', { token: ada, body: { id, keys: [bens] } })).status).toBe(404);
  });

  it('is refused before a dispute', async () => {
    const ad = await call(app, 'payP2pAdCreate', {
      token: ben,
      body: {
        requestId: 'ad-nodispute1',
        side: 'sell',
        asset: 'OSBT',
        fiat: 'NGN',
        price: 155_000,
        total: 1_000,
        minFiat: 100_000,
        maxFiat: 50_000_000,
        methods: ['bank_transfer'],
        timeLimitMin: 15,
        payment: { bank_transfer: BEN_BANK },
      },
    });
    const order = await call(app, 'payP2pOrderCreate', {
      token: chidi,
      body: { requestId: 'order-nodisp1', adId: ad.body.data.id, fiatAmount: 15_500_000, method: 'bank_transfer' },
    });
    const shot = await upload(chidi, 'photo.png', 'image/png');
    const res = await call(app, 'payP2pOrderEvidence', { token: chidi, body: { id: order.body.data.id, keys: [shot] } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'p2p.evidenceNeedsDispute' });
  });
});

describe('admin/disputes: the staff queue', () => {
  it('non-staff get 403 on every staff call', async () => {
    const { id } = await disputed();
    for (const [operationId, body] of [
      ['adminDisputes', {}],
      ['adminDispute', { id }],
      ['adminDisputeResolve', { id, outcome: 'buyer', reason: 'I am not staff at all' }],
    ] as const) {
      for (const token of [ben, chidi]) expect((await call(app, operationId, { token, body })).status, operationId).toBe(403);
    }
    expect((await call(app, 'payP2pOrder', { token: chidi, body: { id } })).body.data.status).toBe('disputed');
  });

  it('shows the dispute with both sides, the chat, the evidence and the steps, and counts it on the overview', async () => {
    const { id } = await disputed();
    const shot = await upload(chidi, 'photo.png', 'image/png');
    await call(app, 'payP2pOrderEvidence', { token: chidi, body: { id, keys: [shot] } });
    const list = await call(app, 'adminDisputes', { token: ada, body: {} });
    expect(list.body.data.open).toBe(1);
    expect(list.body.data.items[0]).toMatchObject({
      id,
      status: 'disputed',
      buyer: { userName: 'chidi' },
      seller: { userName: 'ben' },
      reason: 'I paid and the seller refuses to release',
      evidence: 1,
    });
    const one = (await call(app, 'adminDispute', { token: ada, body: { id } })).body.data;
    expect(one.paymentDetails).toEqual(BEN_BANK);
    expect(one.evidence).toEqual([expect.objectContaining({ key: shot, by: 'buyer' })]);
    expect(one.messages.map((m: { text: string }) => m.text)).toEqual([
      'created',
      'Sent from my bank, see receipt',
      'paid',
      'Nothing arrived, I will not release',
      'disputed',
    ]);
    expect(one.steps.map((s: { step: string; role: string }) => `${s.step}:${s.role}`)).toEqual(['opened:buyer', 'evidence:buyer']);
    const overview = await call(app, 'adminOverview', { token: ada, body: { days: 7 } });
    expect(overview.body.data.queues).toContainEqual(expect.objectContaining({ queue: 'disputes', waiting: 1 }));
    expect((await call(app, 'adminDispute', { token: ada, body: { id: 'od99999999' } })).body).toMatchObject({
      code: 'p2p.disputeNotFound',
    });
  });

  it('staff release to the buyer with a reason: the buyer gets the escrow, both read the reason and are notified', async () => {
    const { adId, id } = await disputed();
    const before = bensAll(adId, id);
    const buyerBefore = osbt(USERS.chidi.uid);
    expect((await call(app, 'adminDisputeResolve', { token: ada, body: { id, outcome: 'buyer', reason: 'short' } })).status).toBe(400);
    const reason = 'The bank receipt matches the order and the seller never answered';
    const decided = await call(app, 'adminDisputeResolve', { token: ada, body: { id, outcome: 'buyer', reason } });
    expect(decided.body).toMatchObject({ code: 'p2p.disputeResolved', data: { summary: { status: 'completed' } } });
    expect(decided.body.data.steps.at(-1)).toMatchObject({ step: 'resolved', role: 'staff', by: { userName: 'ada' }, note: reason });
    // The order's chat says who decided, never "the seller released".
    expect(decided.body.data.messages.at(-1)).toMatchObject({ kind: 'system', text: 'staffReleased' });
    expect(osbt(USERS.chidi.uid)).toBe(buyerBefore + 100);
    expect(bensAll(adId, id)).toBe(before - 100);
    expect(app.ledger.balance(`escrow:p2p-${id}`, 'OSBT')).toBe(0);
    for (const token of [ben, chidi]) {
      const order = (await call(app, 'payP2pOrder', { token, body: { id } })).body.data;
      expect(order).toMatchObject({ status: 'completed', dispute: { resolution: { outcome: 'buyer', reason, by: 'staff' } } });
      const notes = (await call(app, 'listNotifications', { token, body: {} })).body.data;
      expect(notes.items ?? notes).toContainEqual(expect.objectContaining({ type: 'p2p', note: reason, link: `/pay/p2p/orders/${id}` }));
    }
    // Decided once: a second decision is refused and nothing moves.
    const again = await call(app, 'adminDisputeResolve', { token: ada, body: { id, outcome: 'seller', reason: 'Changed my mind, sorry' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'p2p.disputeClosed' });
    expect(osbt(USERS.chidi.uid)).toBe(buyerBefore + 100);
    expect((await call(app, 'adminDisputes', { token: ada, body: { state: 'resolved' } })).body.data.items[0]).toMatchObject({ id });
    app.ledger.verify();
  });

  it('staff return to the seller: the escrow goes back into the live ad’s hold; the buyer gets nothing', async () => {
    const { adId, id } = await disputed();
    const before = bensAll(adId, id);
    const buyerBefore = osbt(USERS.chidi.uid);
    await call(app, 'adminDisputeResolve', {
      token: ada,
      body: { id, outcome: 'seller', reason: 'No payment reached the seller’s account' },
    });
    expect(app.ledger.balance(`escrow:ad-${adId}`, 'OSBT')).toBe(1_000);
    expect((await call(app, 'adminDispute', { token: ada, body: { id } })).body.data.messages.at(-1)).toMatchObject({
      kind: 'system',
      text: 'staffReturned',
    });
    expect(bensAll(adId, id)).toBe(before);
    expect(osbt(USERS.chidi.uid)).toBe(buyerBefore);
    expect((await call(app, 'payP2pOrder', { token: chidi, body: { id } })).body.data).toMatchObject({
      status: 'cancelled',
      dispute: { resolution: { outcome: 'seller' } },
    });
    app.ledger.verify();
  });

  it('a dispute nobody decides in 7 days goes back to the seller, with both told; the escrow never stays locked', async () => {
    const { adId, id } = await disputed();
    const before = bensAll(adId, id);
    app.clock.advance(DISPUTE_DECIDE_MS - MINUTE);
    expect((await call(app, 'payP2pOrder', { token: chidi, body: { id } })).body.data.status).toBe('disputed');
    app.clock.advance(MINUTE);
    const order = (await call(app, 'payP2pOrder', { token: chidi, body: { id } })).body.data;
    expect(order).toMatchObject({ status: 'cancelled', dispute: { resolution: { outcome: 'seller', by: 'deadline', reason: '' } } });
    expect(app.ledger.balance(`escrow:p2p-${id}`, 'OSBT')).toBe(0);
    expect(bensAll(adId, id)).toBe(before);
    const one = (await call(app, 'adminDispute', { token: ada, body: { id } })).body.data;
    expect(one.steps.at(-1)).toMatchObject({ step: 'deadline', role: 'platform', by: null });
    expect(one.messages.at(-1)).toMatchObject({ kind: 'system', text: 'deadlineReturned' });
    expect((await call(app, 'adminDisputes', { token: ada, body: {} })).body.data.open).toBe(0);
    app.ledger.verify();
  });

  it('the seller releasing during the dispute closes it too (a step of the trail)', async () => {
    const { id } = await disputed();
    await call(app, 'payP2pOrderRelease', { token: ben, body: { id } });
    const one = (await call(app, 'adminDispute', { token: ada, body: { id } })).body.data;
    expect(one.summary.status).toBe('completed');
    expect(one.steps.at(-1)).toMatchObject({ step: 'resolved', role: 'seller', by: { userName: 'ben' } });
  });
});
