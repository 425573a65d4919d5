// Converting (/pay/convert/{asset}): a live estimate while typing (the quote's own integer maths), then a quote
// from the API that holds for its stated time — counted down against the server's clock, not the device's —
// executed at the quoted amount or refused as expired or used (pay.quoteExpired, pay.quoteUsed), after which a new
// quote is one tap away.
import { computed, createModel, signal } from '@preact/signals-react';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { estimateConvert } from './fees';
import { newRequestId } from './request-id';
import { checkAmount } from './validate';
import type { Asset, AssetCode, Movement, Quote, QuoteInput } from './types';

export interface ConvertDeps {
  asset(code: string): Asset | undefined;
  available(code: string): number;
  rates(): Readonly<Record<string, number>>;
  quote(body: QuoteInput): Promise<Quote>;
  execute(body: { quoteId: string; requestId: string }): Promise<{ data: Movement; message: string }>;
  refresh(): Promise<void>;
  /** The device's clock (tests pass their own). */
  now(): number;
}

export const ConvertModel = createModel((deps: ConvertDeps) => {
  const from = signal<AssetCode>('OSBT', { name: 'payConvertFrom' });
  const to = signal<AssetCode>('USD', { name: 'payConvertTo' });
  const amountText = signal('', { name: 'payConvertAmount' });
  const error = signal<string | null>(null, { name: 'payConvertError' });
  const busy = signal(false, { name: 'payConvertBusy' });
  const quote = signal<Quote | null>(null, { name: 'payConvertQuote' });
  const result = signal<Movement | null>(null, { name: 'payConvertResult' });
  /** Refused by the server as expired (the countdown may still have shown a second). */
  const refused = signal(false, { name: 'payConvertRefused' });
  /** Moved by the page every few hundred ms so the countdown re-renders. */
  const clock = signal(deps.now(), { name: 'payConvertClock' });
  let skew = 0;
  let requestId = '';

  const fromAsset = computed(() => deps.asset(from.value));
  const toAsset = computed(() => deps.asset(to.value));
  const estimate = computed(() => {
    const a = fromAsset.value;
    const b = toAsset.value;
    if (!a || !b || a.code === b.code) return null;
    const checked = checkAmount(amountText.value, a);
    return checked.ok ? estimateConvert(checked.value, a, b, deps.rates()) : null;
  });
  const msLeft = computed(() => {
    const q = quote.value;
    return q ? Math.max(0, q.expiresAt - (clock.value + skew)) : 0;
  });
  const expired = computed(() => !!quote.value && (refused.value || msLeft.value <= 0));

  function tick(): void {
    clock.value = deps.now();
  }

  function clearQuote(): void {
    quote.value = null;
    refused.value = false;
    error.value = null;
  }

  function setFrom(code: AssetCode): void {
    from.value = code;
    if (to.peek() === code) to.value = code === 'USD' ? 'OSBT' : 'USD';
    clearQuote();
  }

  function swap(): void {
    const a = from.peek();
    from.value = to.peek();
    to.value = a;
    amountText.value = '';
    clearQuote();
  }

  async function getQuote(): Promise<boolean> {
    const a = fromAsset.peek();
    if (!a) return false;
    if (from.peek() === to.peek()) {
      error.value = 'same';
      return false;
    }
    const amount = checkAmount(amountText.peek(), a, { min: a.min, max: a.max, available: deps.available(a.code) });
    if (!amount.ok) {
      error.value = amount.message;
      return false;
    }
    busy.value = true;
    try {
      const q = await deps.quote({ from: a.code, to: to.peek(), amount: amount.value });
      // The server's clock may differ from the device's (and the mock's can be moved): count in its time.
      skew = q.now - deps.now();
      clock.value = deps.now();
      quote.value = q;
      refused.value = false;
      requestId = newRequestId('conv');
      error.value = null;
      return true;
    } catch (e) {
      error.value = errorMessage(e);
      return false;
    } finally {
      busy.value = false;
    }
  }

  async function execute(): Promise<boolean> {
    const q = quote.peek();
    if (!q) return false;
    busy.value = true;
    try {
      const { data } = await deps.execute({ quoteId: q.id, requestId });
      result.value = data;
      quote.value = null;
      amountText.value = '';
      await deps.refresh();
      return true;
    } catch (e) {
      if (e instanceof ApiError && (e.code === 'pay.quoteExpired' || e.code === 'pay.quoteUsed')) refused.value = true;
      else error.value = errorMessage(e);
      return false;
    } finally {
      busy.value = false;
    }
  }

  return {
    from,
    to,
    amountText,
    error,
    busy,
    quote,
    result,
    refused,
    clock,
    fromAsset,
    toAsset,
    estimate,
    msLeft,
    expired,
    tick,
    clearQuote,
    setFrom,
    swap,
    getQuote,
    execute,
  };
});
