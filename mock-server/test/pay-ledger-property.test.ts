// Property test of the pay store on the ledger (seeded PRNG): random sequences of sends, requests, converts,
// P2P ads, trades and staff decisions on disputes, gift cards and clock moves never create or lose value; only add and withdraw settlements cross
// the mint/burn boundary, by exactly what they settle. Refusals move nothing; replays move nothing twice.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/errors.ts';
import { createPrng, type Prng } from '../src/lib/prng.ts';
import { BURN, createLedger, MINT, type Ledger } from '../src/plugins/ledger.ts';
import { PAY_ASSET_CODES, type PayAssetCode, type PayMethod } from '../src/seed/pay-assets.ts';
import { createPayRepo, type PayRepo } from '../src/store/pay.ts';
import { createUsersRepo, type UserRecord } from '../src/store/users.ts';

const NAMES = ['ann', 'bob', 'cat', 'dan', 'eli'];
const STEPS = 250;
const SEEDS = 12;
const ASSETS: PayAssetCode[] = ['OSBT', 'USDT', 'USD', 'NGN', 'JPY'];
/** Where a seller is paid (every P2P seller writes theirs). */
const BANK = { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Test Trader' };

/** Every account's balance except the issuer's and the burn's: what exists "inside" the platform. */
function inside(ledger: Ledger, asset: string): number {
  return ledger
    .accounts()
    .filter((a) => a !== MINT && a !== BURN)
    .reduce((sum, a) => sum + ledger.balance(a, asset), 0);
}

function world(seed: number) {
  let now = Date.UTC(2026, 10, 1);
  const ledger = createLedger({ now: () => now });
  const users = createUsersRepo();
  const people: UserRecord[] = NAMES.map((userName) =>
    users.create({
      email: `${userName}@example.com`,
      userName,
      password: 'password',
      isVerified: true,
      isStaff: false,
      country: 'NG',
      currency: 'NGN',
      userCountry: 'NG',
      timeZone: 'UTC',
      todo: '',
      createdAt: now,
    }),
  );
  const repo = createPayRepo({ ledger, users, now: () => now, notify: () => {} });
  // Opening funds and the FX desk: the initial boundary.
  for (const person of people) {
    ledger.mint(`fund:${person.uid}:OSBT`, `user:${person.uid}`, 'OSBT', 20_000);
    ledger.mint(`fund:${person.uid}:USDT`, `user:${person.uid}`, 'USDT', 5_000_000_000);
    ledger.mint(`fund:${person.uid}:NGN`, `user:${person.uid}`, 'NGN', 50_000_000);
  }
  for (const code of PAY_ASSET_CODES) ledger.mint(`fund:treasury:${code}`, 'system:treasury', code, 1_000_000_000_000);
  return { ledger, users, people, repo, rng: createPrng(seed), advance: (ms: number) => (now += ms) };
}

/** A step makes one call; it answers a thunk that repeats exactly that call (a client retry). */
type Step = (w: ReturnType<typeof world>, me: UserRecord, other: UserRecord, id: string) => (() => unknown) | void;

const amountFor = (rng: Prng, asset: PayAssetCode): number =>
  asset === 'USDT' ? rng.int(1, 200) * 1_000_000 + rng.int(0, 999_999) : asset === 'OSBT' ? rng.int(1, 3_000) : rng.int(1, 5_000_000);

const steps: Record<string, Step> = {
  send: ({ repo, rng }, me, other, id) => {
    const asset = rng.pick(ASSETS);
    const input = { requestId: id, asset, amount: amountFor(rng, asset), userName: other.userName };
    repo.send(me, input);
    return () => repo.send(me, input);
  },
  request: ({ repo, rng }, me, other, id) => {
    const asset = rng.pick(ASSETS);
    const input = { requestId: id, asset, amount: amountFor(rng, asset), userName: other.userName };
    repo.createRequest(me, input);
    return () => repo.createRequest(me, input);
  },
  answerRequest: ({ repo, rng }, me, _other, id) => {
    const open = repo.requests(me.uid, { role: 'incoming', status: 'pending' });
    if (open.length === 0) return;
    const request = rng.pick(open);
    if (rng.next() < 0.7) {
      repo.payRequest(me, request.id, id);
      return () => repo.payRequest(me, request.id, id);
    }
    repo.declineRequest(me, request.id);
    return () => repo.declineRequest(me, request.id);
  },
  convert: ({ repo, rng, advance }, me, _other, id) => {
    const from = rng.pick(ASSETS);
    const to = rng.pick(ASSETS);
    const quote = repo.quote(me, { from, to, amount: amountFor(rng, from) });
    if (rng.next() < 0.2) advance(31_000);
    repo.executeQuote(me, quote.id, id);
    return () => repo.executeQuote(me, quote.id, id);
  },
  giftBuy: ({ repo, rng }, me, _other, id) => {
    const asset = rng.pick(['OSBT', 'NGN'] as const);
    const input = { requestId: id, asset, amount: asset === 'OSBT' ? rng.int(1, 2_000) : rng.int(155_000, 3_000_000) };
    repo.giftCards.buy(me, input);
    return () => repo.giftCards.buy(me, input);
  },
  giftRedeem: ({ repo, rng, people }, me, _other, id) => {
    const cards = people.flatMap((p) => repo.giftCards.list(p.uid)).filter((c) => c.role === 'bought');
    const code = cards.length > 0 && rng.next() < 0.8 ? rng.pick(cards).code : 'OSB-0000-0000-0000';
    repo.giftCards.redeem(me, { requestId: id, code });
    return () => repo.giftCards.redeem(me, { requestId: id, code });
  },
  adCreate: ({ repo, rng }, me, _other, id) => {
    const asset = rng.pick(['OSBT', 'USDT'] as const);
    const total = asset === 'OSBT' ? rng.int(100, 5_000) : rng.int(10, 500) * 1_000_000;
    const input = {
      requestId: id,
      side: rng.next() < 0.6 ? ('sell' as const) : ('buy' as const),
      asset,
      fiat: 'NGN' as const,
      price: rng.int(150_000, 160_000),
      total,
      minFiat: 100_000,
      maxFiat: 100_000_000,
      methods: ['bank_transfer' as const],
      timeLimitMin: 15 as const,
      payment: { bank_transfer: BANK },
    };
    repo.p2p.createAd(me, input);
    return () => repo.p2p.createAd(me, input);
  },
  adStep: ({ repo, rng }, me) => {
    const mine = repo.p2p.myAds(me.uid);
    if (mine.length === 0) return;
    const ad = rng.pick(mine);
    const roll = rng.next();
    // Edits set a state (no request id): replaying one after a later edit would be a new intent, not a retry, so
    // only the delete is retried (a second delete is a 404 and moves nothing).
    if (roll < 0.3) repo.p2p.updateAd(me, { id: ad.id, status: ad.status === 'active' ? 'paused' : 'active' });
    else if (roll < 0.8) repo.p2p.updateAd(me, { id: ad.id, total: Math.max(1, ad.total + rng.int(-ad.available, ad.available + 1_000)) });
    else {
      repo.p2p.deleteAd(me, ad.id);
      return () => repo.p2p.deleteAd(me, ad.id);
    }
  },
  take: ({ repo, rng }, me, _other, id) => {
    const offers = repo.p2p.offers(me, { side: rng.next() < 0.5 ? 'buy' : 'sell' });
    if (offers.length === 0) return;
    const ad = rng.pick(offers);
    const input = {
      requestId: id,
      adId: ad.id,
      fiatAmount: rng.int(ad.minFiat, Math.min(ad.maxFiat, ad.minFiat * 50)),
      method: 'bank_transfer' as const,
      payment: BANK,
    };
    repo.p2p.createOrder(me, input);
    return () => repo.p2p.createOrder(me, input);
  },
  orderStep: ({ repo, rng, advance }, me) => {
    const open = repo.p2p.orders(me.uid, 'open');
    if (open.length === 0) return;
    const order = rng.pick(open);
    const roll = rng.next();
    const action =
      roll < 0.35
        ? () => repo.p2p.markPaid(me, order.id)
        : roll < 0.7
          ? () => repo.p2p.release(me, order.id)
          : roll < 0.85
            ? () => repo.p2p.cancel(me, order.id)
            : () => repo.p2p.dispute(me, order.id, 'Nothing arrived on my side');
    if (roll >= 0.85) advance(11 * 60_000);
    action();
    return action;
  },
  // Staff decide an open dispute (the route checks staff; the store moves the money): to the buyer or the seller.
  staffDecide: ({ repo, rng }, me) => {
    const open = repo.p2p.disputes('open').items;
    if (open.length === 0) return;
    const id = rng.pick(open).id;
    const action = () => repo.p2p.resolve(me, id, rng.next() < 0.5 ? 'buyer' : 'seller', 'Decided by the property test');
    action();
    // A second decision is refused (409) and moves nothing.
    return () => repo.p2p.resolve(me, id, 'buyer', 'Decided by the property test');
  },
  add: ({ repo, rng }, me, _other, id) => {
    const asset = rng.pick(['USD', 'NGN', 'USDT'] as const);
    const method: PayMethod = asset === 'USDT' ? 'crypto' : rng.pick(['card', 'bank'] as const);
    const input = {
      requestId: id,
      asset,
      amount: amountFor(rng, asset) + 100_000,
      method,
      ...(method === 'card' ? { source: rng.pick(['4242', '0002']) } : {}),
    };
    repo.add(me, input);
    return () => repo.add(me, input);
  },
  withdraw: ({ repo, rng }, me, _other, id) => {
    const asset = rng.pick(['NGN', 'USDT', 'OSBT'] as const);
    const input = {
      requestId: id,
      asset,
      amount: amountFor(rng, asset) + 2_000,
      method: asset === 'USDT' ? ('crypto' as const) : ('bank' as const),
      destination: rng.pick(['0123456789', '9876540000']),
    };
    repo.withdraw(me, input);
    return () => repo.withdraw(me, input);
  },
  wait: ({ rng, advance }) => {
    advance(rng.pick([1_000, 60_000, 16 * 60_000, 2 * 60 * 60_000]));
  },
};

/** What the settlements that `tick` just made cross the boundary by: completed adds in, completed withdrawals out. */
function boundaryDelta(repo: PayRepo, people: UserRecord[], before: Map<string, string>, asset: string): number {
  let delta = 0;
  for (const person of people) {
    for (const m of repo.activity(person.uid, { pageSize: 100_000, types: ['add', 'withdraw'], asset: asset as PayAssetCode }).items) {
      if (before.get(m.id) === 'pending' && m.status === 'completed') delta += m.type === 'add' ? m.amount + m.fee : -m.amount;
    }
  }
  return delta;
}

function statuses(repo: PayRepo, people: UserRecord[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const person of people)
    for (const m of repo.activity(person.uid, { pageSize: 100_000, types: ['add', 'withdraw'] }).items) out.set(m.id, m.status);
  return out;
}

describe('pay on the ledger: property', () => {
  it(`${SEEDS} seeds × ${STEPS} random steps conserve every asset outside add/withdraw`, () => {
    const names = Object.keys(steps);
    let refused = 0;
    let done = 0;
    const succeeded = new Set<string>();
    for (let seed = 1; seed <= SEEDS; seed++) {
      const w = world(seed);
      const { ledger, repo, rng, people } = w;
      const retries: Array<() => unknown> = [];
      for (let step = 0; step < STEPS; step++) {
        const before = new Map(PAY_ASSET_CODES.map((a) => [a, inside(ledger, a)]));
        const recordsBefore = ledger.records().length;
        // Now and then a client retries an earlier call exactly: it must move nothing again.
        const replay = retries.length > 0 && rng.next() < 0.08 ? rng.pick(retries) : undefined;
        const name = replay ? 'retry' : rng.pick(names);
        try {
          if (replay) replay();
          else {
            const retry = steps[name]!(w, rng.pick(people), rng.pick(people), `s${seed}-${step}`);
            if (retry) retries.push(retry);
            if (retry) succeeded.add(name);
          }
          done += 1;
        } catch (error) {
          if (!(error instanceof ApiError)) throw new Error(`seed ${seed} step ${step} (${name}): ${String(error)}`, { cause: error });
          refused += 1;
          if (ledger.records().length !== recordsBefore)
            throw new Error(`seed ${seed} step ${step} (${name}): a refused call left ledger records`, { cause: error });
        }
        if (replay && ledger.records().length !== recordsBefore) throw new Error(`seed ${seed} step ${step}: a retry moved money again`);
        for (const asset of PAY_ASSET_CODES) {
          expect(inside(ledger, asset), `seed ${seed} step ${step} (${name}) ${asset}`).toBe(before.get(asset));
        }
        // The clock's due work (settlements and expiries) is the only place value crosses the boundary.
        const pendingBefore = statuses(repo, people);
        const beforeTick = new Map(PAY_ASSET_CODES.map((a) => [a, inside(ledger, a)]));
        repo.tick();
        for (const asset of PAY_ASSET_CODES) {
          expect(inside(ledger, asset) - beforeTick.get(asset)!, `seed ${seed} step ${step} tick ${asset}`).toBe(
            boundaryDelta(repo, people, pendingBefore, asset),
          );
        }
        ledger.verify();
      }
      // Every record touching the boundary is an opening fund or an add/withdraw settlement.
      for (const record of ledger.records()) {
        if (record.from !== MINT && record.to !== BURN) continue;
        expect(record.requestId, `seed ${seed}`).toMatch(/^(fund:|pay:add:dp\d+:settle$|pay:withdraw:wd\d+:settle$)/);
      }
      // Escrows hold exactly the open orders, what live sell ads have left, the pending withdrawals and the unredeemed
      // gift cards.
      const open = new Map<string, number>();
      const plus = (asset: string, amount: number) => open.set(asset, (open.get(asset) ?? 0) + amount);
      for (const person of people) {
        for (const o of repo.p2p.orders(person.uid, 'open')) if (o.role === 'seller') plus(o.asset, o.amount);
        for (const ad of repo.p2p.myAds(person.uid)) if (ad.side === 'sell' && ad.status === 'active') plus(ad.asset, ad.available);
        for (const m of repo.activity(person.uid, { pageSize: 100_000, types: ['withdraw'], status: 'pending' }).items)
          plus(m.asset, m.amount + m.fee);
        for (const c of repo.giftCards.list(person.uid)) if (c.role === 'bought' && c.status === 'active') plus(c.asset, c.amount);
      }
      for (const asset of PAY_ASSET_CODES) {
        const escrowed = ledger
          .accounts()
          .filter((a) => a.startsWith('escrow:'))
          .reduce((sum, a) => sum + ledger.balance(a, asset), 0);
        expect(escrowed, `seed ${seed} escrow ${asset}`).toBe(open.get(asset) ?? 0);
      }
    }
    // The sequences exercised both paths.
    expect(done).toBeGreaterThan(SEEDS * STEPS * 0.3);
    expect(refused).toBeGreaterThan(0);
    expect([...succeeded].sort()).toEqual(names.filter((n) => n !== 'wait').sort());
  }, 120_000);
});
