// Builds the ApiError of a failed answer: its code (when well-formed) with the texts of the code's prefix loaded first,
// so the message can be shown at once, and its params when they are what the contract says. Loaded by the client's
// middleware on the first failure only.
import { loadCodeTexts } from '../../i18n/api-text-load';
import type { CodeParams } from '../../i18n/api-text';
import type { LooseEnvelope } from './client';
import { ApiError } from './errors';

const CODE = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/;

/** The envelope's params when they are what the contract says (names to strings or numbers); else none. */
function paramsOf(value: unknown): CodeParams | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  return entries.every(([, v]) => typeof v === 'string' || typeof v === 'number') ? Object.fromEntries(entries) : undefined;
}

export async function failureOf(envelope: LooseEnvelope, status: number): Promise<ApiError> {
  const message = typeof envelope.message === 'string' ? envelope.message : undefined;
  const code = typeof envelope.code === 'string' && CODE.test(envelope.code) ? envelope.code : undefined;
  if (code !== undefined) await loadCodeTexts(code);
  return new ApiError(message, status, code, paramsOf(envelope.params));
}
