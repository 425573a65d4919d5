// Builds the success envelope; errors are built only by the error handler (plugins/error-handler.ts).
import type { Envelope, Rates } from './types.ts';

export function ok<T>(message: string, data: T, rates?: Rates): Envelope<T> {
  return rates === undefined ? { status: 'success', message, data } : { status: 'success', message, data, rates };
}

export function errorEnvelope(message: string): Envelope<null> {
  return { status: 'error', message, data: null };
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
function isFrozenRatesEnvelope(payload: object): payload is Required<Envelope> {
  const { rates, data } = payload as Partial<Envelope>;
  if (typeof rates !== 'object' || rates === null || !Object.isFrozen(rates) || data === undefined) return false;
  let keys = 0;
  for (const key in payload) {
    if (key !== 'status' && key !== 'message' && key !== 'data' && key !== 'rates') return false;
    keys += 1;
  }
  return keys === 4;
}

/**
 * The reply serializer (app.ts): JSON.stringify, except that an envelope carrying a frozen rate table reuses that
 * table's JSON. Writing the table's sixteen decimals was about half of getUser's serialisation, on the call the
 * app makes most.
 */
export function serializeEnvelope(payload: unknown): string {
  if (typeof payload !== 'object' || payload === null || !isFrozenRatesEnvelope(payload)) return JSON.stringify(payload);
  return `{"status":${JSON.stringify(payload.status)},"message":${JSON.stringify(payload.message)},"data":${JSON.stringify(payload.data)},"rates":${ratesJson(payload.rates)}}`;
}
