// The one typed API client: openapi-fetch over openapi.yaml's generated types, with the envelope,
// auth and error rules of spec sections 7 and 8 as middleware rather than repeated at each call.
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../../../contracts/api/schema';
import { ApiError, GENERIC_ERROR } from './errors';
import { token } from '../../state/token';
import { setRates } from '../../state/rates';
import { DEFAULT_API_BASE } from './default-base';
import { trackCall } from './slow-calls';

export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? DEFAULT_API_BASE;

/** How long a call may take before it fails with TIMEOUT_CODE; an upload (a raw body, no JSON type) gets 5 minutes. */
export const API_TIMEOUT_MS = 15_000;
const UPLOAD_TIMEOUT_MS = 300_000;
/** The client's own code for a call the server did not answer in time (texts: i18n/api/client.ts). */
export const TIMEOUT_CODE = 'client.timeout';
/** The client's own code for a call that got no answer at all: offline, the connection cut, the server down. */
export const NETWORK_CODE = 'client.network';

/** The call with the caller's signal (if any) and a timeout: whichever aborts first ends it. */
function withTimeout(request: Request, timeoutMs: number): Request {
  const upload = request.body !== null && !request.headers.get('content-type')?.includes('json');
  return new Request(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(upload ? UPLOAD_TIMEOUT_MS : timeoutMs)]) });
}

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

export interface LooseEnvelope {
  status?: unknown;
  code?: unknown;
  params?: unknown;
  message?: unknown;
  rates?: unknown;
}

/**
 * The ApiError for a failed answer, built by lib/api/failure.ts (loaded on the first failure, with the code's texts);
 * if that chunk cannot load (offline after a deploy), the server's message as it came.
 */
async function failure(envelope: LooseEnvelope, status: number): Promise<ApiError> {
  try {
    return await (await import('./failure')).failureOf(envelope, status);
  } catch {
    return new ApiError(typeof envelope.message === 'string' ? envelope.message : undefined, status);
  }
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

let sessionEndedListener: ((token: string) => void) | null = null;
/**
 * Who hears that the API refused the active session (401 auth.signInRequired to a call made with it: the session
 * expired, or was signed out from elsewhere): state/session.ts, which signs it out and sends the person to sign-in.
 */
export function whenSessionEnds(listener: (token: string) => void): void {
  sessionEndedListener = listener;
}

export const envelopeMiddleware: Middleware = {
  async onResponse({ request, response }) {
    const { body, json } = await readBody(response);
    const envelope = (typeof body === 'object' && body !== null ? body : {}) as LooseEnvelope;
    if (envelope.rates && typeof envelope.rates === 'object') setRates(envelope.rates as Record<string, number>);
    const failed = !response.ok || (envelope.status !== undefined && envelope.status !== 'success');
    if (failed) {
      const error = await failure(envelope, response.status);
      const active = token.peek();
      // Only the active session's own refusal: a call still in flight from an account switched away from says nothing.
      if (
        error.status === 401 &&
        error.code === 'auth.signInRequired' &&
        active &&
        request.headers.get('Authorization') === `Bearer ${active}`
      ) {
        sessionEndedListener?.(active);
      }
      throw error;
    }
    // The text as it came: stringifying the parsed value again would only cost a second pass over a long list.
    return new Response(json, {
      status: response.status,
      statusText: response.statusText,
      headers: { 'Content-Type': 'application/json' },
    });
  },
  onError({ error }) {
    // A timeout reads "the server took too long"; the caller's own abort stays an abort (no code: nobody reads it);
    // any other failure (offline, the connection cut, DNS, CORS) says the answer did not arrive.
    const name = (error as { name?: unknown } | null)?.name;
    if (name === 'TimeoutError') return failure({ code: TIMEOUT_CODE }, 0);
    if (name === 'AbortError') return new ApiError(GENERIC_ERROR, 0);
    return failure({ code: NETWORK_CODE }, 0);
  },
};

export function createApiClient(options: { baseUrl?: string; fetch?: typeof fetch; timeoutMs?: number } = {}) {
  const baseUrl = options.baseUrl ?? API_BASE;
  const { timeoutMs = API_TIMEOUT_MS } = options;
  const client = createClient<paths>({
    baseUrl,
    bodySerializer: serializeBody,
    // Resolved per call (not captured at start-up) so tests and instrumentation can replace fetch.
    // Tracked so the shell can show that a slow call is still on its way (lib/api/slow-calls.ts).
    fetch: (request: Request) => trackCall((options.fetch ?? globalThis.fetch)(withTimeout(request, timeoutMs))),
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
