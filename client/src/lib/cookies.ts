// Browser cookies of spec section 9: long-lived, whole-site, host-only, Secure + SameSite=None off localhost.

/** Spec section 9: "Cookies: default lifetime 5000 days". */
export const COOKIE_LIFETIME_DAYS = 5000;

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface CookieOptions {
  days?: number;
  /** Set only when clearing a cookie written under a shared domain (spec section 9); writes stay host-only. */
  domain?: string;
}

/**
 * The attribute string after `name=value`. Pure so the localhost rule can be tested without a browser:
 * browsers drop `Secure` cookies on plain-http localhost, and SameSite=None demands Secure.
 */
export function cookieAttributes(hostname: string, expires: Date, domain?: string): string {
  const parts = [`expires=${expires.toUTCString()}`, 'path=/'];
  if (domain) parts.push(`domain=${domain}`);
  if (!LOCAL_HOSTS.has(hostname)) parts.push('Secure', 'SameSite=None');
  return parts.join('; ');
}

function currentHost(): string {
  return globalThis.location?.hostname ?? 'localhost';
}

export function setCookie(name: string, value: string, opts: CookieOptions = {}): void {
  const expires = new Date(Date.now() + (opts.days ?? COOKIE_LIFETIME_DAYS) * DAY_MS);
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${cookieAttributes(currentHost(), expires, opts.domain)}`;
}

export function getCookie(name: string): string | null {
  // The build renders public pages in Node (prerender-entry.tsx): no cookies there, as for a first-time visitor.
  if (typeof document === 'undefined') return null;
  const wanted = encodeURIComponent(name);
  // Read once: each read of document.cookie asks the browser for the whole jar.
  const jar = document.cookie;
  for (const pair of jar ? jar.split('; ') : []) {
    const eq = pair.indexOf('=');
    const key = eq === -1 ? pair : pair.slice(0, eq);
    if (key !== wanted) continue;
    const raw = eq === -1 ? '' : pair.slice(eq + 1);
    try {
      return decodeURIComponent(raw);
    } catch {
      // A cookie written by something else with a stray '%': return it as it is rather than fail.
      return raw;
    }
  }
  return null;
}

export function deleteCookie(name: string, opts: Pick<CookieOptions, 'domain'> = {}): void {
  const epoch = new Date(0);
  const host = currentHost();
  document.cookie = `${encodeURIComponent(name)}=; ${cookieAttributes(host, epoch)}`;
  // A copy written under a shared parent domain survives a host-only delete; clear that one too.
  if (opts.domain) document.cookie = `${encodeURIComponent(name)}=; ${cookieAttributes(host, epoch, opts.domain)}`;
}
