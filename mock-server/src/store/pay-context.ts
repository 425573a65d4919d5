// What every part of the pay store shares: ids, the movement log each user's activity is read from, parties,
// idempotency by client request id, and ledger writes with messages a person understands.
import type { components } from '../../../contracts/api/schema.d.ts';
import { canonical } from '../lib/canonical.ts';
import { conflict, notFound, unprocessable, type ApiError } from '../lib/errors.ts';
import { escrowAccount, HeldBalanceError, InsufficientBalanceError, type Leg, type Ledger, type Transaction } from '../plugins/ledger.ts';
import { payAsset } from '../seed/pay-assets.ts';
import type { UserRecord, UsersRepo } from './users.ts';
import { formatMinor } from './pay-math.ts';

type Schemas = components['schemas'];
export type PayParty = Schemas['PayParty'];
export type PayMovement = Schemas['PayMovement'];
export type PayMovementType = Schemas['PayMovementType'];
export type PayMovementReason = Schemas['PayMovementReason'];
export type PayMovementStatus = Schemas['PayMovementStatus'];

/** The platform's FX desk: the other side of every conversion (seeded with liquidity in every asset). */
export const TREASURY = 'system:treasury';

/** A movement as stored: the answer's fields plus whose activity it is and the counterparty's uid. */
export interface StoredMovement extends Omit<PayMovement, 'counterparty' | 'reason'> {
  owner: string;
  counterpartyUid: string | null;
  /** Only movements of other areas (pay-platform-movements.ts) have one. */
  reason?: PayMovementReason;
  /** Every status it had, oldest first (the receipt's status history). */
  history: { status: PayMovementStatus; at: number }[];
  /** The ledger transactions (request ids) it moved value in, oldest first: the receipt and the statement link them. */
  ledgerTx: string[];
}

export type NewMovement = Omit<StoredMovement, 'id' | 'createdAt' | 'updatedAt' | 'history' | 'ledgerTx'>;

export interface PayContext {
  ledger: Ledger;
  users: UsersRepo;
  now(): number;
  /** A realtime nudge (`i`) to a user whose wallet or activity changed. */
  notify(uid: string): void;
  /** The next id of a kind: prefix + 8 digits (mv00000001). */
  nextId(prefix: string): string;
  /** Records a movement in its owner's activity (newest last); the id is made here unless given. */
  addMovement(movement: NewMovement, id?: string): StoredMovement;
  updateMovement(id: string, patch: Partial<Pick<StoredMovement, 'status' | 'fee' | 'counterAmount'>>): void;
  /** Records that a ledger transaction belongs to these movements (each side's movement of a transfer). */
  link(movementIds: readonly string[], tx: Transaction): void;
  movementsOf(uid: string): readonly StoredMovement[];
  /** The ledger transaction → the owner's movement it belongs to. */
  movementOfTx(uid: string, txId: string): StoredMovement | undefined;
  movementView: (movement: StoredMovement) => PayMovement;
  /** A user as a counterparty; 409 when they have no username yet (onboarding not finished). */
  party(user: UserRecord): PayParty;
  /** The user behind a username; 404 when nobody has it, 422 when it is `me`. */
  userByName(userName: string, me?: UserRecord): UserRecord;
  /**
   * Runs a write once per (user, operation, client request id). The same id with the same input answers the
   * first result (callers return an entity id and build a fresh view from it); the same id with other input
   * gets 409. A write that throws is not remembered, so it can be retried.
   */
  once<T>(uid: string, operation: string, requestId: string, input: unknown, run: () => T): T;
  /** ledger.post with a balance shortfall turned into a 422 that names the asset and the amounts. */
  post(requestId: string, legs: readonly Leg[], memo: string): Transaction;
}

export function createPayContext(deps: { ledger: Ledger; users: UsersRepo; now: () => number; notify: (uid: string) => void }): PayContext {
  const counters = new Map<string, number>();
  const movements = new Map<string, StoredMovement>();
  const byOwner = new Map<string, StoredMovement[]>();
  const byTx = new Map<string, StoredMovement>();
  const writes = new Map<string, { input: string; result: unknown }>();

  const party = (user: UserRecord): PayParty => {
    if (!user.userName) throw conflict('pay.profileUnfinished');
    return { uid: user.uid, userName: user.userName, isVerified: user.isVerified, country: user.country };
  };

  const ctx: PayContext = {
    ledger: deps.ledger,
    users: deps.users,
    now: deps.now,
    notify: deps.notify,
    nextId(prefix) {
      const n = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, n);
      return `${prefix}${String(n).padStart(8, '0')}`;
    },
    addMovement(input, id) {
      const at = deps.now();
      const movement: StoredMovement = {
        ...input,
        id: id ?? ctx.nextId('mv'),
        createdAt: at,
        updatedAt: at,
        history: [{ status: input.status, at }],
        ledgerTx: [],
      };
      movements.set(movement.id, movement);
      let list = byOwner.get(movement.owner);
      if (!list) byOwner.set(movement.owner, (list = []));
      list.push(movement);
      return movement;
    },
    updateMovement(id, patch) {
      const movement = movements.get(id);
      if (!movement) return;
      const at = deps.now();
      if (patch.status !== undefined && patch.status !== movement.status) movement.history.push({ status: patch.status, at });
      Object.assign(movement, patch, { updatedAt: at });
    },
    link(movementIds, tx) {
      for (const id of movementIds) {
        const movement = movements.get(id);
        if (!movement || movement.ledgerTx.includes(tx.requestId)) continue;
        movement.ledgerTx.push(tx.requestId);
        byTx.set(`${movement.owner}\u0000${tx.requestId}`, movement);
      }
    },
    movementsOf: (uid) => byOwner.get(uid) ?? [],
    movementOfTx: (uid, txId) => byTx.get(`${uid}\u0000${txId}`),
    movementView(m) {
      const other = m.counterpartyUid === null ? undefined : deps.users.get(m.counterpartyUid);
      return {
        id: m.id,
        type: m.type,
        reason: m.reason ?? null,
        direction: m.direction,
        status: m.status,
        asset: m.asset,
        amount: m.amount,
        fee: m.fee,
        counterAsset: m.counterAsset,
        counterAmount: m.counterAmount,
        counterparty: other && other.userName ? party(other) : null,
        method: m.method,
        note: m.note,
        ref: m.ref,
        createdAt: m.createdAt,
        updatedAt: m.updatedAt,
      };
    },
    party,
    userByName(userName, me) {
      const user = deps.users.byUserName(userName);
      if (!user || !user.userName) throw notFound('pay.userUnknown', { userName });
      if (me && user.uid === me.uid) throw unprocessable('pay.notYourself');
      return user;
    },
    once(uid, operation, requestId, input, run) {
      const key = `${uid}|${operation}|${requestId}`;
      const fingerprint = canonical(input);
      const previous = writes.get(key);
      if (previous) {
        if (previous.input !== fingerprint) throw conflict('request.idempotencyConflict');
        return previous.result as ReturnType<typeof run>;
      }
      const result = run();
      writes.set(key, { input: fingerprint, result });
      return result;
    },
    post(requestId, legs, memo) {
      try {
        return deps.ledger.post(requestId, legs, memo);
      } catch (error) {
        if (error instanceof HeldBalanceError) throw grantHeld(error.asset, error.held);
        if (error instanceof InsufficientBalanceError) {
          if (error.account === TREASURY) throw unprocessable('pay.convertTooLarge');
          if (error.account.startsWith('escrow:')) throw conflict('pay.holdMoved');
          const precision = payAsset(error.asset).precision;
          throw unprocessable('pay.balanceTooLow', {
            asset: error.asset,
            needed: formatMinor(error.needed, precision),
            available: formatMinor(error.available, precision),
          });
        }
        throw error;
      }
    },
  };
  return ctx;
}

/** The refusal of a payment only the held part of a balance (a new account's grants, until verified) could cover. */
export function grantHeld(asset: string, held: number): ApiError {
  return unprocessable('pay.grantHeld', { asset, amount: formatMinor(held, payAsset(asset).precision) });
}

/** The escrow account of a pay hold (a withdrawal, a P2P order, a live P2P sell ad, a gift card). */
export const holdAccount = (kind: 'wd' | 'p2p' | 'ad' | 'gift', id: string): string => escrowAccount(`${kind}-${id}`);
