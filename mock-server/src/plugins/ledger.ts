// The one money ledger of the mock (DESIGN.md "money"): double-entry records in integer minor units,
// balances derived from the records, idempotent writes keyed by a client request id, and no account
// below zero except the issuer (system:mint). Every area that moves value goes through it.
import type { FastifyInstance } from 'fastify';

export type AccountId = string;

/** The issuer: the only account allowed below zero; minting moves value out of it. */
export const MINT: AccountId = 'system:mint';
/** Where burnt value goes (cash-outs, fees that leave the platform). */
export const BURN: AccountId = 'system:burn';
/** Platform fees kept on the platform. */
export const FEES: AccountId = 'system:fees';

export const userAccount = (uid: string): AccountId => `user:${uid}`;
export const escrowAccount = (id: string): AccountId => `escrow:${id}`;

const ASSET_CODE = /^[A-Z]{3,5}$/;
const ACCOUNT_ID = /^[a-z]+:[A-Za-z0-9_.:-]+$/;

export interface Leg {
  from: AccountId;
  to: AccountId;
  asset: string;
  /** A positive integer in the asset's minor units. */
  amount: number;
}

export interface LedgerRecord extends Leg {
  /** Position in the whole ledger (1, 2, 3, …). */
  seq: number;
  requestId: string;
  memo: string;
  at: number;
}

export interface Transaction {
  requestId: string;
  memo: string;
  at: number;
  records: readonly LedgerRecord[];
}

export class LedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerError';
  }
}

/** A leg would take an account below zero. */
export class InsufficientBalanceError extends LedgerError {
  readonly account: AccountId;
  readonly asset: string;
  readonly available: number;
  readonly needed: number;
  constructor(account: AccountId, asset: string, available: number, needed: number) {
    super(`${account} holds ${available} ${asset}, needs ${needed}`);
    this.name = 'InsufficientBalanceError';
    this.account = account;
    this.asset = asset;
    this.available = available;
    this.needed = needed;
  }
}

/**
 * A leg would take an account below what it holds back (a new account's welcome grant and rewards until its owner
 * is verified): the value is there, but may not leave yet. `available` is what may leave.
 */
export class HeldBalanceError extends InsufficientBalanceError {
  readonly held: number;
  constructor(account: AccountId, asset: string, available: number, needed: number, held: number) {
    super(account, asset, available, needed);
    this.name = 'HeldBalanceError';
    this.held = held;
  }
}

/** What an account holds back of an asset (0 for none): the part of its balance no leg may take. */
export type Holds = (account: AccountId, asset: string) => number;

/** A leg is malformed: a non-integer or non-positive amount, a bad asset code, or from === to. */
export class InvalidTransferError extends LedgerError {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTransferError';
  }
}

/** The request id was used before for different legs. */
export class IdempotencyConflictError extends LedgerError {
  readonly requestId: string;
  constructor(requestId: string) {
    super(`Request id ${requestId} was already used for a different transfer`);
    this.name = 'IdempotencyConflictError';
    this.requestId = requestId;
  }
}

export interface Ledger {
  /**
   * Moves `amount` of `asset` from one account to another (one debit, one credit). `at` dates it earlier than now:
   * for the seed's history only (a seeded account's welcome grant on the day it joined).
   */
  transfer(input: Leg & { requestId: string; memo?: string; at?: number }): Transaction;
  /** Applies all legs or none. Same requestId and same legs → the first result, nothing moves again. */
  post(requestId: string, legs: readonly Leg[], memo?: string): Transaction;
  /** Runs `run` with every record it writes dated `at` (when earlier than now): the seed writing its history. */
  backdate<T>(at: number, run: () => T): T;
  /** Issues new value: a transfer from MINT. */
  mint(requestId: string, to: AccountId, asset: string, amount: number, memo?: string): Transaction;
  /** Destroys value: a transfer to BURN. */
  burn(requestId: string, from: AccountId, asset: string, amount: number, memo?: string): Transaction;
  balance(account: AccountId, asset: string): number;
  /** Non-zero balances of an account, by asset. */
  balances(account: AccountId): Record<string, number>;
  /** Records, oldest first; filter by account (either side) and/or asset. */
  records(filter?: { account?: AccountId; asset?: string }): readonly LedgerRecord[];
  /**
   * An account's records (either side), oldest first: the ledger's own index, read in place (it grows as records are
   * written; nothing else changes it), so a reader that keeps up with it pays for what is new, not for the history.
   */
  recordsOf(account: AccountId): readonly LedgerRecord[];
  transaction(requestId: string): Transaction | undefined;
  /** Every account that ever moved value. */
  accounts(): AccountId[];
  /** Recomputes every balance from the records; throws if the cache disagrees or an invariant breaks. */
  verify(): void;
  /** Where the ledger asks what an account holds back (the store sets it: held welcome grants). */
  holdWith(holds: Holds): void;
  /** The part of a balance that may leave the account: the balance less what it holds back. */
  spendable(account: AccountId, asset: string): number;
  /** Forgets every record (the store's reset re-seeds). */
  reset(): void;
}

function sameLegs(a: readonly Leg[], b: readonly Leg[]): boolean {
  return (
    a.length === b.length &&
    a.every((leg, index) => {
      const other = b[index];
      return !!other && leg.from === other.from && leg.to === other.to && leg.asset === other.asset && leg.amount === other.amount;
    })
  );
}

function checkLeg(leg: Leg): void {
  if (!ASSET_CODE.test(leg.asset)) throw new InvalidTransferError(`Unknown asset code ${JSON.stringify(leg.asset)}`);
  if (!Number.isSafeInteger(leg.amount) || leg.amount <= 0) {
    throw new InvalidTransferError(`Amounts are positive integers in minor units, got ${leg.amount}`);
  }
  if (!ACCOUNT_ID.test(leg.from) || !ACCOUNT_ID.test(leg.to)) {
    throw new InvalidTransferError(`Bad account id in ${leg.from} → ${leg.to}`);
  }
  if (leg.from === leg.to) throw new InvalidTransferError(`A transfer needs two different accounts (${leg.from})`);
}

export function createLedger(options: { now: () => number }): Ledger {
  let records: LedgerRecord[] = [];
  let byAccount = new Map<AccountId, LedgerRecord[]>();
  const index = (account: AccountId, record: LedgerRecord): void => {
    let list = byAccount.get(account);
    if (!list) byAccount.set(account, (list = []));
    list.push(record);
  };
  let byRequest = new Map<string, { legs: readonly Leg[]; tx: Transaction }>();
  // account → asset → balance; a cache of the records, checked by verify().
  let cache = new Map<AccountId, Map<string, number>>();

  const balance = (account: AccountId, asset: string): number => cache.get(account)?.get(asset) ?? 0;

  const add = (account: AccountId, asset: string, delta: number): void => {
    let assets = cache.get(account);
    if (!assets) cache.set(account, (assets = new Map<string, number>()));
    assets.set(asset, (assets.get(asset) ?? 0) + delta);
  };

  /** Set while backdate() runs. */
  let dateOverride: number | undefined;
  let holds: Holds = () => 0;
  const post = (requestId: string, legs: readonly Leg[], memo = '', backdate?: number): Transaction => {
    if (typeof requestId !== 'string' || requestId.length === 0) throw new InvalidTransferError('A request id is required');
    const previous = byRequest.get(requestId);
    if (previous) {
      if (!sameLegs(previous.legs, legs)) throw new IdempotencyConflictError(requestId);
      return previous.tx;
    }
    if (legs.length === 0) throw new InvalidTransferError('A transaction needs at least one leg');
    legs.forEach(checkLeg);

    // Check every debit against the balance as it would be after the earlier legs: all or nothing.
    const pending = new Map<string, number>();
    for (const leg of legs) {
      const fromKey = `${leg.from}\u0000${leg.asset}`;
      const toKey = `${leg.to}\u0000${leg.asset}`;
      const available = balance(leg.from, leg.asset) + (pending.get(fromKey) ?? 0);
      if (leg.from !== MINT && available < leg.amount) {
        throw new InsufficientBalanceError(leg.from, leg.asset, available, leg.amount);
      }
      const held = leg.from === MINT ? 0 : holds(leg.from, leg.asset);
      if (held > 0 && available - held < leg.amount) {
        throw new HeldBalanceError(leg.from, leg.asset, Math.max(0, available - held), leg.amount, held);
      }
      pending.set(fromKey, (pending.get(fromKey) ?? 0) - leg.amount);
      pending.set(toKey, (pending.get(toKey) ?? 0) + leg.amount);
    }

    const now = options.now();
    const wanted = backdate ?? dateOverride;
    const at = wanted !== undefined && Number.isSafeInteger(wanted) && wanted < now ? wanted : now;
    const written: readonly LedgerRecord[] = legs.map((leg, index) =>
      Object.freeze({
        seq: records.length + index + 1,
        requestId,
        memo,
        at,
        from: leg.from,
        to: leg.to,
        asset: leg.asset,
        amount: leg.amount,
      }),
    );
    for (const record of written) {
      records.push(record);
      index(record.from, record);
      index(record.to, record);
      add(record.from, record.asset, -record.amount);
      add(record.to, record.asset, record.amount);
    }
    const tx: Transaction = Object.freeze({ requestId, memo, at, records: Object.freeze(written) });
    byRequest.set(requestId, { legs: legs.map((leg) => ({ ...leg })), tx });
    return tx;
  };

  return {
    post: (requestId, legs, memo) => post(requestId, legs, memo),
    backdate(at, run) {
      const previous = dateOverride;
      dateOverride = at;
      try {
        return run();
      } finally {
        dateOverride = previous;
      }
    },
    transfer: ({ requestId, memo, at, ...leg }) =>
      post(requestId, [{ from: leg.from, to: leg.to, asset: leg.asset, amount: leg.amount }], memo, at),
    mint: (requestId, to, asset, amount, memo) => post(requestId, [{ from: MINT, to, asset, amount }], memo),
    burn: (requestId, from, asset, amount, memo) => post(requestId, [{ from, to: BURN, asset, amount }], memo),
    balance,
    balances(account) {
      const out: Record<string, number> = {};
      for (const [asset, amount] of cache.get(account) ?? []) if (amount !== 0) out[asset] = amount;
      return out;
    },
    records(filter = {}) {
      if (filter.account !== undefined) {
        const own = byAccount.get(filter.account) ?? [];
        return filter.asset === undefined ? [...own] : own.filter((r) => r.asset === filter.asset);
      }
      return records.filter(
        (r) =>
          (filter.account === undefined || r.from === filter.account || r.to === filter.account) &&
          (filter.asset === undefined || r.asset === filter.asset),
      );
    },
    recordsOf: (account) => byAccount.get(account) ?? [],
    transaction: (requestId) => byRequest.get(requestId)?.tx,
    accounts: () => [...cache.keys()],
    verify() {
      const derived = new Map<string, number>();
      const totals = new Map<string, number>();
      for (const r of records) {
        derived.set(`${r.from}\u0000${r.asset}`, (derived.get(`${r.from}\u0000${r.asset}`) ?? 0) - r.amount);
        derived.set(`${r.to}\u0000${r.asset}`, (derived.get(`${r.to}\u0000${r.asset}`) ?? 0) + r.amount);
      }
      for (const [account, assets] of cache) {
        for (const [asset, amount] of assets) {
          const expected = derived.get(`${account}\u0000${asset}`) ?? 0;
          if (expected !== amount) throw new LedgerError(`Cached ${account} ${asset} = ${amount}, records say ${expected}`);
          if (amount < 0 && account !== MINT) throw new LedgerError(`${account} is below zero in ${asset}`);
          totals.set(asset, (totals.get(asset) ?? 0) + amount);
        }
      }
      for (const [asset, total] of totals) if (total !== 0) throw new LedgerError(`${asset} does not balance (${total})`);
    },
    holdWith(next) {
      holds = next;
    },
    spendable: (account, asset) => Math.max(0, balance(account, asset) - (account === MINT ? 0 : holds(account, asset))),
    reset() {
      records = [];
      byAccount = new Map();
      byRequest = new Map();
      cache = new Map();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ledger: Ledger;
  }
}

export function ledgerPlugin(app: FastifyInstance, ledger: Ledger): void {
  app.decorate('ledger', ledger);
}
