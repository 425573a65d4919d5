// Builds the success envelope; errors are built only by the error handler (plugins/error-handler.ts).
import { englishText, type ApiCode, type MessageParams } from './errors.ts';
import type { Envelope, Rates } from './types.ts';

/** A success envelope: `code` names what happened and gives the English `message`. */
export function ok<T>(code: ApiCode, data: T, rates?: Rates): Envelope<T> {
  const head = { status: 'success' as const, code, message: englishText(code) };
  return rates === undefined ? { ...head, data } : { ...head, data, rates };
}

export function errorEnvelope(code: ApiCode, message: string, params?: MessageParams): Envelope<null> {
  return params && Object.keys(params).length > 0
    ? { status: 'error', code, params, message, data: null }
    : { status: 'error', code, message, data: null };
}

/** The error envelope for a code, its English text as the message. */
export function codeEnvelope(code: ApiCode, params?: MessageParams): Envelope<null> {
  return errorEnvelope(code, englishText(code, params), params);
}

/** The JSON of each frozen rate table (seed/rates.ts, seed/pay-assets.ts), written once: it cannot change. */
const frozenRatesJson = new WeakMap<object, string>();

function ratesJson(rates: object): string {
  let json = frozenRatesJson.get(rates);
  if (json === undefined) {
    json = JSON.stringify(rates);
    frozenRatesJson.set(rates, json);
  }
  return json;
}

/** True for exactly what `ok(message, data, rates)` builds with a frozen rate table. */
function isFrozenRatesEnvelope(payload: object): payload is Envelope & { rates: Rates } {
  const { rates, data } = payload as Partial<Envelope>;
  if (typeof rates !== 'object' || rates === null || !Object.isFrozen(rates) || data === undefined) return false;
  let keys = 0;
  for (const key in payload) {
    if (key !== 'status' && key !== 'code' && key !== 'message' && key !== 'data' && key !== 'rates') return false;
    keys += 1;
  }
  return keys === 4 || (keys === 5 && 'code' in payload);
}

/**
 * The reply serializer (app.ts): JSON.stringify, except that an envelope carrying a frozen rate table reuses that
 * table's JSON. Writing the table's sixteen decimals was about half of getUser's serialisation, on the call the
 * app makes most.
 */
export function serializeEnvelope(payload: unknown): string {
  if (typeof payload !== 'object' || payload === null || !isFrozenRatesEnvelope(payload)) return JSON.stringify(payload);
  const code = payload.code === undefined ? '' : `"code":${JSON.stringify(payload.code)},`;
  return `{"status":${JSON.stringify(payload.status)},${code}"message":${JSON.stringify(payload.message)},"data":${JSON.stringify(payload.data)},"rates":${ratesJson(payload.rates)}}`;
}
