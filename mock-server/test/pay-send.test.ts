// Tag pay: send (preview, fee, idempotency, realtime nudge) and requests (pay, decline, cancel), on the ledger.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { call, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
let chidi: string;
useTestApp(['ada', 'ben', 'chidi'], { ready: (t) => ({ app, ada, ben, chidi } = t) });

const balance = (uid: string, asset = 'OSBT'): number => app.ledger.balance(`user:${uid}`, asset);

describe('pay/send', () => {
  it('previews the recipient, the fee (0.5 %, rounded up) and the total without moving anything', async () => {
    const { status, body } = await call(app, 'paySendPreview', { token: ada, body: { asset: 'OSBT', amount: 1_000, userName: 'ben' } });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      recipient: { uid: USERS.ben.uid, userName: 'ben', isVerified: true, country: 'US' },
      asset: 'OSBT',
      amount: 1_000,
      fee: 5,
      total: 1_005,
    });
    expect((await call(app, 'paySendPreview', { token: ada, body: { asset: 'OSBT', amount: 1, userName: 'ben' } })).body.data.fee).toBe(1);
    expect(balance(USERS.ada.uid)).toBe(50_000);
  });

  it('moves the amount to the recipient and the fee to the platform; both see it; the recipient is nudged', async () => {
    const nudge = vi.spyOn(app.realtime, 'send');
    const { status, body } = await call(app, 'paySend', {
      token: ada,
      body: { requestId: 'send-00000001', asset: 'OSBT', amount: 1_000, userName: 'ben', note: ' Lunch ' },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      type: 'send',
      direction: 'out',
      status: 'completed',
      amount: 1_000,
      fee: 5,
      note: 'Lunch',
      counterparty: { userName: 'ben' },
    });
    expect(balance(USERS.ada.uid)).toBe(48_995);
    expect(balance(USERS.ben.uid)).toBe(51_000);
    expect(app.ledger.balance('system:fees', 'OSBT')).toBe(5);
    expect(nudge).toHaveBeenCalledWith(USERS.ben.uid, 'i');
    const bens = (await call(app, 'payActivity', { token: ben, body: { types: ['receive'] } })).body.data.items;
    expect(bens[0]).toMatchObject({ type: 'receive', direction: 'in', amount: 1_000, fee: 0, counterparty: { userName: 'ada' } });
    expect((await call(app, 'getUser', { token: ben })).body.data.assets.OSBT).toBe(51_000);
    app.ledger.verify();
  });

  it('is idempotent by request id: a replay answers the first result; another body with the same id is 409', async () => {
    const input = { requestId: 'send-00000002', asset: 'OSBT', amount: 300, userName: 'ben' };
    const first = await call(app, 'paySend', { token: ada, body: input });
    const again = await call(app, 'paySend', { token: ada, body: input });
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(balance(USERS.ben.uid)).toBe(50_300);
    // The same body in another key order is the same request.
    const reordered = await call(app, 'paySend', {
      token: ada,
      body: { userName: 'ben', amount: 300, asset: 'OSBT', requestId: 'send-00000002' },
    });
    expect(reordered.body.data.id).toBe(first.body.data.id);
    expect((await call(app, 'paySend', { token: ada, body: { ...input, amount: 301 } })).status).toBe(409);
    // The same id is another user's own key.
    expect((await call(app, 'paySend', { token: chidi, body: { ...input, userName: 'ada' } })).status).toBe(201);
  });

  it('refuses what cannot be sent, moving nothing', async () => {
    const send = (body: object) =>
      call(app, 'paySend', { token: ada, body: { requestId: 'send-refused1', asset: 'OSBT', amount: 10, userName: 'ben', ...body } });
    expect((await send({ userName: 'nobody_here' })).status).toBe(404);
    expect((await send({ userName: 'ada' })).status).toBe(422);
    const tooMuch = await send({ amount: 50_000 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe('Your OSBT balance is too low: this needs 50250 OSBT and you have 50000 OSBT');
    expect(tooMuch.body).toMatchObject({ code: 'pay.balanceTooLow', params: { asset: 'OSBT', needed: '50250', available: '50000' } });
    expect((await send({ asset: 'USD' })).status).toBe(422);
    expect((await send({ amount: 0 })).status).toBe(400);
    expect((await send({ amount: 1.5 })).status).toBe(400);
    expect((await send({ amount: '10' })).status).toBe(400);
    expect((await send({ asset: 'BTC' })).status).toBe(400);
    expect((await send({ requestId: 'short' })).status).toBe(400);
    expect((await send({ note: 'x'.repeat(141) })).status).toBe(400);
    expect(balance(USERS.ada.uid)).toBe(50_000);
    app.ledger.verify();
  });
});

describe('pay/request', () => {
  const ask = (token: string, body: object = {}) =>
    call(app, 'payRequestCreate', {
      token,
      body: { requestId: 'req-00000001', asset: 'OSBT', amount: 2_000, userName: 'ben', note: 'Dinner', ...body },
    });

  it('appears as pending for the payer, who pays it: amount to the requester, fee to the platform', async () => {
    const nudge = vi.spyOn(app.realtime, 'send');
    const created = await ask(ada);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      role: 'outgoing',
      status: 'pending',
      amount: 2_000,
      fee: 10,
      requester: { userName: 'ada' },
      payer: { userName: 'ben' },
    });
    expect(nudge).toHaveBeenCalledWith(USERS.ben.uid, 'i');
    const incoming = await call(app, 'payRequests', { token: ben, body: { role: 'incoming', status: 'pending' } });
    expect(incoming.body.data.map((r: { id: string }) => r.id)).toContain(created.body.data.id);
    expect((await call(app, 'payWallet', { token: ben })).body.data.pendingRequests).toBe(1);
    const paid = await call(app, 'payRequestPay', { token: ben, body: { id: created.body.data.id, requestId: 'pay-00000001' } });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ role: 'incoming', status: 'completed' });
    expect(balance(USERS.ada.uid)).toBe(52_000);
    expect(balance(USERS.ben.uid)).toBe(47_990);
    expect(nudge).toHaveBeenCalledWith(USERS.ada.uid, 'i');
    // The requester sees the outcome, in the request and in the activity.
    const mine = await call(app, 'payRequests', { token: ada, body: { role: 'outgoing' } });
    expect(mine.body.data[0]).toMatchObject({ id: created.body.data.id, status: 'completed' });
    const activity = await call(app, 'payActivity', { token: ada, body: { types: ['request'], status: 'completed' } });
    expect(activity.body.data.items[0]).toMatchObject({ direction: 'in', amount: 2_000, ref: created.body.data.id });
    // Paying twice: the replay answers the same; a new request id is refused.
    expect((await call(app, 'payRequestPay', { token: ben, body: { id: created.body.data.id, requestId: 'pay-00000001' } })).status).toBe(
      200,
    );
    expect((await call(app, 'payRequestPay', { token: ben, body: { id: created.body.data.id, requestId: 'pay-00000002' } })).status).toBe(
      409,
    );
    expect(balance(USERS.ben.uid)).toBe(47_990);
    app.ledger.verify();
  });

  it('the payer declines, the requester cancels; neither moves money', async () => {
    const first = (await ask(ada)).body.data.id;
    const declined = await call(app, 'payRequestDecline', { token: ben, body: { id: first } });
    expect(declined.body).toMatchObject({ message: 'Request declined', data: { status: 'declined' } });
    expect((await call(app, 'payRequests', { token: ada, body: { status: 'declined' } })).body.data[0].id).toBe(first);
    expect((await call(app, 'payRequestPay', { token: ben, body: { id: first, requestId: 'pay-00000003' } })).status).toBe(409);
    const second = (await ask(ada, { requestId: 'req-00000002' })).body.data.id;
    const cancelled = await call(app, 'payRequestDecline', { token: ada, body: { id: second } });
    expect(cancelled.body).toMatchObject({ message: 'Request cancelled', data: { status: 'cancelled' } });
    expect(balance(USERS.ada.uid)).toBe(50_000);
    expect(balance(USERS.ben.uid)).toBe(50_000);
  });

  it("hides other people's requests (404) and refuses the requester paying their own", async () => {
    const id = (await ask(ada)).body.data.id;
    const stranger = await call(app, 'payRequestPay', { token: chidi, body: { id, requestId: 'pay-00000004' } });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ status: 'error', code: 'pay.requestNotFound', message: 'Request not found', data: null });
    expect((await call(app, 'payRequestDecline', { token: chidi, body: { id } })).status).toBe(404);
    expect((await call(app, 'payRequests', { token: chidi })).body.data.some((r: { id: string }) => r.id === id)).toBe(false);
    expect((await call(app, 'payRequestPay', { token: ada, body: { id, requestId: 'pay-00000005' } })).status).toBe(409);
    expect((await call(app, 'payRequestPay', { token: ben, body: { id: 'rq99999999', requestId: 'pay-00000006' } })).status).toBe(404);
  });

  it('refuses bad requests', async () => {
    expect((await ask(ada, { userName: 'ada' })).status).toBe(422);
    expect((await ask(ada, { userName: 'nobody_here' })).status).toBe(404);
    expect((await ask(ada, { amount: -5 })).status).toBe(400);
    expect((await call(app, 'payRequestPay', { token: ben, body: { id: 'not-an-id', requestId: 'pay-00000007' } })).status).toBe(400);
  });

  it('a payer without the balance gets 422 and the request stays pending', async () => {
    const id = (await ask(ada, { amount: 50_000 })).body.data.id;
    expect((await call(app, 'payRequestPay', { token: ben, body: { id, requestId: 'pay-00000008' } })).status).toBe(422);
    expect((await call(app, 'payRequests', { token: ben, body: { role: 'incoming' } })).body.data[0]).toMatchObject({
      id,
      status: 'pending',
    });
  });
});
