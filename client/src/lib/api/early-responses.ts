// Answers the app's first requests with the ones index.html already started (build/early-requests.ts): for a
// stored session, the account and the opening page's data are asked for while the app's code is still
// downloading, instead of after it has run. A request takes its early twin only if the operation, the body
// (compared as canonical JSON) and the token are the same, only once, and only in the first seconds of the
// page; anything else goes to the network as usual.

/** Early answers older than this (since the page started) are not used: the data may have moved on. */
export const EARLY_WINDOW_MS = 10_000;

declare global {
  interface Window {
    /** Set by index.html's early-requests script: key (earlyKey) → the response on its way. */
    __osbEarly?: Record<string, Promise<Response>>;
  }
}

/** JSON with object keys sorted, so two bodies with the same content compare equal; other text stays as it is. */
export function canonicalBody(text: string): string {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : value,
    );
  } catch {
    return text;
  }
}

export function earlyKey(path: string, body: string, token: string): string {
  return `${path}\n${body}\n${token}`;
}

function pending(): Record<string, Promise<Response>> | null {
  const early = typeof window === 'undefined' ? undefined : window.__osbEarly;
  if (!early) return null;
  if (performance.now() > EARLY_WINDOW_MS) {
    delete window.__osbEarly;
    return null;
  }
  return Object.keys(early).length > 0 ? early : null;
}

/** The early response for this request, taken out of the table, or null. */
export async function takeEarlyResponse(request: Request, apiBase: string): Promise<Response | null> {
  const early = pending();
  if (!early || request.method !== 'POST' || !request.url.startsWith(apiBase)) return null;
  // Early requests carry JSON or nothing; an upload's bytes are never read here.
  const type = request.headers.get('Content-Type');
  if (type !== null && !type.includes('application/json')) return null;
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
  const body = canonicalBody(await request.clone().text());
  const key = earlyKey(request.url.slice(apiBase.length), body, token);
  const response = early[key];
  if (!response) return null;
  delete early[key];
  // A request that failed on the way (offline, CORS) is simply made again.
  return response.catch(() => null);
}
