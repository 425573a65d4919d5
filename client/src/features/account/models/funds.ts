// Top-up and cash-out (/account/top-up, /account/cash-out): buy OSBT with my own currency by card or bank, sell
// it back to my saved bank account. The money moves through the pay area's own operations (/pay/add,
// /pay/withdraw: one ledger); this model quotes the fee and what I pay or get in my currency (spec section 9),
// checks the form and keeps one request id per intended payment through retries.
import { computed, createModel, signal } from '@preact/signals-react';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/api/errors';
import type { components } from '../../../../../contracts/api/schema';
import { randomId } from '../../../lib/random-id';

type S = components['schemas'];
export type FundsAsset = S['PayAsset'];
export type FundsMovement = S['PayMovement'];
export type FundsTerms = S['PayMethodTerms'];
export type FundsMethod = S['PayMethod'];
export type TopUpInput = S['PayAddInput'];
export type CashOutInput = S['PayWithdrawInput'];
export type Payout = S['AccountPayoutInput'];
export type FundsDirection = 'add' | 'withdraw';

/** Recent top-ups or cash-outs shown under the form. */
export const RECENT_FUNDS = 5;
/** Basis points in one whole (fees are quoted in bps, openapi PayMethodTerms). */
const BPS = 10_000;
/** Long enough that two payments never share an id (openapi PayClientRequestId). */
const REQUEST_ID_LENGTH = 20;
export const newFundsId = (direction: FundsDirection): string =>
  `${direction === 'add' ? 'topup' : 'cashout'}-${randomId(REQUEST_ID_LENGTH)}`;
/** An account number or IBAN (openapi AccountPayoutInput.accountNumber). */
export const ACCOUNT_NUMBER = /^[A-Za-z0-9]{6,34}$/;

/** The pay area's fee rule: `fixed` plus `bps` of the amount, the percentage rounded up to a whole unit. */
export function feeFor(amount: number, bps: number, fixed: number): number {
  return fixed + Math.ceil((amount * bps) / BPS);
}

/** Card numbers are 12–19 digits with a valid Luhn check digit (ISO/IEC 7812). */
export function isCardNumber(text: string): boolean {
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export type AmountProblem = 'amountRequired' | 'amountWhole' | 'amountMin' | 'amountMax' | 'amountBalance';

/** OSBT has no decimals: a whole number within the method's limits (and, to cash out, my balance with the fee). */
export function checkAmount(
  text: string,
  terms: FundsTerms,
  available?: number,
): { ok: true; value: number } | { ok: false; problem: AmountProblem } {
  const clean = text.replace(/[\s,]/g, '');
  if (clean === '') return { ok: false, problem: 'amountRequired' };
  if (!/^\d+$/.test(clean)) return { ok: false, problem: 'amountWhole' };
  const value = Number(clean);
  if (value < terms.min) return { ok: false, problem: 'amountMin' };
  if (value > terms.max) return { ok: false, problem: 'amountMax' };
  if (available !== undefined && value + feeFor(value, terms.feeBps, terms.feeFixed) > available)
    return { ok: false, problem: 'amountBalance' };
  return { ok: true, value };
}

export interface FundsQuote {
  /** OSBT that reaches (top-up) or leaves (cash-out) the balance. */
  amount: number;
  fee: number;
  /** Top-up: what the card or bank is charged, in OSBT; cash-out: what leaves the balance. */
  total: number;
  /** In my currency: what I pay (top-up) or get (cash-out). */
  local: number;
}

/**
 * Spec section 9: from OSBT multiply by the target rate. A top-up charges amount + fee; a cash-out pays out the
 * amount and holds the fee on top.
 */
export function quoteFunds(direction: FundsDirection, amount: number, terms: FundsTerms, rate: number): FundsQuote {
  const fee = feeFor(amount, terms.feeBps, terms.feeFixed);
  const total = amount + fee;
  return { amount, fee, total, local: (direction === 'add' ? total : amount) * rate };
}

export interface FundsDeps {
  direction: FundsDirection;
  terms(): Promise<FundsAsset | undefined>;
  topUp(body: TopUpInput): Promise<{ data: FundsMovement; message: string }>;
  cashOut(body: CashOutInput): Promise<{ data: FundsMovement; message: string }>;
  recent(direction: FundsDirection, count: number): Promise<FundsMovement[]>;
  /** My OSBT balance now. */
  available(): number;
  /** Brings the balance in the top bar up to date after money moved. */
  refresh(): Promise<unknown>;
  notify(kind: 'success' | 'error', message: string): void;
}

export interface FundsErrors {
  amount?: AmountProblem;
  card?: 'card';
  payout?: 'payout';
  form?: string;
}

export const FundsModel = createModel((deps: FundsDeps) => {
  const asset = signal<FundsAsset | null>(null, { name: 'accountFundsAsset' });
  const method = signal<FundsMethod | null>(null, { name: 'accountFundsMethod' });
  const amountText = signal('', { name: 'accountFundsAmount' });
  const card = signal('', { name: 'accountFundsCard' });
  const errors = signal<FundsErrors>({}, { name: 'accountFundsErrors' });
  const busy = signal(false, { name: 'accountFundsBusy' });
  const recent = signal<FundsMovement[] | null>(null, { name: 'accountFundsRecent' });
  const loadError = signal<string | null>(null, { name: 'accountFundsLoadError' });
  let requestId = newFundsId(deps.direction);

  const methods = computed(() => asset.value?.[deps.direction] ?? []);
  const terms = computed(() => methods.value.find((m) => m.method === method.value) ?? methods.value[0]);
  const amount = computed(() => {
    const tm = terms.value;
    if (!tm) return null;
    const checked = checkAmount(amountText.value, tm);
    return checked.ok ? checked.value : null;
  });

  async function load(): Promise<void> {
    try {
      const [terms, items] = await Promise.all([deps.terms(), deps.recent(deps.direction, RECENT_FUNDS)]);
      asset.value = terms ?? null;
      recent.value = items;
      // Listing settles what the server's clock made due, so the balance shown may have changed: fetch it again.
      await deps.refresh();
      if (method.peek() === null) method.value = terms?.[deps.direction][0]?.method ?? null;
      loadError.value = null;
    } catch (e) {
      loadError.value = errorMessage(e);
    }
  }

  function setAmount(text: string): void {
    amountText.value = text;
    errors.value = { ...errors.value, amount: undefined, form: undefined };
  }

  /** Checks the form; sends it with the payout account (cash-out) or the card (top-up by card). */
  async function submit(payout: Payout | null): Promise<boolean> {
    const tm = terms.value;
    if (!tm || busy.peek()) return false;
    const found: FundsErrors = {};
    const checked = checkAmount(amountText.value, tm, deps.direction === 'withdraw' ? deps.available() : undefined);
    if (!checked.ok) found.amount = checked.problem;
    const digits = card.value.replace(/[\s-]/g, '');
    if (deps.direction === 'add' && tm.method === 'card' && !isCardNumber(digits)) found.card = 'card';
    if (deps.direction === 'withdraw' && payout === null) found.payout = 'payout';
    errors.value = found;
    if (!checked.ok || Object.keys(found).length > 0) return false;
    busy.value = true;
    try {
      if (deps.direction === 'add') {
        await deps.topUp({
          requestId,
          asset: 'OSBT',
          amount: checked.value,
          method: tm.method,
          ...(tm.method === 'card' ? { source: digits.slice(-4) } : {}),
        });
      } else {
        await deps.cashOut({
          requestId,
          asset: 'OSBT',
          amount: checked.value,
          method: tm.method,
          destination: payout?.accountNumber ?? '',
        });
      }
      requestId = newFundsId(deps.direction);
      amountText.value = '';
      card.value = '';
      deps.notify('success', t(deps.direction === 'add' ? 'accountPages.done.topUp' : 'accountPages.done.cashOut'));
      recent.value = await deps.recent(deps.direction, RECENT_FUNDS);
      await deps.refresh();
      return true;
    } catch (e) {
      errors.value = { form: errorMessage(e) };
      return false;
    } finally {
      busy.value = false;
    }
  }

  return { asset, method, methods, terms, amountText, amount, card, errors, busy, recent, loadError, load, setAmount, submit };
});
