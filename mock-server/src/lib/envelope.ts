// Builds the success envelope; errors are built only by the error handler (plugins/error-handler.ts).
import type { Envelope, Rates } from './types.ts';

export function ok<T>(message: string, data: T, rates?: Rates): Envelope<T> {
  return rates === undefined ? { status: 'success', message, data } : { status: 'success', message, data, rates };
}

export function errorEnvelope(message: string): Envelope<null> {
  return { status: 'error', message, data: null };
}
