// Gift cards: buying one moves its value from the buyer into escrow:gift-<id>; redeeming moves it to the
// redeemer, once; the buyer cancelling a card nobody redeemed moves it back. Only wrong codes (no such card) count
// as failed tries — a used or cancelled code is a real one, so someone who lost a race is not locked out; 5 in a
// (UTC) day lock redeeming until the next.
import type { components } from '../../../contracts/api/schema.d.ts';
import { ApiError, conflict, notFound, unprocessable } from '../lib/errors.ts';
import { createPrng, type Prng } from '../lib/prng.ts';
import { userAccount } from '../plugins/ledger.ts';
import { giftCardLimits, payAsset, type PayAssetCode } from '../seed/pay-assets.ts';
import { holdAccount, type PayContext } from './pay-context.ts';
import { formatMinor } from './pay-math.ts';
import type { UserRecord } from './users.ts';

export type PayGiftCard = components['schemas']['PayGiftCard'];

/** The rule: after 5 wrong codes in a day, redeeming is refused until the next day. */
export const GIFT_CARD_MAX_FAILURES_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Crockford base 32: no I, L, O or U, so a code read aloud or typed is not misread (PayGiftCardCode). */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Seed of the code generator: the same codes after every reset (tests can rely on them). */
const CODE_SEED = 20261101;

interface CardRecord {
  id: string;
  code: string;
  asset: PayAssetCode;
  amount: number;
  message: string;
  buyer: string;
  redeemedBy: string | null;
  createdAt: number;
  redeemedAt: number | null;
  cancelledAt: number | null;
  /** The buyer's "gift card bought" movement, marked cancelled with the card. */
  movementId: string;
}

export interface GiftCards {
  buy(user: UserRecord, input: { requestId: string; asset: PayAssetCode; amount: number; message?: string }): PayGiftCard;
  list(uid: string): PayGiftCard[];
  redeem(user: UserRecord, input: { requestId: string; code: string }): PayGiftCard;
  cancel(user: UserRecord, id: string): PayGiftCard;
}

export function createGiftCards(ctx: PayContext): GiftCards {
  const rng: Prng = createPrng(CODE_SEED);
  const cards = new Map<string, CardRecord>();
  const byCode = new Map<string, CardRecord>();
  const failures = new Map<string, { day: number; count: number }>();

  const newCode = (): string => {
    for (;;) {
      const groups = [0, 1, 2].map(() => Array.from({ length: 4 }, () => CODE_ALPHABET[rng.int(0, CODE_ALPHABET.length - 1)]).join(''));
      const code = `OSB-${groups.join('-')}`;
      if (!byCode.has(code)) return code;
    }
  };

  const view = (card: CardRecord, uid: string): PayGiftCard => {
    const party = (id: string) => {
      const user = ctx.users.get(id);
      if (!user) throw notFound('gift.notFound');
      return ctx.party(user);
    };
    return {
      id: card.id,
      code: card.code,
      asset: card.asset,
      amount: card.amount,
      message: card.message,
      status: card.cancelledAt !== null ? 'cancelled' : card.redeemedBy === null ? 'active' : 'redeemed',
      role: card.buyer === uid ? 'bought' : 'redeemed',
      buyer: party(card.buyer),
      redeemedBy: card.redeemedBy === null ? null : party(card.redeemedBy),
      createdAt: card.createdAt,
      redeemedAt: card.redeemedAt,
    };
  };

  const failed = (uid: string): void => {
    const day = Math.floor(ctx.now() / DAY_MS);
    const entry = failures.get(uid);
    failures.set(uid, entry && entry.day === day ? { day, count: entry.count + 1 } : { day, count: 1 });
  };

  const lockedOut = (uid: string): boolean => {
    const entry = failures.get(uid);
    return !!entry && entry.day === Math.floor(ctx.now() / DAY_MS) && entry.count >= GIFT_CARD_MAX_FAILURES_PER_DAY;
  };

  return {
    buy(user, input) {
      const id = ctx.once(user.uid, 'gift-card-buy', input.requestId, input, () => {
        ctx.party(user);
        const { min, max } = giftCardLimits(input.asset);
        const precision = payAsset(input.asset).precision;
        if (input.amount < min) throw unprocessable('gift.tooSmall', { min: formatMinor(min, precision), asset: input.asset });
        if (input.amount > max) throw unprocessable('gift.tooLarge', { max: formatMinor(max, precision), asset: input.asset });
        const card: Omit<CardRecord, 'movementId'> = {
          id: ctx.nextId('gc'),
          code: newCode(),
          asset: input.asset,
          amount: input.amount,
          message: (input.message ?? '').trim(),
          buyer: user.uid,
          redeemedBy: null,
          createdAt: ctx.now(),
          redeemedAt: null,
          cancelledAt: null,
        };
        const tx = ctx.post(
          `pay:gift-card:${card.id}:buy`,
          [{ from: userAccount(user.uid), to: holdAccount('gift', card.id), asset: card.asset, amount: card.amount }],
          'Gift card bought',
        );
        const movement = ctx.addMovement({
          owner: user.uid,
          type: 'gift_card_buy',
          direction: 'out',
          status: 'completed',
          asset: card.asset,
          amount: card.amount,
          fee: 0,
          counterAsset: null,
          counterAmount: null,
          counterpartyUid: null,
          method: null,
          note: card.message,
          ref: card.id,
        });
        ctx.link([movement.id], tx);
        const record: CardRecord = { ...card, movementId: movement.id };
        cards.set(record.id, record);
        byCode.set(record.code, record);
        return record.id;
      });
      const card = cards.get(id);
      if (!card) throw notFound('gift.notFound');
      return view(card, user.uid);
    },

    list(uid) {
      return [...cards.values()]
        .filter((c) => c.buyer === uid || c.redeemedBy === uid)
        .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
        .map((c) => view(c, uid));
    },

    redeem(user, input) {
      const id = ctx.once(user.uid, 'gift-card-redeem', input.requestId, input, () => {
        ctx.party(user);
        if (lockedOut(user.uid)) throw new ApiError(429, 'gift.tooManyTries');
        const card = byCode.get(input.code);
        if (!card) {
          failed(user.uid);
          throw notFound('gift.codeInvalid');
        }
        // A real code already used or cancelled is not a guess: no failed try.
        if (card.redeemedBy !== null) throw conflict('gift.alreadyRedeemed');
        if (card.cancelledAt !== null) throw conflict('gift.cancelledByBuyer');
        const tx = ctx.post(
          `pay:gift-card:${card.id}:redeem`,
          [{ from: holdAccount('gift', card.id), to: userAccount(user.uid), asset: card.asset, amount: card.amount }],
          'Gift card redeemed',
        );
        card.redeemedBy = user.uid;
        card.redeemedAt = ctx.now();
        const redeemed = ctx.addMovement({
          owner: user.uid,
          type: 'gift_card_redeem',
          direction: 'in',
          status: 'completed',
          asset: card.asset,
          amount: card.amount,
          fee: 0,
          counterAsset: null,
          counterAmount: null,
          counterpartyUid: card.buyer === user.uid ? null : card.buyer,
          method: null,
          note: card.message,
          ref: card.id,
        });
        ctx.link([redeemed.id], tx);
        if (card.buyer !== user.uid) ctx.notify(card.buyer);
        return card.id;
      });
      const card = cards.get(id);
      if (!card) throw notFound('gift.notFound');
      return view(card, user.uid);
    },

    cancel(user, id) {
      const card = cards.get(id);
      // Someone else's card is as unknown as a card that does not exist.
      if (!card || card.buyer !== user.uid) throw notFound('gift.notFound');
      if (card.cancelledAt !== null) return view(card, user.uid);
      if (card.redeemedBy !== null) throw conflict('gift.redeemedNotCancellable');
      const tx = ctx.post(
        `pay:gift-card:${card.id}:cancel`,
        [{ from: holdAccount('gift', card.id), to: userAccount(card.buyer), asset: card.asset, amount: card.amount }],
        'Gift card cancelled',
      );
      card.cancelledAt = ctx.now();
      ctx.updateMovement(card.movementId, { status: 'cancelled' });
      ctx.link([card.movementId], tx);
      return view(card, user.uid);
    },
  };
}
