// Tag pay: receipts (a movement explained, only to its owner) and monthly statements, checked against the ledger to
// the unit over a month boundary that depends on the person's time zone.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, TEST_NOW, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
useTestApp(['ada', 'ben'], { ready: (t) => ({ app, ada, ben } = t) });

const HOUR = 3_600_000;
let rid = 0;
const send = async (token: string, userName: string, amount: number, asset = 'OSBT') => {
  const answer = await call(app, 'paySend', {
    token,
    body: { requestId: `rcpt-${String(++rid).padStart(8, '0')}`, asset, amount, userName },
  });
  expect(answer.status).toBe(201);
  return answer.body.data as { id: string; fee: number };
};

/** The balance of a person's account at the instant `at`, summed straight from the ledger's records. */
/** NGN for withdrawals: a bank add, settled an hour later. */
const fundNgn = async (): Promise<void> => {
  await call(app, 'payAdd', { token: ada, body: { requestId: 'rcpt-add00001', asset: 'NGN', amount: 10_000_000, method: 'bank' } });
  app.clock.advance(HOUR);
  await call(app, 'payWallet', { token: ada });
};

const ledgerBalanceAt = (uid: string, asset: string, at: number): number =>
  app.ledger
    .records({ account: `user:${uid}`, asset })
    .filter((r) => r.at <= at)
    .reduce((sum, r) => sum + (r.to === `user:${uid}` ? r.amount : 0) - (r.from === `user:${uid}` ? r.amount : 0), 0);

describe('pay/receipt', () => {
  it('explains a send to each side: amount, fee, history, and the ledger transaction by role', async () => {
    const sent = await send(ada, 'ben', 1_000);
    const mine = await call(app, 'payReceipt', { token: ada, body: { id: sent.id } });
    expect(mine.status).toBe(200);
    expect(mine.body.code).toBe('common.ok');
    expect(mine.body.data).toMatchObject({
      movement: { id: sent.id, type: 'send', amount: 1_000, fee: 5, counterparty: { userName: 'ben' } },
      rate: null,
      history: [{ status: 'completed', at: TEST_NOW }],
    });
    expect(mine.body.data.ledger).toHaveLength(1);
    expect(mine.body.data.ledger[0].legs).toEqual([
      { from: 'me', to: 'counterparty', asset: 'OSBT', amount: 1_000 },
      { from: 'me', to: 'fees', asset: 'OSBT', amount: 5 },
    ]);
    // The ledger transaction is the one that moved the value.
    expect(app.ledger.transaction(mine.body.data.ledger[0].id)?.records.map((r) => r.amount)).toEqual([1_000, 5]);

    const bens = (await call(app, 'payActivity', { token: ben, body: { types: ['receive'] } })).body.data.items[0];
    const theirs = await call(app, 'payReceipt', { token: ben, body: { id: bens.id } });
    expect(theirs.body.data.ledger[0].id).toBe(mine.body.data.ledger[0].id);
    expect(theirs.body.data.ledger[0].legs[0]).toEqual({ from: 'counterparty', to: 'me', asset: 'OSBT', amount: 1_000 });
    // No account id of anyone leaks through the legs.
    expect(JSON.stringify(theirs.body.data.ledger)).not.toContain('user:');
  });

  it("refuses someone else's movement and an unknown id with 404 pay.movementNotFound, showing nothing", async () => {
    const sent = await send(ada, 'ben', 200);
    for (const id of [sent.id, 'mv99999999']) {
      const answer = await call(app, 'payReceipt', { token: ben, body: { id } });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ status: 'error', code: 'pay.movementNotFound', data: null });
    }
  });

  it('keeps the status history of a withdrawal with its times and both ledger transactions (hold, payout)', async () => {
    await fundNgn();
    const started = await call(app, 'payWithdraw', {
      token: ada,
      body: { requestId: 'rcpt-wd000001', asset: 'NGN', amount: 2_000_000, method: 'bank', destination: '0123456789' },
    });
    expect(started.status).toBe(201);
    const id = started.body.data.id as string;
    const before = (await call(app, 'payReceipt', { token: ada, body: { id } })).body.data;
    expect(before.history).toEqual([{ status: 'pending', at: TEST_NOW + HOUR }]);
    expect(before.ledger).toHaveLength(1);
    expect(before.ledger[0].legs[0]).toMatchObject({ from: 'me', to: 'escrow' });
    app.clock.advance(48 * HOUR);
    const after = (await call(app, 'payReceipt', { token: ada, body: { id } })).body.data;
    expect(after.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'completed']);
    expect(after.history[1].at).toBeGreaterThan(TEST_NOW + HOUR);
    expect(after.ledger.map((tx: { legs: { to: string }[] }) => tx.legs[0]!.to)).toEqual(['escrow', 'burn']);
  });

  it("gives a conversion's quoted rate", async () => {
    const quote = await call(app, 'payConvertQuote', { token: ada, body: { from: 'OSBT', to: 'USD', amount: 10_000 } });
    const done = await call(app, 'payConvertExecute', { token: ada, body: { quoteId: quote.body.data.id, requestId: 'rcpt-cv000001' } });
    const receipt = await call(app, 'payReceipt', { token: ada, body: { id: done.body.data.id } });
    expect(receipt.body.data.rate).toBe(quote.body.data.rate);
    expect(receipt.body.data.ledger[0].legs.map((l: { to: string }) => l.to)).toEqual(['treasury', 'me', 'fees']);
  });
});

describe('pay/statement', () => {
  it('opening + every line = closing, equal to the ledger at both ends, over a month boundary in the person\u2019s zone', async () => {
    // November: two sends with fees. Then 1 December 05:00 UTC: still 30 November in Honolulu (UTC-10), already
    // December in São Paulo (UTC-3).
    await send(ada, 'ben', 1_000);
    app.clock.advance(HOUR);
    await send(ada, 'ben', 333);
    const receivedBack = await send(ben, 'ada', 77);
    const late = Date.UTC(2026, 11, 1, 5, 0, 0);
    app.clock.advance(late - app.clock.now());
    await send(ada, 'ben', 2_000);
    app.clock.advance(24 * HOUR);

    const statement = async (month: string, timeZone: string) => {
      const answer = await call(app, 'payStatement', { token: ada, body: { asset: 'OSBT', month, timeZone } });
      expect(answer.status).toBe(200);
      return answer.body.data as {
        from: number;
        to: number;
        opening: number;
        closing: number;
        totalIn: number;
        totalOut: number;
        fees: number;
        lines: { amount: number; fee: number; balance: number; at: number; movement: { type: string } | null }[];
      };
    };
    for (const [timeZone, novemberLines] of [
      ['Pacific/Honolulu', 4],
      ['America/Sao_Paulo', 3],
    ] as const) {
      const nov = await statement('2026-11', timeZone);
      const dec = await statement('2026-12', timeZone);
      for (const s of [nov, dec]) {
        expect(s.opening).toBe(ledgerBalanceAt(USERS.ada.uid, 'OSBT', s.from - 1));
        expect(s.closing).toBe(ledgerBalanceAt(USERS.ada.uid, 'OSBT', s.to));
        expect(s.opening + s.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(s.closing);
        expect(s.totalIn - s.totalOut).toBe(s.closing - s.opening);
        expect(s.lines.at(-1)?.balance ?? s.opening).toBe(s.closing);
        for (const line of s.lines) expect(line.at >= s.from && line.at <= s.to).toBe(true);
      }
      expect(nov.lines).toHaveLength(novemberLines);
      expect(dec.opening).toBe(nov.closing);
      expect(nov.lines.length + dec.lines.length).toBe(4);
      // Fees: 0.5 % rounded up of each send.
      const fees = nov.fees + dec.fees;
      expect(fees).toBe(5 + 2 + 10);
      expect(nov.lines.find((l) => l.amount === -1_005)).toMatchObject({ fee: 5, movement: { type: 'send' } });
    }
    const honolulu = await statement('2026-11', 'Pacific/Honolulu');
    expect(honolulu.lines.find((l) => l.amount === 77)?.movement).toMatchObject({ type: 'receive' });
    expect(receivedBack.fee).toBe(1);
    // The running month ends now; a month not started yet in the zone is refused.
    expect(
      (await call(app, 'payStatement', { token: ada, body: { asset: 'OSBT', month: '2027-02', timeZone: 'UTC' } })).body,
    ).toMatchObject({
      code: 'pay.monthNotStarted',
    });
    const unknown = await call(app, 'payStatement', { token: ada, body: { asset: 'OSBT', month: '2026-11', timeZone: 'Mars/Olympus' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ code: 'pay.timeZoneUnknown', params: { timeZone: 'Mars/Olympus' } });
  });

  it("counts a withdrawal's fee in its hold, and a returned withdrawal as money back", async () => {
    await fundNgn();
    await call(app, 'payWithdraw', {
      token: ada,
      body: { requestId: 'rcpt-wd000002', asset: 'NGN', amount: 2_000_000, method: 'bank', destination: '0123450000' },
    });
    app.clock.advance(48 * HOUR);
    const s = (await call(app, 'payStatement', { token: ada, body: { asset: 'NGN', month: '2026-11', timeZone: 'UTC' } })).body.data;
    const hold = s.lines.find((l: { amount: number }) => l.amount < 0);
    const back = s.lines.find(
      (l: { amount: number; movement: { type: string } | null }) => l.amount > 0 && l.movement?.type === 'withdraw',
    );
    expect(hold.fee).toBeGreaterThan(0);
    expect(hold.amount).toBe(-(2_000_000 + hold.fee));
    expect(back.amount).toBe(-hold.amount);
    expect(s.closing).toBe(app.ledger.balance(`user:${USERS.ada.uid}`, 'NGN'));
  });
});

describe('pay/request paid with too little balance', () => {
  it('says what it needs including the fee, in params the client words in the person\u2019s language; nothing moves', async () => {
    const created = await call(app, 'payRequestCreate', {
      token: ada,
      body: { requestId: 'rcpt-rq000001', asset: 'OSBT', amount: 50_000, userName: 'ben' },
    });
    expect(created.status).toBe(201);
    const paid = await call(app, 'payRequestPay', { token: ben, body: { id: created.body.data.id, requestId: 'rcpt-pay00001' } });
    expect(paid.status).toBe(422);
    expect(paid.body).toMatchObject({
      code: 'pay.requestBalanceTooLow',
      params: { asset: 'OSBT', amount: '50000', fee: '250', needed: '50250', available: '50000' },
    });
    expect(paid.body.message).toBe('Paying this request needs 50250 OSBT (50000 OSBT plus a 250 OSBT fee) and your balance is 50000 OSBT');
    expect(app.ledger.balance(`user:${USERS.ben.uid}`, 'OSBT')).toBe(50_000);
    expect(app.ledger.balance(`user:${USERS.ada.uid}`, 'OSBT')).toBe(50_000);
  });
});
