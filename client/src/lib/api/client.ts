// The one typed API client: openapi-fetch over openapi.yaml's generated types, with the envelope,
// auth and error rules of spec sections 7 and 8 as middleware rather than repeated at each call.
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../../../contracts/api/schema';
import { ApiError, GENERIC_ERROR } from './errors';
import type { CodeParams } from '../../i18n/api-text';
import { token } from '../../state/token';
import { setRates } from '../../state/rates';
import { DEFAULT_API_BASE } from './default-base';

export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? DEFAULT_API_BASE;

type RawBody = Blob | ArrayBuffer | FormData;

function isRawBody(body: unknown): body is RawBody {
  return body instanceof Blob || body instanceof ArrayBuffer || body instanceof FormData;
}

/** Uploads go as the file's own bytes, never JSON-encoded (spec section 7). */
function serializeBody(body: unknown): string | RawBody {
  return isRawBody(body) ? body : JSON.stringify(body);
}

/** Init for an upload call: the raw file, and no JSON content type (the browser sends the file's own type). */
export function rawUpload<T extends Blob>(file: T): { body: T; headers: { 'Content-Type': null } } {
  return { body: file, headers: { 'Content-Type': null } };
}

export const authMiddleware: Middleware = {
  onRequest({ request }) {
    const current = token.peek();
    if (current) request.headers.set('Authorization', `Bearer ${current}`);
    return request;
  },
};

interface LooseEnvelope {
  status?: unknown;
  code?: unknown;
  params?: unknown;
  message?: unknown;
  rates?: unknown;
}

const CODE = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/;

/** The envelope's params when they are what the contract says (names to strings or numbers); else none. */
function paramsOf(value: unknown): CodeParams | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  return entries.every(([, v]) => typeof v === 'string' || typeof v === 'number') ? Object.fromEntries(entries) : undefined;
}

/** The ApiError for a failed answer, its code's texts loaded first so the message can be shown at once. */
async function failure(envelope: LooseEnvelope, status: number): Promise<ApiError> {
  const message = typeof envelope.message === 'string' ? envelope.message : undefined;
  const code = typeof envelope.code === 'string' && CODE.test(envelope.code) ? envelope.code : undefined;
  if (code !== undefined) await import('../../i18n/api-text-load').then(({ loadCodeTexts }) => loadCodeTexts(code)).catch(() => undefined);
  return new ApiError(message, status, code, paramsOf(envelope.params));
}

/** The body as a value, and as JSON text for openapi-fetch to parse (the answer's own text when it was JSON). */
async function readBody(response: Response): Promise<{ body: unknown; json: string }> {
  const text = await response.text();
  if (!text.trim()) return { body: {}, json: '{}' };
  try {
    return { body: JSON.parse(text) as unknown, json: text };
  } catch {
    // A non-JSON body (proxy error page, plain text): its text is the best message there is.
    const body = response.ok ? {} : { status: 'error', message: text.length <= 200 ? text : GENERIC_ERROR };
    return { body, json: JSON.stringify(body) };
  }
}

export const envelopeMiddleware: Middleware = {
  async onResponse({ response }) {
    const { body, json } = await readBody(response);
    const envelope = (typeof body === 'object' && body !== null ? body : {}) as LooseEnvelope;
    if (envelope.rates && typeof envelope.rates === 'object') setRates(envelope.rates as Record<string, number>);
    const failed = !response.ok || (envelope.status !== undefined && envelope.status !== 'success');
    if (failed) throw await failure(envelope, response.status);
    // The text as it came: stringifying the parsed value again would only cost a second pass over a long list.
    return new Response(json, {
      status: response.status,
      statusText: response.statusText,
      headers: { 'Content-Type': 'application/json' },
    });
  },
  onError() {
    // Network failure (offline, DNS, CORS): the person sees the generic message, never a TypeError.
    return new ApiError(GENERIC_ERROR, 0);
  },
};

export function createApiClient(options: { baseUrl?: string; fetch?: typeof fetch } = {}) {
  const baseUrl = options.baseUrl ?? API_BASE;
  const client = createClient<paths>({
    baseUrl,
    bodySerializer: serializeBody,
    // Resolved per call (not captured at start-up) so tests and instrumentation can replace fetch.
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  });
  client.use(authMiddleware, envelopeMiddleware);
  return client;
}

export const api = createApiClient();

/** Path params for the main platform's `{product}` segment (DESIGN.md: `app`). */
export const APP = { params: { path: { product: 'app' as const } } };

type SuccessEnvelope = { status: 'success'; message: string; data: unknown };

/** Awaits a client call and returns the envelope's data and message (errors were already raised by middleware). */
export async function unwrap<E extends SuccessEnvelope>(
  pending: Promise<{ data?: E; response: Response }>,
): Promise<{ data: E['data']; message: string }> {
  const { data } = await pending;
  if (!data) throw new ApiError(GENERIC_ERROR);
  return { data: data.data, message: data.message };
}
