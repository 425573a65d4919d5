// The ledger on its own: double entry, integer amounts, no negative balances, idempotency, and a property
// test over random sequences of operations.
import { describe, expect, it } from 'vitest';
import { createPrng } from '../src/lib/prng.ts';
import {
  BURN,
  createLedger,
  escrowAccount,
  IdempotencyConflictError,
  InsufficientBalanceError,
  InvalidTransferError,
  MINT,
  userAccount,
  type AccountId,
  type Ledger,
} from '../src/plugins/ledger.ts';

const fresh = (): Ledger => createLedger({ now: () => 1_000 });
const A = userAccount('u0000000001');
const B = userAccount('u0000000002');

describe('ledger', () => {
  it('records each transfer as one debit and one credit of the same asset', () => {
    const ledger = fresh();
    ledger.mint('m1', A, 'OSBT', 500);
    const tx = ledger.transfer({ requestId: 't1', from: A, to: B, asset: 'OSBT', amount: 120, memo: 'gift' });
    expect(tx.records).toEqual([{ seq: 2, requestId: 't1', memo: 'gift', at: 1_000, from: A, to: B, asset: 'OSBT', amount: 120 }]);
    expect(ledger.balance(A, 'OSBT')).toBe(380);
    expect(ledger.balance(B, 'OSBT')).toBe(120);
    expect(ledger.balance(MINT, 'OSBT')).toBe(-500);
    expect(ledger.balances(A)).toEqual({ OSBT: 380 });
    expect(ledger.records({ account: B })).toHaveLength(1);
    expect(ledger.records({ asset: 'USD' })).toHaveLength(0);
    ledger.verify();
  });

  it('refuses to take a user below zero, with a typed error, and moves nothing', () => {
    const ledger = fresh();
    ledger.mint('m1', A, 'OSBT', 100);
    const attempt = () => ledger.transfer({ requestId: 't1', from: A, to: B, asset: 'OSBT', amount: 101 });
    expect(attempt).toThrow(InsufficientBalanceError);
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ account: A, asset: 'OSBT', available: 100, needed: 101 });
    }
    expect(ledger.balance(A, 'OSBT')).toBe(100);
    expect(ledger.records()).toHaveLength(1);
    // A failed attempt does not burn the request id: the same id works once the money is there.
    ledger.mint('m2', A, 'OSBT', 1);
    expect(attempt().records).toHaveLength(1);
  });

  it('applies multi-leg transactions all or nothing', () => {
    const ledger = fresh();
    ledger.mint('m1', A, 'OSBT', 100);
    const escrow = escrowAccount('g1');
    expect(() =>
      ledger.post('p1', [
        { from: A, to: escrow, asset: 'OSBT', amount: 60 },
        { from: A, to: escrow, asset: 'OSBT', amount: 60 },
      ]),
    ).toThrow(InsufficientBalanceError);
    expect(ledger.balance(A, 'OSBT')).toBe(100);
    expect(ledger.balance(escrow, 'OSBT')).toBe(0);
    ledger.post('p2', [
      { from: A, to: escrow, asset: 'OSBT', amount: 60 },
      { from: escrow, to: B, asset: 'OSBT', amount: 60 },
    ]);
    expect(ledger.balance(B, 'OSBT')).toBe(60);
    ledger.verify();
  });

  it.each([
    ['a fraction', 1.5],
    ['zero', 0],
    ['a negative amount', -5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an unsafe integer', 2 ** 60],
  ])('rejects %s', (_label, amount) => {
    const ledger = fresh();
    ledger.mint('m1', A, 'OSBT', 100);
    expect(() => ledger.transfer({ requestId: 't', from: A, to: B, asset: 'OSBT', amount })).toThrow(InvalidTransferError);
    expect(ledger.records()).toHaveLength(1);
  });

  it('rejects bad assets, bad accounts, self transfers and empty request ids', () => {
    const ledger = fresh();
    ledger.mint('m1', A, 'OSBT', 100);
    expect(() => ledger.transfer({ requestId: 't', from: A, to: B, asset: 'osbt', amount: 1 })).toThrow(InvalidTransferError);
    expect(() => ledger.transfer({ requestId: 't', from: A, to: 'nobody', asset: 'OSBT', amount: 1 })).toThrow(InvalidTransferError);
    expect(() => ledger.transfer({ requestId: 't', from: A, to: A, asset: 'OSBT', amount: 1 })).toThrow(InvalidTransferError);
    expect(() => ledger.transfer({ requestId: '', from: A, to: B, asset: 'OSBT', amount: 1 })).toThrow(InvalidTransferError);
    expect(() => ledger.post('t', [])).toThrow(InvalidTransferError);
  });

  it('is idempotent by request id: same id and legs → the first result, no second movement', () => {
    const ledger = fresh();
    ledger.mint('m1', A, 'OSBT', 100);
    const first = ledger.transfer({ requestId: 't1', from: A, to: B, asset: 'OSBT', amount: 30 });
    const again = ledger.transfer({ requestId: 't1', from: A, to: B, asset: 'OSBT', amount: 30 });
    expect(again).toBe(first);
    expect(ledger.balance(A, 'OSBT')).toBe(70);
    expect(ledger.transaction('t1')).toBe(first);
    expect(() => ledger.transfer({ requestId: 't1', from: A, to: B, asset: 'OSBT', amount: 31 })).toThrow(IdempotencyConflictError);
  });

  it('keeps assets apart and lets only the issuer go below zero', () => {
    const ledger = fresh();
    ledger.mint('m1', A, 'OSBT', 10);
    ledger.mint('m2', A, 'USD', 5);
    expect(() => ledger.transfer({ requestId: 't', from: A, to: B, asset: 'USD', amount: 6 })).toThrow(InsufficientBalanceError);
    ledger.burn('b1', A, 'USD', 5);
    expect(ledger.balances(A)).toEqual({ OSBT: 10 });
    expect(ledger.balance(BURN, 'USD')).toBe(5);
    ledger.reset();
    expect(ledger.records()).toEqual([]);
    expect(ledger.accounts()).toEqual([]);
  });

  it('property: random sequences conserve every asset (except mint/burn) and never go below zero', () => {
    const assets = ['OSBT', 'USD', 'NGN'];
    const accounts: AccountId[] = [
      ...Array.from({ length: 6 }, (_, i) => userAccount(`u${String(i + 1).padStart(10, '0')}`)),
      escrowAccount('g00000001'),
      escrowAccount('g00000002'),
    ];
    for (let seed = 1; seed <= 40; seed++) {
      const rng = createPrng(seed);
      const ledger = fresh();
      const minted = new Map<string, number>();
      const burnt = new Map<string, number>();
      const usedIds: string[] = [];
      for (let step = 0; step < 300; step++) {
        const asset = rng.pick(assets);
        const from = rng.pick(accounts);
        let to = rng.pick(accounts);
        if (to === from) to = accounts[(accounts.indexOf(from) + 1) % accounts.length] ?? to;
        // Mostly whole amounts, sometimes a fraction or a non-positive one (must be refused).
        const roll = rng.next();
        const amount = roll < 0.05 ? rng.int(1, 100) + 0.5 : roll < 0.08 ? -rng.int(0, 5) : rng.int(1, 400);
        const kind = rng.int(0, 9);
        // Replay an earlier request id now and then: it must not move anything again.
        const requestId = kind === 9 && usedIds.length > 0 ? rng.pick(usedIds) : `r${seed}-${step}`;
        const before = ledger.records().length;
        try {
          if (kind === 0) {
            ledger.mint(requestId, to, asset, amount);
            minted.set(asset, (minted.get(asset) ?? 0) + amount);
          } else if (kind === 1) {
            ledger.burn(requestId, from, asset, amount);
            burnt.set(asset, (burnt.get(asset) ?? 0) + amount);
          } else {
            ledger.transfer({ requestId, from, to, asset, amount });
          }
          if (requestId === `r${seed}-${step}`) usedIds.push(requestId);
        } catch (error) {
          const expected =
            error instanceof InsufficientBalanceError || error instanceof InvalidTransferError || error instanceof IdempotencyConflictError;
          if (!expected) throw error;
          if (ledger.records().length !== before)
            throw new Error(`seed ${seed} step ${step}: a refused write left records`, { cause: error });
        }
        if (kind === 9 && ledger.records().length !== before) throw new Error('a replayed request id moved money twice');
        for (const account of accounts) {
          for (const a of assets)
            if (ledger.balance(account, a) < 0) throw new Error(`seed ${seed} step ${step}: ${account} below zero in ${a}`);
        }
      }
      ledger.verify();
      for (const asset of assets) {
        const held = accounts.reduce((sum, account) => sum + ledger.balance(account, asset), 0);
        expect(held, `seed ${seed} ${asset}`).toBe((minted.get(asset) ?? 0) - (burnt.get(asset) ?? 0));
        expect(ledger.balance(MINT, asset) + held + ledger.balance(BURN, asset)).toBe(0);
        for (const record of ledger.records({ asset })) expect(Number.isSafeInteger(record.amount) && record.amount > 0).toBe(true);
      }
    }
  });
});

describe('dating records (the seed writing its history)', () => {
  it('dates what backdate() writes at the time given, never later than now, and only inside it', () => {
    const ledger = fresh();
    ledger.backdate(400, () => ledger.mint('seed-1', 'user:a', 'OSBT', 10));
    ledger.backdate(5_000, () => ledger.mint('seed-2', 'user:a', 'OSBT', 10));
    ledger.mint('now-1', 'user:a', 'OSBT', 10);
    ledger.transfer({ requestId: 'grant-1', from: MINT, to: 'user:a', asset: 'OSBT', amount: 10, at: 300 });
    expect(ledger.records().map((r) => [r.requestId, r.at])).toEqual([
      ['seed-1', 400],
      ['seed-2', 1_000],
      ['now-1', 1_000],
      ['grant-1', 300],
    ]);
    expect(ledger.balance('user:a', 'OSBT')).toBe(40);
  });
});
