// One HTTP call to an operation (through Prism or straight to the target), recorded as an Exchange the
// checks read: what was sent, what came back, and Prism's violations if it went through Prism.
import { NO_BODY } from './generate.ts';
import { parseViolations, type Violation } from './prism.ts';
import type { Operation } from './spec.ts';

export type Auth =
  | { kind: 'none' }
  | { kind: 'bearer'; token: string; who: string }
  /** A raw Authorization header, e.g. a malformed one. */
  | { kind: 'raw'; header: string; who: string };

export interface SentRequest {
  method: string;
  url: string;
  auth: Auth;
  body: unknown;
  /** Why this request was sent, e.g. `generated body #2` or `dropped the required field /uid`. */
  label: string;
}

export interface Exchange {
  op: Operation;
  request: SentRequest;
  status: number;
  contentType: string | null;
  bodyText: string;
  /** Parsed JSON body, or undefined when the body is empty or not JSON. */
  json: unknown;
  /** Prism's `sl-violations` (empty when the call did not go through Prism or nothing was wrong). */
  violations: Violation[];
  viaPrism: boolean;
}

export interface CallOptions {
  auth?: Auth;
  /** The JSON body; NO_BODY sends none. Default `{}`. */
  body?: unknown;
  label?: string;
  /** Marks the base URL as a Prism proxy, so `sl-violations` is read. */
  viaPrism?: boolean;
  timeoutMs?: number;
  /** Extra request headers (e.g. Prism's `prefer`). */
  headers?: Record<string, string>;
  /** Send these bytes as they are (malformed-transport checks), instead of `body` as JSON. */
  raw?: { body: string; contentType: string; describe: string };
}

function authHeader(auth: Auth): string | undefined {
  if (auth.kind === 'bearer') return `Bearer ${auth.token}`;
  if (auth.kind === 'raw') return auth.header;
  return undefined;
}

/** Calls `op` at `base` (which ends where the spec's paths start, e.g. `http://host/v1` or Prism's root). */
export async function callOperation(base: string, op: Operation, opts: CallOptions = {}): Promise<Exchange> {
  const auth = opts.auth ?? { kind: 'none' };
  const body = opts.body === undefined ? {} : opts.body;
  const url = base.replace(/\/$/, '') + op.path;
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  const authorization = authHeader(auth);
  if (authorization) headers.authorization = authorization;
  let payload: string | undefined;
  if (opts.raw) {
    headers['content-type'] = opts.raw.contentType;
    payload = opts.raw.body;
  } else if (body !== NO_BODY) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(url, {
    method: op.method,
    headers,
    ...(payload === undefined ? {} : { body: payload }),
    signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
  });
  const bodyText = await res.text();
  let json: unknown;
  try {
    json = bodyText.length > 0 ? JSON.parse(bodyText) : undefined;
  } catch {
    json = undefined;
  }
  return {
    op,
    request: { method: op.method, url, auth, body: opts.raw ? { raw: opts.raw.describe } : body, label: opts.label ?? 'request' },
    status: res.status,
    contentType: res.headers.get('content-type'),
    bodyText,
    json,
    violations: opts.viaPrism ? parseViolations(res.headers.get('sl-violations')) : [],
    viaPrism: opts.viaPrism ?? false,
  };
}

/** One line naming the request: method, path, auth and a short body, e.g. for failure messages. */
export function describeRequest(r: SentRequest): string {
  const path = new URL(r.url).pathname;
  const auth =
    r.auth.kind === 'none'
      ? 'no token'
      : r.auth.kind === 'bearer'
        ? `bearer token of ${r.auth.who}`
        : `Authorization: ${JSON.stringify(r.auth.header)} (${r.auth.who})`;
  let body = r.body === NO_BODY ? '(no body)' : JSON.stringify(r.body);
  if (body.length > 160) body = `${body.slice(0, 157)}...`;
  return `${r.method} ${path} [${auth}] body ${body} (${r.label})`;
}
