// Peer-to-peer trading: the live offers and taking one, my ads (post, edit, pause, resume, delete), my orders,
// and one order's lifecycle — countdowns against the server's clock, "I have paid", release, cancel, dispute
// after the wait, the order chat and feedback. Checks run here before anything is sent.
import { computed, createModel, signal } from '@preact/signals-react';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { t } from '../../../i18n';
import { language } from '../../../state/language';
import { assetForFiat, fiatForAsset, maxOrderFiat } from './fees';
import { formatAmount, formatAsset } from '../../../lib/amount';
import { parseAmount } from '../../../lib/amount-input';
import { runPayAction } from './action';
import { newRequestId } from './request-id';
import { checkAmount } from './validate';
import { P2P_ORDER_ID } from '../../../../../contracts/rules/ids';
import {
  checkPaymentFields,
  P2P_PAYMENT_MAX,
  tidyPaymentFields,
  type P2pPaymentField,
  type P2pPaymentFields,
} from '../../../../../contracts/rules/p2p-payment';
import type {
  Asset,
  CurrencyCode,
  P2pAd,
  P2pAdInput,
  P2pAdUpdate,
  P2pAsset,
  P2pMessage,
  P2pMethod,
  P2pOfferQuery,
  P2pOrder,
  P2pOrderInput,
} from './types';
import type { KeySuffix } from '../../../i18n/keys';

/** The payment methods of openapi PayP2pMethod, in the order forms show them. */
export const P2P_METHODS: readonly P2pMethod[] = ['bank_transfer', 'mobile_money', 'wise', 'revolut', 'cash_app', 'sepa'];
/** Minutes a buyer may be given to pay (openapi PayP2pAdInput.timeLimitMin). */
export const TIME_LIMITS = [15, 30, 45, 60] as const;
export type TimeLimit = (typeof TIME_LIMITS)[number];
/** Ours: how often an open order and its chat are looked at again while the page is open. */
export const ORDER_POLL_MS = 5_000;

export type PaymentFieldErrors = Partial<Record<P2pPaymentField, string>>;

/** The person's words for each problem of one method's details (the shared rule finds them; {} when none). */
export function paymentErrors(method: P2pMethod, values: P2pPaymentFields | undefined): PaymentFieldErrors {
  const out: PaymentFieldErrors = {};
  for (const { field, problem } of checkPaymentFields(method, values)) {
    out[field] =
      problem === 'format'
        ? t(`payP2pForm.format.${field}`)
        : problem === 'tooLong'
          ? t('payP2pForm.tooLong', { max: P2P_PAYMENT_MAX[field] })
          : t('payP2pForm.required');
  }
  return out;
}

interface AssetLookup {
  asset(code: string): Asset | undefined;
  available(code: string): number;
}

// ---------------------------------------------------------------------------------------------------------
// Live offers

export interface OffersDeps extends AssetLookup {
  list(query: P2pOfferQuery): Promise<P2pAd[]>;
  createOrder(body: P2pOrderInput): Promise<{ data: P2pOrder; message: string }>;
  fiat(): CurrencyCode;
}

export const OffersModel = createModel((deps: OffersDeps) => {
  const side = signal<'buy' | 'sell'>('buy', { name: 'p2pSide' });
  const asset = signal<P2pAsset>('USDT', { name: 'p2pAsset' });
  const fiat = signal<CurrencyCode>(deps.fiat(), { name: 'p2pFiat' });
  const method = signal<P2pMethod | ''>('', { name: 'p2pMethod' });
  const amountText = signal('', { name: 'p2pAmount' });
  const offers = signal<P2pAd[] | null>(null, { name: 'p2pOffers' });
  const error = signal<string | null>(null, { name: 'p2pOffersError' });
  const loading = signal(false, { name: 'p2pOffersLoading' });
  const taking = signal<P2pAd | null>(null, { name: 'p2pTaking' });
  const takeText = signal('', { name: 'p2pTakeAmount' });
  const takeMethod = signal<P2pMethod | ''>('', { name: 'p2pTakeMethod' });
  const takeError = signal<string | null>(null, { name: 'p2pTakeError' });
  /** Taking a buy ad I sell: where the advertiser pays me, for the chosen method. */
  const takePayment = signal<P2pPaymentFields>({}, { name: 'p2pTakePayment' });
  const takePaymentErrors = signal<PaymentFieldErrors>({}, { name: 'p2pTakePaymentErrors' });
  const busy = signal(false, { name: 'p2pTakeBusy' });
  let takeId = '';

  /** The asset amount the typed fiat buys at the ad's price (null until it parses). */
  const takeReceive = computed(() => {
    const ad = taking.value;
    const a = ad ? deps.asset(ad.asset) : undefined;
    const f = ad ? deps.asset(ad.fiat) : undefined;
    if (!ad || !a || !f) return null;
    const parsed = parseAmount(takeText.value, f.precision, language.value);
    return parsed.ok && parsed.minor > 0 ? assetForFiat(parsed.minor, ad.price, a.precision) : null;
  });

  async function load(): Promise<void> {
    const query: P2pOfferQuery = { side: side.peek(), asset: asset.peek(), fiat: fiat.peek() };
    if (method.peek()) query.method = method.peek() as P2pMethod;
    const f = deps.asset(fiat.peek());
    if (amountText.peek().trim() && f) {
      const checked = checkAmount(amountText.peek(), f);
      if (!checked.ok) {
        error.value = checked.message;
        return;
      }
      query.amount = checked.value;
    }
    loading.value = true;
    try {
      offers.value = await deps.list(query);
      error.value = null;
    } catch (e) {
      error.value = errorMessage(e);
    } finally {
      loading.value = false;
    }
  }

  function take(ad: P2pAd | null): void {
    taking.value = ad;
    takeText.value = '';
    takeMethod.value = ad?.methods.length === 1 ? (ad.methods[0] ?? '') : '';
    takeError.value = null;
    takePayment.value = {};
    takePaymentErrors.value = {};
    takeId = newRequestId('order');
  }

  /** Creates the order; answers its id (the page then opens it). */
  async function createOrder(): Promise<string | null> {
    const ad = taking.peek();
    const a = ad ? deps.asset(ad.asset) : undefined;
    const f = ad ? deps.asset(ad.fiat) : undefined;
    if (!ad || !a || !f) return null;
    const fiatAmount = checkAmount(takeText.peek(), f, { min: ad.minFiat, max: maxOrderFiat(ad, a.precision) });
    if (!fiatAmount.ok) {
      takeError.value = fiatAmount.message;
      return null;
    }
    if (!takeMethod.peek()) {
      takeError.value = t('pay.ads.methodsRequired');
      return null;
    }
    const amount = assetForFiat(fiatAmount.value, ad.price, a.precision);
    // Taking a buy ad sells my asset: my balance must cover what goes into escrow.
    if (ad.side === 'buy' && amount > deps.available(a.code)) {
      takeError.value = t('pay.amount.balance', { amount: formatAsset(deps.available(a.code), a, language.peek()) });
      return null;
    }
    const chosen = takeMethod.peek() as P2pMethod;
    if (ad.side === 'buy') {
      const problems = paymentErrors(chosen, takePayment.peek());
      takePaymentErrors.value = problems;
      if (Object.keys(problems).length > 0) return null;
    }
    busy.value = true;
    try {
      const { data } = await deps.createOrder({
        requestId: takeId,
        adId: ad.id,
        fiatAmount: fiatAmount.value,
        method: chosen,
        ...(ad.side === 'buy' ? { payment: tidyPaymentFields(chosen, takePayment.peek()) } : {}),
      });
      return data.id;
    } catch (e) {
      takeError.value = errorMessage(e);
      return null;
    } finally {
      busy.value = false;
    }
  }

  return {
    side,
    asset,
    fiat,
    method,
    amountText,
    offers,
    error,
    loading,
    taking,
    takeText,
    takeMethod,
    takeError,
    takePayment,
    takePaymentErrors,
    busy,
    takeReceive,
    load,
    take,
    createOrder,
  };
});

// ---------------------------------------------------------------------------------------------------------
// My ads

export interface AdsDeps extends AssetLookup {
  list(): Promise<P2pAd[]>;
  create(body: P2pAdInput): Promise<{ data: P2pAd; message: string }>;
  update(body: P2pAdUpdate): Promise<{ data: P2pAd; message: string }>;
  remove(body: { id: string }): Promise<{ message: string }>;
  notify: (kind: 'success' | 'error', message: string) => void;
  fiat(): CurrencyCode;
}

export interface AdForm {
  side: 'buy' | 'sell';
  asset: P2pAsset;
  fiat: CurrencyCode;
  price: string;
  total: string;
  min: string;
  max: string;
  methods: P2pMethod[];
  terms: string;
  timeLimit: TimeLimit;
  /** A sell ad's payment details, per method (kept for a method unticked, sent only for the ticked ones). */
  payment: Partial<Record<P2pMethod, P2pPaymentFields>>;
}

export type AdErrors = Partial<Record<'price' | 'total' | 'min' | 'max' | 'methods' | 'form', string>>;

export const AdsModel = createModel((deps: AdsDeps) => {
  const ads = signal<P2pAd[] | null>(null, { name: 'p2pMyAds' });
  const loadError = signal<string | null>(null, { name: 'p2pMyAdsError' });
  /** null: no form; 'new': posting; an id: editing that ad. */
  const editing = signal<string | null>(null, { name: 'p2pAdEditing' });
  const form = signal<AdForm>(blank(deps.fiat()), { name: 'p2pAdForm' });
  const errors = signal<AdErrors>({}, { name: 'p2pAdErrors' });
  const paymentErrorsOf = signal<Partial<Record<P2pMethod, PaymentFieldErrors>>>({}, { name: 'p2pAdPaymentErrors' });
  const busy = signal<string | null>(null, { name: 'p2pAdBusy' });
  let createId = newRequestId('ad');

  function blank(fiat: CurrencyCode): AdForm {
    return {
      side: 'sell',
      asset: 'USDT',
      fiat,
      price: '',
      total: '',
      min: '',
      max: '',
      methods: ['bank_transfer'],
      terms: '',
      timeLimit: 15,
      payment: {},
    };
  }

  async function load(): Promise<void> {
    try {
      ads.value = await deps.list();
      loadError.value = null;
    } catch (e) {
      loadError.value = errorMessage(e);
    }
  }

  function open(ad: P2pAd | null): void {
    errors.value = {};
    paymentErrorsOf.value = {};
    if (!ad) {
      editing.value = 'new';
      form.value = blank(deps.fiat());
      return;
    }
    const a = deps.asset(ad.asset);
    const f = deps.asset(ad.fiat);
    const lang = language.peek();
    editing.value = ad.id;
    form.value = {
      side: ad.side,
      asset: ad.asset,
      fiat: ad.fiat,
      // Written the person's way, so the fields read back exactly what the ad holds.
      price: f ? formatAmount(ad.price, f.precision, lang) : '',
      total: a ? formatAmount(ad.total, a.precision, lang) : '',
      min: f ? formatAmount(ad.minFiat, f.precision, lang) : '',
      max: f ? formatAmount(ad.maxFiat, f.precision, lang) : '',
      methods: [...ad.methods],
      terms: ad.terms,
      timeLimit: ad.timeLimitMin,
      payment: structuredClone(ad.payment ?? {}),
    };
  }

  function close(): void {
    editing.value = null;
    errors.value = {};
    paymentErrorsOf.value = {};
  }

  /** The sell ad's details of its ticked methods, tidied as the API keeps them. */
  function paymentOf(f: AdForm): Partial<Record<P2pMethod, P2pPaymentFields>> {
    return Object.fromEntries(f.methods.map((m) => [m, tidyPaymentFields(m, f.payment[m])]));
  }

  function set(patch: Partial<AdForm>): void {
    form.value = { ...form.peek(), ...patch };
  }

  /**
   * The most a sell ad may offer: what the balance has free, plus what the ad being edited already holds (a live
   * sell ad locked its amount when posted). null when nothing is locked: a buy ad, or a paused ad (resuming locks).
   */
  function sellCovers(): number | null {
    // Read with .value: the form's hint shows it and follows the wallet and the ad.
    const f = form.value;
    if (f.side !== 'sell') return null;
    const id = editing.value;
    const ad = id && id !== 'new' ? ads.value?.find((x) => x.id === id) : undefined;
    if (ad?.status === 'paused') return null;
    return deps.available(f.asset) + (ad ? ad.total : 0);
  }

  /** The checked ad, or the field errors. */
  function check(): { price: number; total: number; minFiat: number; maxFiat: number } | null {
    const f = form.peek();
    const a = deps.asset(f.asset);
    const fi = deps.asset(f.fiat);
    if (!a || !fi) return null;
    const next: AdErrors = {};
    const price = checkAmount(f.price, fi);
    const covers = sellCovers();
    const total = checkAmount(f.total, a, covers === null ? {} : { available: covers });
    const min = checkAmount(f.min, fi);
    const max = checkAmount(f.max, fi);
    if (!price.ok) next.price = price.message;
    if (!total.ok) next.total = total.message;
    if (!min.ok) next.min = min.message;
    if (!max.ok) next.max = max.message;
    if (min.ok && max.ok && min.value > max.value) next.min = t('pay.ads.minAboveMax');
    if (f.methods.length === 0) next.methods = t('pay.ads.methodsRequired');
    if (price.ok && total.ok && min.ok && !next.min) {
      const worth = fiatForAsset(total.value, price.value, a.precision);
      if (min.value > worth) next.min = t('pay.amount.max', { amount: formatAsset(worth, fi, language.peek()) });
    }
    errors.value = next;
    // A seller writes where buyers pay them, for every method the ad takes.
    const payment: Partial<Record<P2pMethod, PaymentFieldErrors>> = {};
    if (f.side === 'sell') {
      for (const m of f.methods) {
        const problems = paymentErrors(m, f.payment[m]);
        if (Object.keys(problems).length > 0) payment[m] = problems;
      }
    }
    paymentErrorsOf.value = payment;
    if (!price.ok || !total.ok || !min.ok || !max.ok || Object.keys(next).length > 0 || Object.keys(payment).length > 0) return null;
    return { price: price.value, total: total.value, minFiat: min.value, maxFiat: max.value };
  }

  async function save(): Promise<boolean> {
    const values = check();
    if (!values) return false;
    const f = form.peek();
    const id = editing.peek();
    busy.value = 'form';
    try {
      const terms = f.terms.trim();
      if (id === 'new' || id === null) {
        await deps.create({
          requestId: createId,
          side: f.side,
          asset: f.asset,
          fiat: f.fiat,
          ...values,
          methods: f.methods,
          timeLimitMin: f.timeLimit,
          ...(terms ? { terms } : {}),
          ...(f.side === 'sell' ? { payment: paymentOf(f) } : {}),
        });
        createId = newRequestId('ad');
        deps.notify('success', t('pay.ads.posted'));
      } else {
        await deps.update({
          id,
          ...values,
          methods: f.methods,
          timeLimitMin: f.timeLimit,
          terms,
          ...(f.side === 'sell' ? { payment: paymentOf(f) } : {}),
        });
        deps.notify('success', t('pay.ads.updated'));
      }
      editing.value = null;
      await load();
      return true;
    } catch (e) {
      errors.value = { form: errorMessage(e) };
      return false;
    } finally {
      busy.value = null;
    }
  }

  async function act(ad: P2pAd, action: 'pause' | 'resume' | 'delete'): Promise<void> {
    await runPayAction({
      busy,
      key: ad.id,
      run: () =>
        action === 'delete' ? deps.remove({ id: ad.id }) : deps.update({ id: ad.id, status: action === 'pause' ? 'paused' : 'active' }),
      done: () => t(`pay.ads.${action === 'delete' ? 'deleted' : action === 'pause' ? 'paused' : 'resumed'}`),
      notify: deps.notify,
      afterSuccess: load,
      afterFailure: () => Promise.resolve(),
    });
  }

  return {
    ads,
    loadError,
    editing,
    form,
    sellCovers,
    errors,
    paymentErrors: paymentErrorsOf,
    busy,
    load,
    open,
    close,
    set,
    save,
    pause: (ad: P2pAd) => act(ad, 'pause'),
    resume: (ad: P2pAd) => act(ad, 'resume'),
    remove: (ad: P2pAd) => act(ad, 'delete'),
  };
});

// ---------------------------------------------------------------------------------------------------------
// My orders, and one order

export const OrdersModel = createModel((list: (body: { state?: 'open' | 'closed' }) => Promise<P2pOrder[]>) => {
  const state = signal<'open' | 'closed'>('open', { name: 'p2pOrdersState' });
  const orders = signal<P2pOrder[] | null>(null, { name: 'p2pOrders' });
  const error = signal<string | null>(null, { name: 'p2pOrdersError' });
  async function load(): Promise<void> {
    try {
      orders.value = await list({ state: state.peek() });
      error.value = null;
    } catch (e) {
      error.value = errorMessage(e);
    }
  }
  function show(next: 'open' | 'closed'): Promise<void> {
    state.value = next;
    orders.value = null;
    return load();
  }
  return { state, orders, error, load, show };
});

export interface OrderDeps {
  id: string;
  get(body: { id: string }): Promise<P2pOrder>;
  messages(body: { id: string }): Promise<P2pMessage[]>;
  paid(body: { id: string }): Promise<{ data: P2pOrder; message: string }>;
  release(body: { id: string }): Promise<{ data: P2pOrder; message: string }>;
  cancel(body: { id: string }): Promise<{ data: P2pOrder; message: string }>;
  dispute(body: { id: string; reason: string }): Promise<{ data: P2pOrder; message: string }>;
  feedback(body: { id: string; rating: 'positive' | 'negative'; comment?: string }): Promise<{ data: P2pOrder; message: string }>;
  send(body: { id: string; requestId: string; text: string }): Promise<P2pMessage>;
  refresh(): Promise<void>;
  notify: (kind: 'success' | 'error', message: string) => void;
  now(): number;
}

export const OrderModel = createModel((deps: OrderDeps) => {
  const order = signal<P2pOrder | null>(null, { name: 'p2pOrder' });
  const messages = signal<P2pMessage[]>([], { name: 'p2pOrderMessages' });
  const missing = signal(false, { name: 'p2pOrderMissing' });
  const error = signal<string | null>(null, { name: 'p2pOrderError' });
  const busy = signal<string | null>(null, { name: 'p2pOrderBusy' });
  const chatText = signal('', { name: 'p2pChatText' });
  const reason = signal('', { name: 'p2pDisputeReason' });
  const reasonError = signal<string | null>(null, { name: 'p2pDisputeReasonError' });
  const rating = signal<'positive' | 'negative'>('positive', { name: 'p2pRating' });
  const comment = signal('', { name: 'p2pComment' });
  const clock = signal(deps.now(), { name: 'p2pOrderClock' });
  let skew = 0;
  let chatId = newRequestId('msg');

  const serverNow = computed(() => clock.value + skew);
  const msToExpiry = computed(() => (order.value ? Math.max(0, order.value.expiresAt - serverNow.value) : 0));
  const msToDispute = computed(() => (order.value?.disputeAfter ? Math.max(0, order.value.disputeAfter - serverNow.value) : 0));

  function tick(): void {
    clock.value = deps.now();
  }

  function take(next: P2pOrder): void {
    // Count in the server's time: its clock (the mock's can be moved) may differ from the device's.
    skew = next.now - deps.now();
    clock.value = deps.now();
    order.value = next;
  }

  async function load(): Promise<void> {
    // An address that cannot name an order (openapi PayP2pOrderId) is not asked for: it is not found.
    if (!P2P_ORDER_ID.test(deps.id)) {
      missing.value = true;
      return;
    }
    try {
      const [next, chat] = await Promise.all([deps.get({ id: deps.id }), deps.messages({ id: deps.id })]);
      take(next);
      messages.value = chat;
      missing.value = false;
      error.value = null;
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) missing.value = true;
      else error.value = errorMessage(e);
    }
  }

  function act(name: KeySuffix<'pay.order.done.'>, run: () => Promise<{ data: P2pOrder; message: string }>): Promise<boolean> {
    return runPayAction({
      busy,
      key: name,
      run,
      done: ({ data }) => {
        take(data);
        return t(`pay.order.done.${name}`);
      },
      notify: deps.notify,
      afterSuccess: async () => {
        messages.value = await deps.messages({ id: deps.id }).catch(() => messages.peek());
        await deps.refresh();
      },
      afterFailure: load,
    });
  }

  async function dispute(): Promise<boolean> {
    const text = reason.peek().trim();
    if (text.length < 10) {
      reasonError.value = t('pay.order.disputeShort');
      return false;
    }
    reasonError.value = null;
    return act('dispute', () => deps.dispute({ id: deps.id, reason: text }));
  }

  async function send(): Promise<boolean> {
    const text = chatText.peek().trim();
    if (!text) return false;
    busy.value = 'chat';
    try {
      const message = await deps.send({ id: deps.id, requestId: chatId, text });
      chatId = newRequestId('msg');
      chatText.value = '';
      messages.value = [...messages.peek().filter((m) => m.id !== message.id), message];
      return true;
    } catch (e) {
      deps.notify('error', errorMessage(e));
      return false;
    } finally {
      busy.value = null;
    }
  }

  return {
    order,
    messages,
    missing,
    error,
    busy,
    chatText,
    reason,
    reasonError,
    rating,
    comment,
    clock,
    serverNow,
    msToExpiry,
    msToDispute,
    tick,
    load,
    paid: () => act('paid', () => deps.paid({ id: deps.id })),
    release: () => act('release', () => deps.release({ id: deps.id })),
    cancel: () => act('cancel', () => deps.cancel({ id: deps.id })),
    dispute,
    feedback: () =>
      act('feedback', () =>
        deps.feedback({ id: deps.id, rating: rating.peek(), ...(comment.peek().trim() ? { comment: comment.peek().trim() } : {}) }),
      ),
    send,
  };
});
