// Gift cards (/pay/card/gift-card/my and /redeem): buying one (its value leaves the balance; limits from the
// asset), my cards with their codes and states, cancelling one nobody redeemed (its value comes back), and
// redeeming a code — typed loosely, normalised here.
import { computed, createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { t } from '../../../i18n';
import { runPayAction } from './action';
import { newRequestId } from './request-id';
import { checkAmount } from './validate';
import type { Asset, AssetCode, GiftCard, GiftCardInput } from './types';

/** A code (openapi PayGiftCardCode): OSB and three groups of four Crockford base-32 characters. */
export const GIFT_CARD_CODE = /^OSB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/**
 * What a person typed as a code, the way the card prints it: uppercase, dashes between groups, and the
 * letters Crockford base 32 reads as digits (O → 0, I and L → 1) put right, as readers of such codes do.
 */
export function normalizeCode(text: string): string {
  let raw = text.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (raw.startsWith('OSB')) raw = raw.slice(3);
  raw = raw.replace(/O/g, '0').replace(/[IL]/g, '1');
  const groups = raw.match(/.{1,4}/g) ?? [];
  return ['OSB', ...groups].join('-');
}

export interface GiftCardDeps {
  asset(code: string): Asset | undefined;
  available(code: string): number;
  buy(body: GiftCardInput): Promise<{ data: GiftCard; message: string }>;
  list(): Promise<GiftCard[]>;
  redeem(body: { requestId: string; code: string }): Promise<{ data: GiftCard; message: string }>;
  cancel(body: { id: string }): Promise<{ data: GiftCard; message: string }>;
  refresh(): Promise<void>;
  notify: (kind: 'success' | 'error', message: string) => void;
}

export const GiftCardsModel = createModel((deps: GiftCardDeps) => {
  const cards = signal<GiftCard[] | null>(null, { name: 'payGiftCards' });
  const loadError = signal<string | null>(null, { name: 'payGiftCardsError' });
  const assetCode = signal<AssetCode>('OSBT', { name: 'payGiftCardAsset' });
  const amountText = signal('', { name: 'payGiftCardAmount' });
  const message = signal('', { name: 'payGiftCardMessage' });
  const buyError = signal<{ amount?: string; form?: string }>({}, { name: 'payGiftCardBuyError' });
  const bought = signal<GiftCard | null>(null, { name: 'payGiftCardBought' });
  const code = signal('', { name: 'payGiftCardCode' });
  const redeemError = signal<string | null>(null, { name: 'payGiftCardRedeemError' });
  const redeemed = signal<GiftCard | null>(null, { name: 'payGiftCardRedeemed' });
  const busy = signal<'buy' | 'redeem' | null>(null, { name: 'payGiftCardBusy' });
  /** The card being cancelled, if any. */
  const cancelling = signal<string | null>(null, { name: 'payGiftCardCancelling' });
  const asset = computed(() => deps.asset(assetCode.value));
  /** The typed amount, once it reads as one (for the button's label). */
  const amount = computed(() => {
    const a = asset.value;
    const checked = a ? checkAmount(amountText.value, a) : null;
    return checked?.ok ? checked.value : null;
  });
  let buyId = newRequestId('gift');
  // One id per code tried: retrying the same code after a lost answer never redeems twice.
  const redeemIds = new Map<string, string>();

  async function load(): Promise<void> {
    try {
      cards.value = await deps.list();
      loadError.value = null;
    } catch (error) {
      loadError.value = errorMessage(error);
    }
  }

  async function buy(): Promise<boolean> {
    const a = asset.peek();
    if (!a) return false;
    const amount = checkAmount(amountText.peek(), a, { min: a.giftCardMin, max: a.giftCardMax, available: deps.available(a.code) });
    if (!amount.ok) {
      buyError.value = { amount: amount.message };
      return false;
    }
    busy.value = 'buy';
    buyError.value = {};
    try {
      const text = message.peek().trim();
      const { data } = await deps.buy({ requestId: buyId, asset: a.code, amount: amount.value, ...(text ? { message: text } : {}) });
      bought.value = data;
      buyId = newRequestId('gift');
      amountText.value = '';
      message.value = '';
      await Promise.all([load(), deps.refresh()]);
      return true;
    } catch (error) {
      buyError.value = { form: errorMessage(error) };
      return false;
    } finally {
      busy.value = null;
    }
  }

  async function redeem(): Promise<boolean> {
    const normalized = normalizeCode(code.peek());
    code.value = normalized;
    if (!GIFT_CARD_CODE.test(normalized)) {
      redeemError.value = t('pay.gift.codeInvalid');
      return false;
    }
    let requestId = redeemIds.get(normalized);
    if (!requestId) redeemIds.set(normalized, (requestId = newRequestId('redeem')));
    busy.value = 'redeem';
    redeemError.value = null;
    try {
      const { data } = await deps.redeem({ requestId, code: normalized });
      // Done: trying this code again is a new attempt (the API then says it was already redeemed).
      redeemIds.delete(normalized);
      redeemed.value = data;
      code.value = '';
      await deps.refresh();
      return true;
    } catch (error) {
      redeemError.value = errorMessage(error);
      return false;
    } finally {
      busy.value = null;
    }
  }

  /** Cancels a card I bought that nobody redeemed; true once its value is back. */
  function cancel(card: GiftCard): Promise<boolean> {
    if (cancelling.peek() !== null || card.role !== 'bought' || card.status !== 'active') return Promise.resolve(false);
    return runPayAction({
      busy: cancelling,
      key: card.id,
      run: () => deps.cancel({ id: card.id }),
      done: ({ data }) => {
        cards.value = cards.peek()?.map((c) => (c.id === data.id ? data : c)) ?? null;
        if (bought.peek()?.id === data.id) bought.value = null;
        return t('pay.gift.cancelled');
      },
      notify: deps.notify,
      afterSuccess: () => Promise.all([load(), deps.refresh()]),
      // Someone may have redeemed it meanwhile: show the card as it is now.
      afterFailure: load,
    });
  }

  return {
    cards,
    loadError,
    assetCode,
    amountText,
    message,
    buyError,
    bought,
    code,
    redeemError,
    redeemed,
    busy,
    cancelling,
    asset,
    amount,
    load,
    buy,
    redeem,
    cancel,
  };
});
