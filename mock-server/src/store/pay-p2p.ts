// Peer-to-peer trading (Binance P2P style): ads to buy or sell an asset for a fiat currency. A live sell ad locks
// what it has left to sell in escrow:ad-<ad> (so the seller's available balance never promises more than the ad can
// deliver); taking an ad makes an order that moves its amount into escrow:p2p-<order> (from the ad's hold, or from
// the taker's balance on a buy ad) until the seller releases it to the buyer, the buyer cancels (before or after
// marking it paid), or the payment window expires (the escrow goes back). Fiat moves outside the platform. A
// disputed order waits for staff (the dispute queue): each side adds screenshots, staff release the escrow to the
// buyer or return it to the seller with a reason both read, and a dispute nobody decides in 7 days goes back to
// the seller (decision 037). Every step is kept in the dispute's trail.
import type { components } from '../../../contracts/api/schema.d.ts';
import { conflict, notFound, unprocessable, type ApiCode } from '../lib/errors.ts';
import { userAccount } from '../plugins/ledger.ts';
import { payAsset } from '../seed/pay-assets.ts';
import type { Limits } from './pay-limits.ts';
import { holdAccount, type PayContext, type PayParty } from './pay-context.ts';
import { assetForFiat, fiatForAsset, formatMinor } from './pay-math.ts';
import { checkPaymentFields, tidyPaymentFields, type P2pPaymentFields } from '../../../contracts/rules/p2p-payment.ts';
import type { UserRecord } from './users.ts';
import type { MediaRepo } from './media.ts';
import type { NotificationInput } from './notifications.ts';

type Schemas = components['schemas'];
export type PayP2pAd = Schemas['PayP2pAd'];
export type PayP2pAdInput = Schemas['PayP2pAdInput'];
export type PayP2pAdUpdate = Schemas['PayP2pAdUpdate'];
export type PayP2pOrder = Schemas['PayP2pOrder'];
export type PayP2pMessage = Schemas['PayP2pMessage'];
export type PayP2pMethod = Schemas['PayP2pMethod'];
export type PayP2pTrader = Schemas['PayP2pTrader'];
export type PayP2pOfferQuery = Schemas['PayP2pOfferQuery'];
export type PayP2pPaymentDetails = Schemas['PayP2pPaymentDetails'];
type Rating = Schemas['PayP2pRating'];
export type AdminDispute = Schemas['AdminDispute'];
export type AdminDisputeSummary = Schemas['AdminDisputeSummary'];
type DisputeStep = Schemas['AdminDisputeStep']['step'];
type Side = 'buyer' | 'seller';
type Resolution = Schemas['PayP2pResolution'];

/**
 * Ours: staff decide a dispute within 7 days of its opening (Binance aims at days too). After that the platform
 * closes it by returning the escrow to the seller, as if the order had not been made: the asset was the seller's,
 * and the buyer's claim on a fiat payment is outside the platform (documented in decision 037 and openapi).
 */
export const DISPUTE_DECIDE_MS = 7 * 24 * 60 * 60 * 1000;
/** Ours: each side adds at most 6 images (3 per call, as support screenshots). */
export const EVIDENCE_PER_SIDE = 6;
/** The shortest reason staff give, so both sides learn why. */
const RESOLUTION_REASON_MIN = 10;

interface DisputeRecord {
  openedBy: Side;
  openedAt: number;
  evidence: { key: string; by: Side; at: number }[];
  resolution: Resolution | null;
  /** Every step, oldest first: who (a uid, or null for the platform) in which role. */
  steps: { step: DisputeStep; role: Side | 'staff' | 'platform'; by: string | null; at: number; note: string }[];
}

/** What the P2P part needs besides the pay context: the uploads evidence comes from, and people's notifications. */
export interface P2pExtras {
  /** The verification limits (pay-limits.ts); none in tests that build P2P alone. */
  limits?: Pick<Limits, 'check'>;
  media?: Pick<MediaRepo, 'get'>;
  notice?: (uid: string, input: NotificationInput) => void;
}

/** Ours: a paid order can be disputed 10 minutes after the buyer marked it paid (time for the seller to check). */
export const DISPUTE_WAIT_MS = 10 * 60 * 1000;
const MINUTE_MS = 60_000;

/** System notes in the order chat: their text is the event name, which the client words in its language. */
/** A system note's event; a staff decision or the dispute deadline names itself, so nobody reads "the seller released". */
export type SystemEvent =
  'created' | 'paid' | 'released' | 'cancelled' | 'expired' | 'disputed' | 'staffReleased' | 'staffReturned' | 'deadlineReturned';

interface AdRecord {
  id: string;
  owner: string;
  side: 'buy' | 'sell';
  asset: PayP2pAd['asset'];
  fiat: PayP2pAd['fiat'];
  price: number;
  total: number;
  available: number;
  minFiat: number;
  maxFiat: number;
  methods: PayP2pMethod[];
  terms: string;
  timeLimitMin: PayP2pAd['timeLimitMin'];
  status: PayP2pAd['status'];
  createdAt: number;
  deleted: boolean;
  /** A sell ad's payment details, per method it takes (tidied); none on a buy ad. */
  payment: PayP2pPaymentDetails;
  /** How many times its hold moved (each move is its own ledger transaction, pay:p2p:<ad>:hold:<n>). */
  holdMoves: number;
}

interface OrderRecord {
  id: string;
  adId: string;
  buyer: string;
  seller: string;
  asset: PayP2pOrder['asset'];
  fiat: PayP2pOrder['fiat'];
  price: number;
  amount: number;
  fiatAmount: number;
  method: PayP2pMethod;
  /** Where the buyer pays: the seller's details for the method, as they were when the order was made. */
  payment: P2pPaymentFields;
  terms: string;
  status: PayP2pOrder['status'];
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
  closedAt: number | null;
  disputeAfter: number | null;
  disputeReason: string | null;
  dispute: DisputeRecord | null;
  /** Feedback given, by the uid who gave it. */
  feedback: Map<string, Rating>;
  /** The buyer's and the seller's movements. */
  movements: { buyer: string; seller: string };
}

/** Seeded history of a trader (orders before the mock's own), so the live list reads like a real market. */
export interface TraderHistory {
  completed: number;
  failed: number;
  positive: number;
  negative: number;
}

export interface P2p {
  offers(user: UserRecord, query: PayP2pOfferQuery): PayP2pAd[];
  myAds(uid: string): PayP2pAd[];
  createAd(user: UserRecord, input: PayP2pAdInput): PayP2pAd;
  updateAd(user: UserRecord, input: PayP2pAdUpdate): PayP2pAd;
  deleteAd(user: UserRecord, id: string): void;
  createOrder(
    user: UserRecord,
    input: { requestId: string; adId: string; fiatAmount: number; method: PayP2pMethod; payment?: P2pPaymentFields },
  ): PayP2pOrder;
  orders(uid: string, state?: 'open' | 'closed'): PayP2pOrder[];
  order(uid: string, id: string): PayP2pOrder;
  markPaid(user: UserRecord, id: string): PayP2pOrder;
  release(user: UserRecord, id: string): PayP2pOrder;
  cancel(user: UserRecord, id: string): PayP2pOrder;
  dispute(user: UserRecord, id: string, reason: string): PayP2pOrder;
  feedback(user: UserRecord, id: string, rating: Rating['rating'], comment: string): PayP2pOrder;
  messages(uid: string, id: string): PayP2pMessage[];
  message(user: UserRecord, input: { id: string; requestId: string; text: string }): PayP2pMessage;
  /** Screenshots a side adds to a disputed order. */
  evidence(user: UserRecord, id: string, keys: readonly string[]): PayP2pOrder;
  /** Staff: the dispute queue, open (waiting longest first) or resolved (latest first), and how many wait. */
  disputes(state: 'open' | 'resolved'): { items: AdminDisputeSummary[]; open: number };
  /** Staff: one dispute with both sides, the chat, the evidence and the trail. */
  disputeDetail(id: string): AdminDispute;
  /** Staff decide: the escrow to the buyer or back to the seller, with a reason both read. */
  resolve(staff: UserRecord, id: string, outcome: Side, reason: string): AdminDispute;
  /** Expires unpaid orders whose window has passed (escrow back to the seller). */
  expire(): void;
  /** Seeds a trader's past record. */
  setHistory(uid: string, history: TraderHistory): void;
  /** What the person's live sell ads hold, by asset (part of the wallet's held amount). */
  adHolds(uid: string): Map<string, number>;
}

/** The refusal for an order past the step asked for. */
const ORDER_IS = {
  disputed: 'p2p.orderIsDisputed',
  completed: 'p2p.orderIsCompleted',
  cancelled: 'p2p.orderIsCancelled',
  expired: 'p2p.orderIsExpired',
} as const satisfies Record<Exclude<PayP2pOrder['status'], 'pending' | 'paid'>, ApiCode>;

/** The shortest dispute reason, so the other side and staff learn what went wrong. */
const DISPUTE_REASON_MIN = 10;

const OPEN: ReadonlySet<PayP2pOrder['status']> = new Set(['pending', 'paid', 'disputed']);

/** The payment details of every method, tidied, or a 422 naming the first method and field that is wrong. */
function checkedPayment(methods: readonly PayP2pMethod[], given: PayP2pPaymentDetails | undefined): PayP2pPaymentDetails {
  const out: PayP2pPaymentDetails = {};
  for (const method of methods) {
    const [problem] = checkPaymentFields(method, given?.[method]);
    if (problem) throw unprocessable('p2p.paymentDetailsInvalid', { method, field: problem.field });
    out[method] = tidyPaymentFields(method, given?.[method]);
  }
  return out;
}

export function createP2p(ctx: PayContext, extras: P2pExtras = {}): P2p {
  const ads = new Map<string, AdRecord>();
  const orders = new Map<string, OrderRecord>();
  const chats = new Map<string, PayP2pMessage[]>();
  const histories = new Map<string, TraderHistory>();

  const user = (uid: string): UserRecord => {
    const found = ctx.users.get(uid);
    if (!found) throw notFound('p2p.traderNotFound');
    return found;
  };

  const trader = (uid: string): PayP2pTrader => {
    const base = histories.get(uid) ?? { completed: 0, failed: 0, positive: 0, negative: 0 };
    let completed = base.completed;
    let failed = base.failed;
    let positive = base.positive;
    let negative = base.negative;
    for (const o of orders.values()) {
      if (o.buyer !== uid && o.seller !== uid) continue;
      if (o.status === 'completed') completed += 1;
      if (o.status === 'cancelled' || o.status === 'expired') failed += 1;
      const other = o.buyer === uid ? o.seller : o.buyer;
      const received = o.feedback.get(other);
      if (received?.rating === 'positive') positive += 1;
      if (received?.rating === 'negative') negative += 1;
    }
    const closed = completed + failed;
    const rated = positive + negative;
    return {
      ...ctx.party(user(uid)),
      orders: completed,
      completionRate: closed === 0 ? 0 : Math.round((completed * 100) / closed),
      positiveRate: rated === 0 ? 0 : Math.round((positive * 100) / rated),
    };
  };

  const adView = (ad: AdRecord, uid: string): PayP2pAd => ({
    id: ad.id,
    owner: trader(ad.owner),
    mine: ad.owner === uid,
    side: ad.side,
    asset: ad.asset,
    fiat: ad.fiat,
    price: ad.price,
    total: ad.total,
    available: ad.available,
    minFiat: ad.minFiat,
    maxFiat: ad.maxFiat,
    methods: [...ad.methods],
    terms: ad.terms,
    timeLimitMin: ad.timeLimitMin,
    status: ad.status,
    createdAt: ad.createdAt,
    // The seller's own details are theirs to see on their ad; a buyer sees one method's in the order.
    ...(ad.owner === uid && ad.side === 'sell' ? { payment: structuredClone(ad.payment) } : {}),
  });

  const party = (uid: string): PayParty => ctx.party(user(uid));

  const orderView = (o: OrderRecord, uid: string): PayP2pOrder => {
    const other = o.buyer === uid ? o.seller : o.buyer;
    return {
      id: o.id,
      adId: o.adId,
      role: o.buyer === uid ? 'buyer' : 'seller',
      buyer: party(o.buyer),
      seller: party(o.seller),
      asset: o.asset,
      fiat: o.fiat,
      price: o.price,
      amount: o.amount,
      fiatAmount: o.fiatAmount,
      method: o.method,
      paymentDetails: { ...o.payment },
      terms: o.terms,
      status: o.status,
      createdAt: o.createdAt,
      expiresAt: o.expiresAt,
      paidAt: o.paidAt,
      closedAt: o.closedAt,
      disputeAfter: o.disputeAfter,
      disputeReason: o.disputeReason,
      dispute: o.dispute
        ? {
            openedBy: o.dispute.openedBy,
            openedAt: o.dispute.openedAt,
            decideBy: o.dispute.openedAt + DISPUTE_DECIDE_MS,
            evidence: o.dispute.evidence.map((e) => ({ ...e })),
            resolution: o.dispute.resolution ? { ...o.dispute.resolution } : null,
          }
        : null,
      feedback: { given: o.feedback.get(uid) ?? null, received: o.feedback.get(other) ?? null },
      now: ctx.now(),
    };
  };

  /** Effective largest order: the ad's maximum, or what is left of it if that is worth less. */
  const maxOrder = (ad: AdRecord): number => Math.min(ad.maxFiat, fiatForAsset(ad.available, ad.price, payAsset(ad.asset).precision));

  const ownAd = (uid: string, id: string): AdRecord => {
    const ad = ads.get(id);
    if (!ad || ad.deleted || ad.owner !== uid) throw notFound('p2p.adNotFound');
    return ad;
  };

  const ownOrder = (uid: string, id: string): OrderRecord => {
    const order = orders.get(id);
    // Another user's order is "not found": nothing about it is leaked.
    if (!order || (order.buyer !== uid && order.seller !== uid)) throw notFound('p2p.orderNotFound');
    return order;
  };

  const note = (orderId: string, text: string, uid: string | null): PayP2pMessage => {
    const message: PayP2pMessage = { id: ctx.nextId('ms'), kind: uid === null ? 'system' : 'user', uid, text, at: ctx.now() };
    let list = chats.get(orderId);
    if (!list) chats.set(orderId, (list = []));
    list.push(message);
    return message;
  };

  const checkAd = (ad: Pick<AdRecord, 'minFiat' | 'maxFiat' | 'price' | 'asset'>, total: number): void => {
    if (ad.minFiat > ad.maxFiat) throw unprocessable('p2p.minAboveMax');
    const worth = fiatForAsset(total, ad.price, payAsset(ad.asset).precision);
    if (ad.minFiat > worth) throw unprocessable('p2p.minAboveWorth');
  };

  const adHold = (ad: AdRecord): string => holdAccount('ad', ad.id);

  /** What an ad's hold must have: a live sell ad's unsold amount; nothing for a buy ad, a paused or a deleted one. */
  const holdWanted = (ad: Pick<AdRecord, 'side' | 'status' | 'deleted' | 'available'>): number =>
    ad.side === 'sell' && ad.status === 'active' && !ad.deleted ? ad.available : 0;

  /**
   * Moves the ad's hold to `wanted`: the difference comes from the seller's balance or goes back to it, as one
   * ledger transaction. A balance that cannot cover the difference is refused with what is missing (`needed`).
   */
  const moveHold = (ad: AdRecord, wanted: number): void => {
    const hold = adHold(ad);
    const has = ctx.ledger.balance(hold, ad.asset);
    if (wanted === has) return;
    const seller = userAccount(ad.owner);
    if (wanted > has) {
      const more = wanted - has;
      const balance = ctx.ledger.balance(seller, ad.asset);
      if (balance < more) {
        const precision = payAsset(ad.asset).precision;
        throw unprocessable('p2p.sellBalanceShort', {
          asset: ad.asset,
          available: formatMinor(balance, precision),
          amount: formatMinor(more, precision),
          needed: formatMinor(more - balance, precision),
        });
      }
    }
    ad.holdMoves += 1;
    const leg =
      wanted > has
        ? { from: seller, to: hold, asset: ad.asset, amount: wanted - has }
        : { from: hold, to: seller, asset: ad.asset, amount: has - wanted };
    ctx.post(`pay:p2p:${ad.id}:hold:${ad.holdMoves}`, [leg], wanted > has ? 'P2P ad hold' : 'P2P ad hold released');
  };

  /** Closes an order without a trade: the escrow goes back to the seller and the ad gets the amount back. */
  const unwind = (o: OrderRecord, status: 'cancelled' | 'expired', event: SystemEvent = status): void => {
    const ad = ads.get(o.adId);
    // Back into the ad's hold while the sell ad is live (it is for sale again), else to the seller's balance.
    const backToHold = !!ad && ad.owner === o.seller && holdWanted(ad) > 0 ? ad : null;
    const tx = ctx.post(
      `pay:p2p:${o.id}:return`,
      [{ from: holdAccount('p2p', o.id), to: backToHold ? adHold(backToHold) : userAccount(o.seller), asset: o.asset, amount: o.amount }],
      `P2P order ${status}`,
    );
    o.status = status;
    o.closedAt = ctx.now();
    if (ad && !ad.deleted) ad.available += o.amount;
    ctx.updateMovement(o.movements.buyer, { status });
    ctx.updateMovement(o.movements.seller, { status });
    ctx.link([o.movements.buyer, o.movements.seller], tx);
    note(o.id, event, null);
  };

  /** The escrow to the buyer: the order is completed. */
  const settle = (o: OrderRecord, event: SystemEvent = 'released'): void => {
    const tx = ctx.post(
      `pay:p2p:${o.id}:release`,
      [{ from: holdAccount('p2p', o.id), to: userAccount(o.buyer), asset: o.asset, amount: o.amount }],
      'P2P order released',
    );
    o.status = 'completed';
    o.closedAt = ctx.now();
    ctx.updateMovement(o.movements.buyer, { status: 'completed' });
    ctx.updateMovement(o.movements.seller, { status: 'completed' });
    ctx.link([o.movements.buyer, o.movements.seller], tx);
    note(o.id, event, null);
  };

  const step = (o: OrderRecord, name: DisputeStep, role: DisputeRecord['steps'][number]['role'], by: string | null, text: string) => {
    o.dispute?.steps.push({ step: name, role, by, at: ctx.now(), note: text });
  };

  const sideOf = (o: OrderRecord, uid: string): Side => (o.buyer === uid ? 'buyer' : 'seller');

  const disputeSummary = (o: OrderRecord, d: DisputeRecord): AdminDisputeSummary => ({
    id: o.id,
    status: o.status,
    asset: o.asset,
    amount: o.amount,
    fiat: o.fiat,
    fiatAmount: o.fiatAmount,
    buyer: party(o.buyer),
    seller: party(o.seller),
    reason: o.disputeReason ?? '',
    openedBy: d.openedBy,
    openedAt: d.openedAt,
    decideBy: d.openedAt + DISPUTE_DECIDE_MS,
    evidence: d.evidence.length,
    resolution: d.resolution ? { ...d.resolution } : null,
  });

  const disputed = (id: string): OrderRecord & { dispute: DisputeRecord } => {
    const o = orders.get(id);
    if (!o?.dispute) throw notFound('p2p.disputeNotFound');
    return o as OrderRecord & { dispute: DisputeRecord };
  };

  const disputeDetail = (id: string): AdminDispute => {
    const o = disputed(id);
    return {
      summary: disputeSummary(o, o.dispute),
      price: o.price,
      method: o.method,
      paymentDetails: { ...o.payment },
      createdAt: o.createdAt,
      paidAt: o.paidAt,
      evidence: o.dispute.evidence.map((e) => ({ ...e })),
      messages: [...(chats.get(o.id) ?? [])],
      steps: o.dispute.steps.map((s) => ({ step: s.step, role: s.role, by: s.by === null ? null : party(s.by), at: s.at, note: s.note })),
    };
  };

  /** Closes a dispute: the escrow to the buyer or back to the seller; both sides are told and read the reason. */
  const decide = (o: OrderRecord & { dispute: DisputeRecord }, outcome: Side, reason: string, staff: string | null): void => {
    if (outcome === 'buyer') settle(o, 'staffReleased');
    else unwind(o, 'cancelled', staff === null ? 'deadlineReturned' : 'staffReturned');
    o.dispute.resolution = { outcome, reason, by: staff === null ? 'deadline' : 'staff', at: ctx.now() };
    step(o, staff === null ? 'deadline' : 'resolved', staff === null ? 'platform' : 'staff', staff, reason);
    const text =
      staff === null
        ? 'Nobody decided your P2P dispute in time: the escrow went back to the seller'
        : outcome === 'buyer'
          ? 'Staff decided your P2P dispute: the escrow was released to the buyer'
          : 'Staff decided your P2P dispute: the escrow went back to the seller';
    for (const uid of [o.buyer, o.seller]) {
      extras.notice?.(uid, { type: 'p2p', text, note: reason, link: `/pay/p2p/orders/${o.id}`, t: ctx.now() });
      ctx.notify(uid);
    }
  };

  const p2p: P2p = {
    offers(me, query) {
      const wanted = query.side === 'buy' ? 'sell' : 'buy';
      return (
        [...ads.values()]
          .filter(
            (ad) =>
              !ad.deleted &&
              ad.status === 'active' &&
              ad.owner !== me.uid &&
              ad.side === wanted &&
              (query.asset === undefined || ad.asset === query.asset) &&
              (query.fiat === undefined || ad.fiat === query.fiat) &&
              (query.method === undefined || ad.methods.includes(query.method)) &&
              maxOrder(ad) >= ad.minFiat &&
              (query.amount === undefined || (query.amount >= ad.minFiat && query.amount <= maxOrder(ad))) &&
              !!ctx.users.get(ad.owner)?.userName,
          )
          // Buyers see the cheapest sellers first; sellers see the best-paying buyers first.
          .sort((a, b) => (wanted === 'sell' ? a.price - b.price : b.price - a.price) || (a.id < b.id ? -1 : 1))
          .map((ad) => adView(ad, me.uid))
      );
    },

    myAds(uid) {
      return [...ads.values()]
        .filter((ad) => !ad.deleted && ad.owner === uid)
        .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
        .map((ad) => adView(ad, uid));
    },

    createAd(me, input) {
      const id = ctx.once(me.uid, 'p2p-ad', input.requestId, input, () => {
        ctx.party(me);
        checkAd(input, input.total);
        const payment = input.side === 'sell' ? checkedPayment(input.methods, input.payment) : {};
        const ad: AdRecord = {
          id: ctx.nextId('ad'),
          owner: me.uid,
          side: input.side,
          asset: input.asset,
          fiat: input.fiat,
          price: input.price,
          total: input.total,
          available: input.total,
          minFiat: input.minFiat,
          maxFiat: input.maxFiat,
          methods: [...input.methods],
          terms: (input.terms ?? '').trim(),
          timeLimitMin: input.timeLimitMin,
          status: 'active',
          createdAt: ctx.now(),
          deleted: false,
          holdMoves: 0,
          payment,
        };
        moveHold(ad, holdWanted(ad));
        ads.set(ad.id, ad);
        return ad.id;
      });
      return adView(ownAd(me.uid, id), me.uid);
    },

    updateAd(me, input) {
      const ad = ownAd(me.uid, input.id);
      const next = {
        price: input.price ?? ad.price,
        total: input.total ?? ad.total,
        minFiat: input.minFiat ?? ad.minFiat,
        maxFiat: input.maxFiat ?? ad.maxFiat,
        asset: ad.asset,
      };
      // What completed or open orders already took from the ad stays taken.
      const taken = ad.total - ad.available;
      if (next.total < taken)
        throw unprocessable('p2p.totalBelowTaken', { taken: formatMinor(taken, payAsset(ad.asset).precision), asset: ad.asset });
      const available = next.total - taken;
      checkAd(next, available > 0 ? available : next.total);
      const methods = input.methods ?? ad.methods;
      const payment = ad.side === 'sell' ? checkedPayment(methods, input.payment ?? ad.payment) : {};
      // The hold follows the new amount and status first: a refusal leaves the ad as it was.
      moveHold(ad, holdWanted({ side: ad.side, deleted: false, status: input.status ?? ad.status, available }));
      Object.assign(ad, next, { available });
      if (input.methods) ad.methods = [...input.methods];
      ad.payment = payment;
      if (input.terms !== undefined) ad.terms = input.terms.trim();
      if (input.timeLimitMin !== undefined) ad.timeLimitMin = input.timeLimitMin;
      if (input.status !== undefined) ad.status = input.status;
      return adView(ad, me.uid);
    },

    deleteAd(me, id) {
      const ad = ownAd(me.uid, id);
      const open = [...orders.values()].some((o) => o.adId === ad.id && OPEN.has(o.status));
      if (open) throw conflict('p2p.adHasOpenOrders');
      moveHold(ad, 0);
      ad.deleted = true;
    },

    createOrder(me, input) {
      const id = ctx.once(me.uid, 'p2p-order', input.requestId, input, () => {
        const ad = ads.get(input.adId);
        if (!ad || ad.deleted) throw notFound('p2p.adNotFound');
        if (ad.owner === me.uid) throw unprocessable('p2p.ownAd');
        if (ad.status !== 'active') throw conflict('p2p.adIsPaused');
        if (!ad.methods.includes(input.method)) throw unprocessable('p2p.methodNotTaken');
        const precision = payAsset(ad.asset).precision;
        const fiatPrecision = payAsset(ad.fiat).precision;
        const max = maxOrder(ad);
        if (input.fiatAmount < ad.minFiat)
          throw unprocessable('p2p.orderTooSmall', { min: formatMinor(ad.minFiat, fiatPrecision), fiat: ad.fiat });
        if (input.fiatAmount > max) throw unprocessable('p2p.orderTooLarge', { max: formatMinor(max, fiatPrecision), fiat: ad.fiat });
        const amount = assetForFiat(input.fiatAmount, ad.price, precision);
        if (amount <= 0 || amount > ad.available) throw unprocessable('p2p.amountDoesNotFit');
        // The verification limits (pay-limits.ts) apply to the person who opens the order.
        extras.limits?.check(me, 'p2p', ad.asset, amount);
        const [buyer, seller] = ad.side === 'sell' ? [me.uid, ad.owner] : [ad.owner, me.uid];
        // A sell ad's seller wrote their details on the ad; taking a buy ad, I am the seller and write mine now.
        const payment =
          ad.side === 'sell'
            ? (ad.payment[input.method] ?? {})
            : checkedPayment([input.method], { [input.method]: input.payment })[input.method];
        ctx.party(me);
        party(ad.owner);
        const orderId = ctx.nextId('od');
        // A sell ad's order comes out of the ad's hold (locked when posted); a buy ad's out of the taker's balance.
        const lock = ctx.post(
          `pay:p2p:${orderId}:lock`,
          [{ from: ad.side === 'sell' ? adHold(ad) : userAccount(seller), to: holdAccount('p2p', orderId), asset: ad.asset, amount }],
          'P2P order escrow',
        );
        ad.available -= amount;
        const createdAt = ctx.now();
        const base = {
          status: 'pending' as const,
          asset: ad.asset,
          amount,
          counterAsset: ad.fiat,
          counterAmount: input.fiatAmount,
          method: input.method,
          note: '',
          ref: orderId,
          fee: 0,
        };
        const buyerMovement = ctx.addMovement({ ...base, owner: buyer, type: 'p2p_buy', direction: 'in', counterpartyUid: seller });
        const sellerMovement = ctx.addMovement({ ...base, owner: seller, type: 'p2p_sell', direction: 'out', counterpartyUid: buyer });
        ctx.link([buyerMovement.id, sellerMovement.id], lock);
        orders.set(orderId, {
          id: orderId,
          adId: ad.id,
          buyer,
          seller,
          asset: ad.asset,
          fiat: ad.fiat,
          price: ad.price,
          amount,
          fiatAmount: input.fiatAmount,
          method: input.method,
          payment: { ...payment },
          terms: ad.terms,
          status: 'pending',
          createdAt,
          expiresAt: createdAt + ad.timeLimitMin * MINUTE_MS,
          paidAt: null,
          closedAt: null,
          disputeAfter: null,
          disputeReason: null,
          dispute: null,
          feedback: new Map(),
          movements: { buyer: buyerMovement.id, seller: sellerMovement.id },
        });
        note(orderId, 'created', null);
        ctx.notify(ad.owner);
        return orderId;
      });
      return orderView(ownOrder(me.uid, id), me.uid);
    },

    orders(uid, state) {
      return [...orders.values()]
        .filter((o) => (o.buyer === uid || o.seller === uid) && (state === undefined || (state === 'open') === OPEN.has(o.status)))
        .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
        .map((o) => orderView(o, uid));
    },

    order: (uid, id) => orderView(ownOrder(uid, id), uid),

    markPaid(me, id) {
      const o = ownOrder(me.uid, id);
      if (o.buyer !== me.uid) throw conflict('p2p.onlyBuyerMarksPaid');
      if (o.status === 'paid') return orderView(o, me.uid);
      if (o.status !== 'pending') throw conflict(ORDER_IS[o.status]);
      o.status = 'paid';
      o.paidAt = ctx.now();
      o.disputeAfter = o.paidAt + DISPUTE_WAIT_MS;
      note(o.id, 'paid', null);
      ctx.notify(o.seller);
      return orderView(o, me.uid);
    },

    release(me, id) {
      const o = ownOrder(me.uid, id);
      if (o.seller !== me.uid) throw conflict('p2p.onlySellerReleases');
      if (o.status === 'completed') return orderView(o, me.uid);
      if (o.status === 'pending') throw conflict('p2p.notPaidYet');
      if (o.status !== 'paid' && o.status !== 'disputed') throw conflict(ORDER_IS[o.status]);
      // The seller releasing a disputed order ends the dispute: the buyer got what they asked for.
      if (o.dispute) step(o, 'resolved', 'seller', me.uid, 'released');
      settle(o);
      ctx.notify(o.buyer);
      return orderView(o, me.uid);
    },

    cancel(me, id) {
      const o = ownOrder(me.uid, id);
      if (o.buyer !== me.uid) throw conflict('p2p.onlyBuyerCancels');
      if (o.status === 'cancelled') return orderView(o, me.uid);
      // Also once marked paid, and in a dispute (as on Binance P2P, after the buyer confirms they did not pay or were
      // refunded): it only gives up the buyer's own claim, and it is how a dispute ends when no payment was made.
      if (o.status !== 'pending' && o.status !== 'paid' && o.status !== 'disputed') throw conflict(ORDER_IS[o.status]);
      if (o.status === 'disputed') step(o, 'cancelled', 'buyer', me.uid, '');
      unwind(o, 'cancelled');
      ctx.notify(o.seller);
      return orderView(o, me.uid);
    },

    dispute(me, id, reason) {
      const o = ownOrder(me.uid, id);
      if (o.status === 'disputed') return orderView(o, me.uid);
      if (o.status !== 'paid' || o.disputeAfter === null) throw conflict('p2p.disputeNeedsPaid');
      if (ctx.now() < o.disputeAfter) {
        const minutes = Math.ceil((o.disputeAfter - ctx.now()) / MINUTE_MS);
        throw conflict(minutes === 1 ? 'p2p.disputeInOneMinute' : 'p2p.disputeInMinutes', { minutes });
      }
      const text = reason.trim();
      if (text.length < DISPUTE_REASON_MIN) throw unprocessable('p2p.disputeReasonShort', { min: DISPUTE_REASON_MIN });
      o.status = 'disputed';
      o.disputeReason = text;
      const openedBy = sideOf(o, me.uid);
      o.dispute = {
        openedBy,
        openedAt: ctx.now(),
        evidence: [],
        resolution: null,
        steps: [{ step: 'opened', role: openedBy, by: me.uid, at: ctx.now(), note: text }],
      };
      note(o.id, 'disputed', null);
      ctx.notify(o.buyer === me.uid ? o.seller : o.buyer);
      return orderView(o, me.uid);
    },

    feedback(me, id, rating, comment) {
      const o = ownOrder(me.uid, id);
      if (o.status !== 'completed') throw conflict('p2p.feedbackNotYet');
      if (o.feedback.has(me.uid)) throw conflict('p2p.feedbackGiven');
      o.feedback.set(me.uid, { rating, comment: comment.trim() });
      return orderView(o, me.uid);
    },

    messages(uid, id) {
      ownOrder(uid, id);
      return [...(chats.get(id) ?? [])];
    },

    message(me, input) {
      const messageId = ctx.once(me.uid, 'p2p-message', input.requestId, input, () => {
        const o = ownOrder(me.uid, input.id);
        const text = input.text.trim();
        if (!text) throw unprocessable('p2p.messageEmpty');
        const message = note(o.id, text, me.uid);
        ctx.notify(o.buyer === me.uid ? o.seller : o.buyer);
        return message.id;
      });
      const found = (chats.get(input.id) ?? []).find((m) => m.id === messageId);
      if (!found) throw notFound('p2p.orderNotFound');
      return found;
    },

    expire() {
      const at = ctx.now();
      for (const o of orders.values()) {
        if (o.status === 'disputed' && o.dispute && at >= o.dispute.openedAt + DISPUTE_DECIDE_MS) {
          decide(o as OrderRecord & { dispute: DisputeRecord }, 'seller', '', null);
          continue;
        }
        if (o.status !== 'pending' || at < o.expiresAt) continue;
        unwind(o, 'expired');
        ctx.notify(o.buyer);
        ctx.notify(o.seller);
      }
    },

    evidence(me, id, keys) {
      const o = ownOrder(me.uid, id);
      if (o.status !== 'disputed' || !o.dispute) throw conflict('p2p.evidenceNeedsDispute');
      const by = sideOf(o, me.uid);
      // The same check as support screenshots: images the caller uploaded.
      for (const key of keys) {
        const file = extras.media?.get(key);
        if (!file || file.uid !== me.uid) throw unprocessable('p2p.evidenceUnknown', { key });
        if (file.kind !== 'image') throw unprocessable('p2p.evidenceNotImage', { key });
      }
      const fresh = [...new Set(keys)].filter((key) => !o.dispute?.evidence.some((e) => e.key === key));
      const mine = o.dispute.evidence.filter((e) => e.by === by).length;
      if (mine + fresh.length > EVIDENCE_PER_SIDE) throw unprocessable('p2p.evidenceTooMany', { max: EVIDENCE_PER_SIDE });
      if (fresh.length > 0) {
        for (const key of fresh) o.dispute.evidence.push({ key, by, at: ctx.now() });
        step(o, 'evidence', by, me.uid, fresh.join(' '));
        ctx.notify(by === 'buyer' ? o.seller : o.buyer);
      }
      return orderView(o, me.uid);
    },

    disputes(state) {
      const all = [...orders.values()].filter((o): o is OrderRecord & { dispute: DisputeRecord } => o.dispute !== null);
      const open = all.filter((o) => o.status === 'disputed');
      const items =
        state === 'open'
          ? open.sort((a, b) => a.dispute.openedAt - b.dispute.openedAt || (a.id < b.id ? -1 : 1))
          : all.filter((o) => o.status !== 'disputed').sort((a, b) => (b.closedAt ?? 0) - (a.closedAt ?? 0) || (a.id < b.id ? 1 : -1));
      return { items: items.map((o) => disputeSummary(o, o.dispute)), open: open.length };
    },

    disputeDetail,

    resolve(staff, id, outcome, reason) {
      const o = disputed(id);
      if (o.status !== 'disputed') throw conflict('p2p.disputeClosed');
      const text = reason.trim();
      if (text.length < RESOLUTION_REASON_MIN) throw unprocessable('p2p.resolutionReasonShort', { min: RESOLUTION_REASON_MIN });
      decide(o, outcome, text, staff.uid);
      return disputeDetail(id);
    },

    setHistory(uid, history) {
      histories.set(uid, history);
    },

    adHolds(uid) {
      const held = new Map<string, number>();
      for (const ad of ads.values()) {
        const amount = ad.owner === uid ? ctx.ledger.balance(adHold(ad), ad.asset) : 0;
        if (amount > 0) held.set(ad.asset, (held.get(ad.asset) ?? 0) + amount);
      }
      return held;
    },
  };
  return p2p;
}
