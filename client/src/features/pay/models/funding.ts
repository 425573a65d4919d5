// Adding and withdrawing (/pay/add/{asset}, /pay/withdraw/{asset}): method terms from the asset (fee, limits,
// settle time) shown before confirming, the card or destination checked here, and the recent ones whose
// pending → completed/failed lifecycle follows the server's clock.
import { computed, createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { t } from '../../../i18n';
import { feeFor } from './fees';
import { newRequestId } from './request-id';
import { checkAmount } from './validate';
import type { ActivityPage, ActivityQuery, AddInput, Asset, AssetCode, Method, MethodTerms, Movement, WithdrawInput } from './types';

export type Direction = 'add' | 'withdraw';
/** Recent items shown under the form. */
export const RECENT_FUNDING = 5;
/** A withdrawal destination (openapi PayWithdrawInput.destination). */
export const DESTINATION_PATTERN = /^[A-Za-z0-9]{6,64}$/;

/** Card numbers are 12–19 digits with a valid Luhn check digit (ISO/IEC 7812). */
export function isCardNumber(text: string): boolean {
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export interface FundingDeps {
  direction: Direction;
  asset(code: string): Asset | undefined;
  available(code: string): number;
  add(body: AddInput): Promise<{ data: Movement; message: string }>;
  withdraw(body: WithdrawInput): Promise<{ data: Movement; message: string }>;
  list(query: ActivityQuery): Promise<ActivityPage>;
  refresh(): Promise<void>;
  notify(kind: 'success' | 'error', message: string): void;
  /** "about 1 minute" for a settle time. */
  duration(ms: number): string;
}

/** A checked withdrawal (or top-up): what the review step shows and what is sent. */
export interface WithdrawReview {
  asset: Asset;
  terms: MethodTerms;
  amount: number;
  fee: number;
  total: number;
  /** Without spaces, as sent. */
  destination: string;
}

export interface FundingErrors {
  amount?: string;
  card?: string;
  destination?: string;
  form?: string;
}

export const FundingModel = createModel((deps: FundingDeps) => {
  const assetCode = signal<AssetCode>('OSBT', { name: 'payFundingAsset' });
  const method = signal<Method | null>(null, { name: 'payFundingMethod' });
  const amountText = signal('', { name: 'payFundingAmount' });
  const card = signal('', { name: 'payFundingCard' });
  const destination = signal('', { name: 'payFundingDestination' });
  const errors = signal<FundingErrors>({}, { name: 'payFundingErrors' });
  const busy = signal(false, { name: 'payFundingBusy' });
  const recent = signal<Movement[] | null>(null, { name: 'payFundingRecent' });
  let requestId = newRequestId(deps.direction);

  const asset = computed(() => deps.asset(assetCode.value));
  const methods = computed(() => asset.value?.[deps.direction] ?? []);
  const terms = computed(() => methods.value.find((m) => m.method === method.value) ?? methods.value[0]);
  const quote = computed(() => {
    const a = asset.value;
    const tm = terms.value;
    if (!a || !tm) return null;
    const checked = checkAmount(amountText.value, a);
    if (!checked.ok) return null;
    const fee = feeFor(checked.value, tm.feeBps, tm.feeFixed);
    return { amount: checked.value, fee, total: checked.value + fee };
  });
  /** The movement this page just started, followed live until it settles (credited, paid out or failed). */
  const started = signal<{ movement: Movement; settleMs: number } | null>(null, { name: 'payFundingStarted' });
  /** Its newest state: the live reload of the recent list replaces the answer the start gave. */
  const tracked = computed(() => {
    const s = started.value;
    if (!s) return null;
    return (recent.value ?? []).find((m) => m.id === s.movement.id) ?? s.movement;
  });
  const anyPending = computed(() => (recent.value ?? []).some((m) => m.status === 'pending') || tracked.value?.status === 'pending');

  /** A field's error goes as the person corrects that field (the others stay until the next try). */
  function clearError(field: keyof FundingErrors): void {
    const current = errors.peek();
    if (current[field] || current.form) {
      const { [field]: _gone, form: _form, ...rest } = current;
      errors.value = rest;
    }
  }

  // My saved payout account (the account area keeps it, /account/payout): where a bank withdrawal goes unless I
  // type another destination.
  let payoutAccount: string | null = null;
  function offerPayout(): void {
    if (payoutAccount && !destination.peek() && terms.peek()?.method === 'bank') destination.value = payoutAccount;
  }
  function suggestDestination(accountNumber: string | null): void {
    payoutAccount = accountNumber;
    offerPayout();
  }

  function setAsset(code: AssetCode): void {
    assetCode.value = code;
    method.value = null;
    errors.value = {};
    offerPayout();
  }

  async function loadRecent(): Promise<void> {
    try {
      recent.value = (await deps.list({ types: [deps.direction], page: 1, pageSize: RECENT_FUNDING })).items;
    } catch {
      // The form works without the list; the next refresh tries again.
    }
  }

  /** What a withdrawal will do, checked and shown on the review step before anything moves. */
  const reviewed = signal<WithdrawReview | null>(null, { name: 'payFundingReviewed' });

  /** Checks the form; answers what to send, or null with `errors` set. */
  function check(): WithdrawReview | null {
    const a = asset.peek();
    const tm = terms.peek();
    if (!a || !tm) return null;
    const withdrawing = deps.direction === 'withdraw';
    const amount = checkAmount(amountText.peek(), a, {
      min: tm.min,
      max: tm.max,
      ...(withdrawing ? { available: deps.available(a.code), fee: (m: number) => feeFor(m, tm.feeBps, tm.feeFixed) } : {}),
    });
    const next: FundingErrors = {};
    if (!amount.ok) next.amount = amount.message;
    if (!withdrawing && tm.method === 'card' && !isCardNumber(card.peek())) next.card = t('pay.add.cardInvalid');
    const dest = destination.peek().replace(/\s/g, '');
    if (withdrawing && !DESTINATION_PATTERN.test(dest)) next.destination = t('pay.withdraw.destinationInvalid');
    errors.value = next;
    if (!amount.ok || Object.keys(next).length > 0) return null;
    const fee = feeFor(amount.value, tm.feeBps, tm.feeFixed);
    return { asset: a, terms: tm, amount: amount.value, fee, total: amount.value + fee, destination: dest };
  }

  /**
   * The form's button. Adding sends at once; a withdrawal opens its review step (like send's), so the amount, the
   * fee, what leaves the balance and where it goes are read once more before the money moves.
   */
  async function submit(): Promise<boolean> {
    const checked = check();
    if (!checked) return false;
    if (deps.direction === 'withdraw') {
      reviewed.value = checked;
      return true;
    }
    return send(checked);
  }

  /** The review step's confirm: sends exactly what was reviewed. */
  async function confirm(): Promise<boolean> {
    const r = reviewed.peek();
    if (!r) return false;
    const done = await send(r);
    if (done) reviewed.value = null;
    return done;
  }

  /** Back from the review step to the form, with everything typed kept. */
  function edit(): void {
    reviewed.value = null;
    errors.value = {};
  }

  async function send(r: WithdrawReview): Promise<boolean> {
    const withdrawing = deps.direction === 'withdraw';
    busy.value = true;
    try {
      let answer: { data: Movement };
      if (withdrawing) {
        answer = await deps.withdraw({
          requestId,
          asset: r.asset.code,
          amount: r.amount,
          method: r.terms.method,
          destination: r.destination,
        });
      } else {
        const digits = card.peek().replace(/\D/g, '');
        answer = await deps.add({
          requestId,
          asset: r.asset.code,
          amount: r.amount,
          method: r.terms.method,
          ...(r.terms.method === 'card' ? { source: digits.slice(-4) } : {}),
        });
      }
      started.value = { movement: answer.data, settleMs: r.terms.settleMs };
      deps.notify('success', t(withdrawing ? 'pay.withdraw.started' : 'pay.add.started', { time: deps.duration(r.terms.settleMs) }));
      requestId = newRequestId(deps.direction);
      amountText.value = '';
      card.value = '';
      await Promise.all([loadRecent(), deps.refresh()]);
      return true;
    } catch (error) {
      errors.value = { form: errorMessage(error) };
      return false;
    } finally {
      busy.value = false;
    }
  }

  return {
    assetCode,
    method,
    amountText,
    card,
    destination,
    errors,
    busy,
    recent,
    asset,
    methods,
    terms,
    quote,
    anyPending,
    started,
    tracked,
    clearError,
    reviewed,
    setAsset,
    suggestDestination,
    loadRecent,
    submit,
    confirm,
    edit,
  };
});
