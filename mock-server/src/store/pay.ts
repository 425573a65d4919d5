// The pay area's store: wallet, activity, saved recipients, send, request, convert, add and withdraw, plus the
// gift cards and P2P parts (pay-gift-cards.ts, pay-p2p.ts). Every value moves through the one ledger; this
// keeps the people-facing records (movements, requests, quotes) and settles pending ones on the mock's clock.
import type { components } from '../../../contracts/api/schema.d.ts';
import { conflict, notFound, unprocessable, type ApiCode } from '../lib/errors.ts';
import { FEES, MINT, BURN, userAccount, type Ledger } from '../plugins/ledger.ts';
import {
  methodTerms,
  PAY_ASSET_CODES,
  PAY_ASSETS,
  payAsset,
  type PayAsset,
  type PayAssetCode,
  type PayMethod,
} from '../seed/pay-assets.ts';
import {
  createPayContext,
  grantHeld,
  holdAccount,
  TREASURY,
  type PayContext,
  type PayMovementType,
  type PayParty,
  type StoredMovement,
} from './pay-context.ts';
import { createGiftCards, type GiftCards } from './pay-gift-cards.ts';
import { convertMinor, displayRate, feeFor, formatMinor } from './pay-math.ts';
import { createLimits, type Limits } from './pay-limits.ts';
import { createP2p, type P2p, type P2pExtras } from './pay-p2p.ts';
import { platformMovements } from './pay-platform-movements.ts';
import { createReceipts, type Receipts } from './pay-receipts.ts';
import type { UserRecord, UsersRepo } from './users.ts';

type Schemas = components['schemas'];
export type PayWallet = Schemas['PayWallet'];
export type PayActivityQuery = Schemas['PayActivityQuery'];
export type PayActivityPage = Schemas['PayActivityPage'];
export type PayMovement = Schemas['PayMovement'];
export type PayRecipient = Schemas['PayRecipient'];
export type PayRequest = Schemas['PayRequest'];
export type PayQuote = Schemas['PayQuote'];
export type PaySendPreview = Schemas['PaySendPreview'];

/** Ours: a convert quote holds its rate this long (Revolut and Binance Convert hold quotes for seconds). */
export const QUOTE_TTL_MS = 30_000;
/** Ours: activity pages hold 20 movements unless asked (the spec's inbox batch size, section 9). */
export const ACTIVITY_PAGE_SIZE = 20;
/** The mock declines this card, as payment test cards ending 0002 are declined (PayAddInput.source). */
export const DECLINED_CARD_LAST4 = '0002';
/** The mock returns payouts to a destination ending in this (PayWithdrawInput.destination). */
export const RETURNED_DESTINATION_SUFFIX = '0000';

interface RecipientRecord {
  id: string;
  owner: string;
  uid: string;
  label: string;
  createdAt: number;
}

interface RequestRecord {
  id: string;
  requester: string;
  payer: string;
  asset: PayAssetCode;
  amount: number;
  note: string;
  status: PayRequest['status'];
  createdAt: number;
  respondedAt: number | null;
  /** The requester's and the payer's movements. */
  movements: [string, string];
}

interface QuoteRecord extends Omit<PayQuote, 'now'> {
  owner: string;
  movementId: string | null;
}

/** An add or a withdrawal waiting for its method's settle time. */
interface Pending {
  id: string;
  kind: 'add' | 'withdraw';
  owner: string;
  movementId: string;
  asset: PayAssetCode;
  amount: number;
  fee: number;
  settleAt: number;
  fails: boolean;
}

export interface SendInput {
  requestId: string;
  asset: PayAssetCode;
  amount: number;
  userName: string;
  note?: string;
}

/** A person's activity oldest first, all of it and by type, and how much of each log it has taken in. */
interface ActivityIndex {
  items: StoredMovement[];
  byType: Map<PayMovementType, StoredMovement[]>;
  pay: number;
  ledger: number;
}

export interface PayRepo {
  ctx: PayContext;
  giftCards: GiftCards;
  p2p: P2p;
  /** The verification limits on money going out (pay-limits.ts). */
  limits: Limits;
  /** Receipts and monthly statements (pay-receipts.ts). */
  receipts: Receipts;
  assets(): readonly PayAsset[];
  wallet(uid: string): PayWallet;
  activity(uid: string, query: PayActivityQuery): PayActivityPage;
  recipients(uid: string): PayRecipient[];
  saveRecipient(user: UserRecord, userName: string, label?: string): PayRecipient;
  removeRecipient(uid: string, id: string): PayRecipient[];
  sendPreview(user: UserRecord, input: { asset: PayAssetCode; amount: number; userName: string }): PaySendPreview;
  /**
   * The scaled seed's sends (seed/scale.ts): the ledger transaction and both movements of a send, without the checks
   * a person's send goes through (profile, limits, idempotency: 100,000 of them must seed in seconds). No fee.
   */
  seedSend(from: string, to: string, input: { requestId: string; asset: PayAssetCode; amount: number; note?: string }): void;
  send(user: UserRecord, input: SendInput): PayMovement;
  createRequest(user: UserRecord, input: SendInput): PayRequest;
  requests(uid: string, query: { role?: 'incoming' | 'outgoing'; status?: PayRequest['status'] }): PayRequest[];
  payRequest(user: UserRecord, id: string, requestId: string): PayRequest;
  declineRequest(user: UserRecord, id: string): PayRequest;
  quote(user: UserRecord, input: { from: PayAssetCode; to: PayAssetCode; amount: number }): PayQuote;
  executeQuote(user: UserRecord, quoteId: string, requestId: string): PayMovement;
  add(user: UserRecord, input: { requestId: string; asset: PayAssetCode; amount: number; method: PayMethod; source?: string }): PayMovement;
  withdraw(
    user: UserRecord,
    input: { requestId: string; asset: PayAssetCode; amount: number; method: PayMethod; destination: string },
  ): PayMovement;
  /** Settles what is due on the clock: adds and withdrawals past their settle time, P2P orders past expiry. */
  tick(): void;
  /** Runs `fn` as if the clock read `at` (the seed writes history in the past). */
  at<T>(at: number, fn: () => T): T;
}

/** The refusal for a request that was already answered (only a pending one can be paid or declined). */
const ALREADY = {
  completed: 'pay.requestAlreadyCompleted',
  declined: 'pay.requestAlreadyDeclined',
  cancelled: 'pay.requestAlreadyCancelled',
} as const satisfies Record<Exclude<PayRequest['status'], 'pending'>, ApiCode>;

function checkLimits(asset: PayAsset, amount: number, min = asset.min, max = asset.max): void {
  if (amount < min) throw unprocessable('pay.amountTooSmall', { min: formatMinor(min, asset.precision), asset: asset.code });
  if (amount > max) throw unprocessable('pay.amountTooLarge', { max: formatMinor(max, asset.precision), asset: asset.code });
}

export function createPayRepo(
  deps: { ledger: Ledger; users: UsersRepo; now: () => number; notify: (uid: string) => void } & P2pExtras,
): PayRepo {
  let override: number | null = null;
  const now = (): number => override ?? deps.now();
  const ctx = createPayContext({ ledger: deps.ledger, users: deps.users, now, notify: deps.notify });
  const recipients = new Map<string, RecipientRecord>();
  const requests = new Map<string, RequestRecord>();
  const quotes = new Map<string, QuoteRecord>();
  const pending = new Map<string, Pending>();
  const giftCards = createGiftCards(ctx);
  const limits = createLimits(ctx);
  const p2p = createP2p(ctx, { limits, media: deps.media, notice: deps.notice });
  const receipts = createReceipts({ ctx, ledger: deps.ledger, quoteRate: (id) => quotes.get(id)?.rate ?? null });

  const movementById = (uid: string, id: string): StoredMovement => {
    const movement = ctx.movementsOf(uid).find((m) => m.id === id);
    if (!movement) throw notFound('pay.movementNotFound');
    return movement;
  };

  const recipientView = (r: RecipientRecord): PayRecipient => {
    const user = deps.users.get(r.uid);
    if (!user) throw notFound('pay.recipientNotFound');
    return { id: r.id, label: r.label, party: ctx.party(user), createdAt: r.createdAt };
  };

  const requestView = (r: RequestRecord, uid: string): PayRequest => {
    const party = (id: string): PayParty => {
      const user = deps.users.get(id);
      if (!user) throw notFound('pay.requestNotFound');
      return ctx.party(user);
    };
    return {
      id: r.id,
      role: r.payer === uid ? 'incoming' : 'outgoing',
      requester: party(r.requester),
      payer: party(r.payer),
      asset: r.asset,
      amount: r.amount,
      fee: feeFor(r.amount, payAsset(r.asset).sendFeeBps),
      note: r.note,
      status: r.status,
      createdAt: r.createdAt,
      respondedAt: r.respondedAt,
    };
  };

  const ownRequest = (uid: string, id: string): RequestRecord => {
    const request = requests.get(id);
    // Someone else's request is "not found": its existence is not leaked.
    if (!request || (request.requester !== uid && request.payer !== uid)) throw notFound('pay.requestNotFound');
    return request;
  };

  const settle = (item: Pending): void => {
    pending.delete(item.id);
    const user = userAccount(item.owner);
    if (item.kind === 'add') {
      if (!item.fails) {
        const legs = [{ from: MINT, to: user, asset: item.asset, amount: item.amount }];
        if (item.fee > 0) legs.push({ from: MINT, to: FEES, asset: item.asset, amount: item.fee });
        ctx.link([item.movementId], ctx.post(`pay:add:${item.id}:settle`, legs, 'Money added'));
      }
    } else {
      const hold = holdAccount('wd', item.id);
      const legs = item.fails
        ? [{ from: hold, to: user, asset: item.asset, amount: item.amount + item.fee }]
        : [
            { from: hold, to: BURN, asset: item.asset, amount: item.amount },
            ...(item.fee > 0 ? [{ from: hold, to: FEES, asset: item.asset, amount: item.fee }] : []),
          ];
      ctx.link(
        [item.movementId],
        ctx.post(`pay:withdraw:${item.id}:settle`, legs, item.fails ? 'Withdrawal returned' : 'Withdrawal paid out'),
      );
    }
    ctx.updateMovement(item.movementId, { status: item.fails ? 'failed' : 'completed' });
    ctx.notify(item.owner);
  };

  /** A send's ledger transaction and its two movements (sender's out, recipient's in); answers the sender's movement id. */
  const writeSend = (
    from: string,
    to: string,
    input: { requestId: string; asset: PayAssetCode; amount: number; note?: string },
    fee: number,
  ): string => {
    const txId = `pay:send:${from}:${input.requestId}`;
    const legs = [{ from: userAccount(from), to: userAccount(to), asset: input.asset, amount: input.amount }];
    if (fee > 0) legs.push({ from: userAccount(from), to: FEES, asset: input.asset, amount: fee });
    const tx = ctx.post(txId, legs, 'Send');
    const note = (input.note ?? '').trim();
    const base = {
      status: 'completed' as const,
      asset: input.asset,
      amount: input.amount,
      counterAsset: null,
      counterAmount: null,
      method: null,
      note,
      ref: null,
    };
    const mine = ctx.addMovement({ ...base, owner: from, type: 'send', direction: 'out', fee, counterpartyUid: to });
    const theirs = ctx.addMovement({ ...base, owner: to, type: 'receive', direction: 'in', fee: 0, counterpartyUid: from });
    ctx.link([mine.id, theirs.id], tx);
    return mine.id;
  };

  /**
   * Per person, their activity oldest first (ties: lower id first): their pay movements and what other areas moved on
   * their balance (pay-platform-movements.ts), kept in step with both on each read by taking only what was added since
   * (both logs only grow, and a movement's date and id never change), so a page no longer rebuilds and sorts the
   * whole history (100,000 movements for ada at SEED_SCALE=100).
   */
  const activityIndex = new Map<string, ActivityIndex>();
  const before = (a: StoredMovement, b: StoredMovement): number => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const place = (list: StoredMovement[], fresh: readonly StoredMovement[]): void => {
    // The first read (or a seed's worth at once): one sort rather than a splice per movement.
    if (fresh.length > 32) {
      for (const m of fresh) list.push(m);
      list.sort(before);
      return;
    }
    for (const m of fresh) {
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (before(list[mid]!, m) < 0) lo = mid + 1;
        else hi = mid;
      }
      list.splice(lo, 0, m);
    }
  };
  const activityOf = (uid: string): ActivityIndex => {
    let entry = activityIndex.get(uid);
    if (!entry) activityIndex.set(uid, (entry = { items: [], byType: new Map(), pay: 0, ledger: 0 }));
    const own = ctx.movementsOf(uid);
    const records = deps.ledger.recordsOf(userAccount(uid));
    if (own.length === entry.pay && records.length === entry.ledger) return entry;
    // A ledger transaction's records are written together, so the new records never split one.
    const fresh = [...own.slice(entry.pay), ...platformMovements(records.slice(entry.ledger), uid)];
    entry.pay = own.length;
    entry.ledger = records.length;
    place(entry.items, fresh);
    const byType = new Map<PayMovementType, StoredMovement[]>();
    for (const m of fresh) {
      const list = byType.get(m.type);
      if (list) list.push(m);
      else byType.set(m.type, [m]);
    }
    for (const [type, list] of byType) {
      let kept = entry.byType.get(type);
      if (!kept) entry.byType.set(type, (kept = []));
      place(kept, list);
    }
    return entry;
  };

  const repo: PayRepo = {
    ctx,
    giftCards,
    p2p,
    limits,
    receipts,
    assets: () => PAY_ASSETS,

    wallet(uid) {
      const available = deps.ledger.balances(userAccount(uid));
      const held = p2p.adHolds(uid);
      for (const m of ctx.movementsOf(uid)) {
        if (m.status !== 'pending' || m.direction !== 'out') continue;
        if (m.type === 'withdraw') held.set(m.asset, (held.get(m.asset) ?? 0) + m.amount + m.fee);
        if (m.type === 'p2p_sell') held.set(m.asset, (held.get(m.asset) ?? 0) + m.amount);
      }
      let pendingRequests = 0;
      for (const r of requests.values()) if (r.payer === uid && r.status === 'pending') pendingRequests += 1;
      return {
        balances: PAY_ASSET_CODES.map((asset) => ({ asset, available: available[asset] ?? 0, held: held.get(asset) ?? 0 })),
        pendingRequests,
      };
    },

    activity(uid, query) {
      const { types, asset, status, from, to } = query;
      if (from !== undefined && to !== undefined && from > to) throw unprocessable('pay.dateRange');
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? ACTIVITY_PAGE_SIZE;
      const index = activityOf(uid);
      const history = index.items;
      const skip = (page - 1) * pageSize;
      // Only by type (the activity's type chips): the total is the lists' lengths, the page a merge from their ends.
      if (types !== undefined && asset === undefined && status === undefined && from === undefined && to === undefined) {
        const lists = [...new Set(types)].map((type) => index.byType.get(type) ?? []);
        const heads = lists.map((list) => list.length - 1);
        const items: StoredMovement[] = [];
        for (let taken = 0; items.length < pageSize; taken++) {
          let best = -1;
          for (let k = 0; k < lists.length; k++) {
            const candidate = lists[k]![heads[k]!];
            if (candidate && (best < 0 || before(candidate, lists[best]![heads[best]!]!) > 0)) best = k;
          }
          if (best < 0) break;
          const m = lists[best]![heads[best]!]!;
          heads[best]! -= 1;
          if (taken >= skip) items.push(m);
        }
        return { items: items.map(ctx.movementView), page, pageSize, total: lists.reduce((sum, list) => sum + list.length, 0) };
      }
      // Newest first is the index read from its end. With no filter a page is a slice (the total is the length);
      // a filter reads the index once for its total, with no sort and no copy (issue #36).
      if (types === undefined && asset === undefined && status === undefined && from === undefined && to === undefined) {
        const end = Math.max(0, history.length - skip);
        const items = history
          .slice(Math.max(0, end - pageSize), end)
          .reverse()
          .map(ctx.movementView);
        return { items, page, pageSize, total: history.length };
      }
      const items: StoredMovement[] = [];
      let total = 0;
      for (let at = history.length - 1; at >= 0; at--) {
        const m = history[at]!;
        if (
          (types === undefined || types.includes(m.type)) &&
          (asset === undefined || m.asset === asset || m.counterAsset === asset) &&
          (status === undefined || m.status === status) &&
          (from === undefined || m.createdAt >= from) &&
          (to === undefined || m.createdAt <= to)
        ) {
          if (total >= skip && items.length < pageSize) items.push(m);
          total += 1;
        }
      }
      return { items: items.map(ctx.movementView), page, pageSize, total };
    },

    recipients(uid) {
      return [...recipients.values()]
        .filter((r) => r.owner === uid)
        .sort((a, b) => b.createdAt - a.createdAt)
        .map(recipientView);
    },

    saveRecipient(user, userName, label) {
      const other = ctx.userByName(userName, user);
      ctx.party(user);
      const existing = [...recipients.values()].find((r) => r.owner === user.uid && r.uid === other.uid);
      if (existing) {
        if (label !== undefined) existing.label = label.trim();
        return recipientView(existing);
      }
      const record: RecipientRecord = {
        id: ctx.nextId('rc'),
        owner: user.uid,
        uid: other.uid,
        label: (label ?? '').trim(),
        createdAt: now(),
      };
      recipients.set(record.id, record);
      return recipientView(record);
    },

    removeRecipient(uid, id) {
      const record = recipients.get(id);
      if (!record || record.owner !== uid) throw notFound('pay.recipientNotFound');
      recipients.delete(id);
      return repo.recipients(uid);
    },

    sendPreview(user, { asset: code, amount, userName }) {
      const asset = payAsset(code);
      const recipient = ctx.party(ctx.userByName(userName, user));
      ctx.party(user);
      checkLimits(asset, amount);
      const fee = feeFor(amount, asset.sendFeeBps);
      const balance = deps.ledger.balance(userAccount(user.uid), code);
      if (balance < amount + fee) {
        throw unprocessable('pay.balanceTooLow', {
          asset: code,
          needed: formatMinor(amount + fee, asset.precision),
          available: formatMinor(balance, asset.precision),
        });
      }
      const spendable = deps.ledger.spendable(userAccount(user.uid), code);
      if (spendable < amount + fee) throw grantHeld(code, balance - spendable);
      // After the balance: a send the person cannot afford is first of all that.
      limits.check(user, 'send', code, amount);
      return { recipient, asset: code, amount, fee, total: amount + fee };
    },

    send(user, input) {
      const id = ctx.once(user.uid, 'send', input.requestId, input, () => {
        const preview = repo.sendPreview(user, input);
        const mine = writeSend(user.uid, preview.recipient.uid, input, preview.fee);
        ctx.notify(preview.recipient.uid);
        return mine;
      });
      return ctx.movementView(movementById(user.uid, id));
    },

    seedSend(from, to, input) {
      writeSend(from, to, input, 0);
    },

    createRequest(user, input) {
      const id = ctx.once(user.uid, 'request', input.requestId, input, () => {
        const asset = payAsset(input.asset);
        const payer = ctx.userByName(input.userName, user);
        ctx.party(user);
        ctx.party(payer);
        checkLimits(asset, input.amount);
        const note = (input.note ?? '').trim();
        const requestId = ctx.nextId('rq');
        const fee = feeFor(input.amount, asset.sendFeeBps);
        const base = {
          type: 'request' as const,
          status: 'pending' as const,
          asset: input.asset,
          amount: input.amount,
          counterAsset: null,
          counterAmount: null,
          method: null,
          note,
          ref: requestId,
        };
        const mine = ctx.addMovement({ ...base, owner: user.uid, direction: 'in', fee: 0, counterpartyUid: payer.uid });
        const theirs = ctx.addMovement({ ...base, owner: payer.uid, direction: 'out', fee, counterpartyUid: user.uid });
        requests.set(requestId, {
          id: requestId,
          requester: user.uid,
          payer: payer.uid,
          asset: input.asset,
          amount: input.amount,
          note,
          status: 'pending',
          createdAt: now(),
          respondedAt: null,
          movements: [mine.id, theirs.id],
        });
        ctx.notify(payer.uid);
        return requestId;
      });
      return requestView(ownRequest(user.uid, id), user.uid);
    },

    requests(uid, { role, status }) {
      return [...requests.values()]
        .filter((r) => (r.requester === uid || r.payer === uid) && (status === undefined || r.status === status))
        .filter((r) => role === undefined || (role === 'incoming' ? r.payer === uid : r.requester === uid))
        .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
        .map((r) => requestView(r, uid));
    },

    payRequest(user, id, requestId) {
      ctx.once(user.uid, 'request-pay', requestId, { id }, () => {
        const request = ownRequest(user.uid, id);
        if (request.payer !== user.uid) throw conflict('pay.requestNotYours');
        if (request.status !== 'pending') throw conflict(ALREADY[request.status]);
        ctx.party(user);
        const asset = payAsset(request.asset);
        const fee = feeFor(request.amount, asset.sendFeeBps);
        // Said up front with the fee: the ledger alone would refuse the fee leg and name only the fee as needed.
        const balance = deps.ledger.balance(userAccount(user.uid), request.asset);
        if (balance < request.amount + fee) {
          throw unprocessable('pay.requestBalanceTooLow', {
            asset: request.asset,
            amount: formatMinor(request.amount, asset.precision),
            fee: formatMinor(fee, asset.precision),
            needed: formatMinor(request.amount + fee, asset.precision),
            available: formatMinor(balance, asset.precision),
          });
        }
        limits.check(user, 'send', request.asset, request.amount);
        const legs = [{ from: userAccount(user.uid), to: userAccount(request.requester), asset: request.asset, amount: request.amount }];
        if (fee > 0) legs.push({ from: userAccount(user.uid), to: FEES, asset: request.asset, amount: fee });
        const tx = ctx.post(`pay:request:${request.id}`, legs, 'Request paid');
        request.status = 'completed';
        request.respondedAt = now();
        for (const movement of request.movements) ctx.updateMovement(movement, { status: 'completed' });
        ctx.link(request.movements, tx);
        ctx.notify(request.requester);
        return request.id;
      });
      return requestView(ownRequest(user.uid, id), user.uid);
    },

    declineRequest(user, id) {
      const request = ownRequest(user.uid, id);
      const outcome = request.payer === user.uid ? 'declined' : 'cancelled';
      if (request.status === outcome) return requestView(request, user.uid);
      if (request.status !== 'pending') throw conflict(ALREADY[request.status]);
      request.status = outcome;
      request.respondedAt = now();
      for (const movement of request.movements) ctx.updateMovement(movement, { status: outcome });
      ctx.notify(request.payer === user.uid ? request.requester : request.payer);
      return requestView(request, user.uid);
    },

    quote(user, { from, to, amount }) {
      if (from === to) throw unprocessable('pay.convertSameAsset');
      const source = payAsset(from);
      checkLimits(source, amount);
      const fee = feeFor(amount, source.convertFeeBps);
      const receive = convertMinor(amount - fee, from, to);
      if (amount <= fee || receive <= 0)
        throw unprocessable('pay.convertTooSmall', { amount: formatMinor(amount, source.precision), from, to });
      const balance = deps.ledger.balance(userAccount(user.uid), from);
      if (balance < amount)
        throw unprocessable('pay.convertBalanceTooLow', { asset: from, available: formatMinor(balance, source.precision) });
      const createdAt = now();
      const record: QuoteRecord = {
        id: ctx.nextId('qt'),
        owner: user.uid,
        from,
        to,
        amount,
        fee,
        receive,
        rate: displayRate(from, to),
        createdAt,
        expiresAt: createdAt + QUOTE_TTL_MS,
        movementId: null,
      };
      quotes.set(record.id, record);
      const { owner: _owner, movementId: _movement, ...view } = record;
      return { ...view, now: createdAt };
    },

    executeQuote(user, quoteId, requestId) {
      const id = ctx.once(user.uid, 'convert', requestId, { quoteId }, () => {
        const quote = quotes.get(quoteId);
        if (!quote || quote.owner !== user.uid) throw notFound('pay.quoteNotFound');
        if (quote.movementId !== null) throw conflict('pay.quoteUsed');
        if (now() > quote.expiresAt) throw conflict('pay.quoteExpired');
        const me = userAccount(user.uid);
        const legs = [
          { from: me, to: TREASURY, asset: quote.from, amount: quote.amount - quote.fee },
          { from: TREASURY, to: me, asset: quote.to, amount: quote.receive },
        ];
        if (quote.fee > 0) legs.push({ from: me, to: FEES, asset: quote.from, amount: quote.fee });
        const tx = ctx.post(`pay:convert:${quote.id}`, legs, 'Convert');
        const movement = ctx.addMovement({
          owner: user.uid,
          type: 'convert',
          direction: 'out',
          status: 'completed',
          asset: quote.from,
          amount: quote.amount,
          fee: quote.fee,
          counterAsset: quote.to,
          counterAmount: quote.receive,
          counterpartyUid: null,
          method: null,
          note: '',
          ref: quote.id,
        });
        ctx.link([movement.id], tx);
        quote.movementId = movement.id;
        return movement.id;
      });
      return ctx.movementView(movementById(user.uid, id));
    },

    add(user, input) {
      const id = ctx.once(user.uid, 'add', input.requestId, input, () => {
        const asset = payAsset(input.asset);
        const terms = methodTerms(asset, 'add', input.method);
        if (!terms) throw unprocessable('pay.addMethodUnavailable', { asset: asset.code, method: input.method });
        if (input.method === 'card' && input.source === undefined) throw unprocessable('pay.cardDigitsRequired');
        if (input.method !== 'card' && input.source !== undefined) throw unprocessable('pay.cardNumberNotTaken');
        checkLimits(asset, input.amount, terms.min, terms.max);
        const fee = feeFor(input.amount, terms.feeBps, terms.feeFixed);
        const itemId = ctx.nextId('dp');
        // The note holds the data only (the client words it): the card's last digits.
        const note = input.method === 'card' ? `•••• ${input.source}` : '';
        const movement = ctx.addMovement({
          owner: user.uid,
          type: 'add',
          direction: 'in',
          status: 'pending',
          asset: input.asset,
          amount: input.amount,
          fee,
          counterAsset: null,
          counterAmount: null,
          counterpartyUid: null,
          method: input.method,
          note,
          ref: null,
        });
        pending.set(itemId, {
          id: itemId,
          kind: 'add',
          owner: user.uid,
          movementId: movement.id,
          asset: input.asset,
          amount: input.amount,
          fee,
          settleAt: now() + terms.settleMs,
          fails: input.method === 'card' && input.source === DECLINED_CARD_LAST4,
        });
        return movement.id;
      });
      return ctx.movementView(movementById(user.uid, id));
    },

    withdraw(user, input) {
      const id = ctx.once(user.uid, 'withdraw', input.requestId, input, () => {
        const asset = payAsset(input.asset);
        const terms = methodTerms(asset, 'withdraw', input.method);
        if (!terms) throw unprocessable('pay.withdrawMethodUnavailable', { asset: asset.code, method: input.method });
        checkLimits(asset, input.amount, terms.min, terms.max);
        limits.check(user, 'withdraw', input.asset, input.amount);
        const fee = feeFor(input.amount, terms.feeBps, terms.feeFixed);
        const itemId = ctx.nextId('wd');
        const hold = ctx.post(
          `pay:withdraw:${itemId}:hold`,
          [{ from: userAccount(user.uid), to: holdAccount('wd', itemId), asset: input.asset, amount: input.amount + fee }],
          'Withdrawal held',
        );
        const movement = ctx.addMovement({
          owner: user.uid,
          type: 'withdraw',
          direction: 'out',
          status: 'pending',
          asset: input.asset,
          amount: input.amount,
          fee,
          counterAsset: null,
          counterAmount: null,
          counterpartyUid: null,
          method: input.method,
          note: input.destination,
          ref: null,
        });
        ctx.link([movement.id], hold);
        pending.set(itemId, {
          id: itemId,
          kind: 'withdraw',
          owner: user.uid,
          movementId: movement.id,
          asset: input.asset,
          amount: input.amount,
          fee,
          settleAt: now() + terms.settleMs,
          fails: input.destination.endsWith(RETURNED_DESTINATION_SUFFIX),
        });
        return movement.id;
      });
      return ctx.movementView(movementById(user.uid, id));
    },

    tick() {
      const at = now();
      const due = [...pending.values()].filter((p) => p.settleAt <= at).sort((a, b) => a.settleAt - b.settleAt);
      for (const item of due) settle(item);
      p2p.expire();
    },

    at(at, fn) {
      const previous = override;
      override = at;
      try {
        // The ledger's records are dated with the movements they belong to.
        return deps.ledger.backdate(at, fn);
      } finally {
        override = previous;
      }
    },
  };
  return repo;
}
