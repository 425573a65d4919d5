// The remembered target of spec section 2: the product section a person returns to after signing in,
// kept in the cookie 'target' (cookie lifetime and flags are lib/cookies.ts's, spec section 9).
import { getCookie, setCookie } from './cookies';

/** Spec section 2: the cookie is named target. */
export const TARGET_COOKIE = 'target';
/** Spec section 2: "Default is /discover" (also the section for any path outside the named ones). */
export const DEFAULT_TARGET = '/discover';
/** Spec section 2: the sections a path prefix selects, in the order the spec names them. */
export const TARGET_SECTIONS = ['/cloud', '/map', '/market', '/pay', '/account'] as const;

/** The section a path belongs to: a whole-segment prefix match (/payments is not /pay), else /discover. */
export function targetFor(pathname: string): string {
  return TARGET_SECTIONS.find((s) => pathname === s || pathname.startsWith(`${s}/`)) ?? DEFAULT_TARGET;
}

/** Where a signed-in person is sent: the stored section, or /discover when there is none. */
export function readTarget(): string {
  const stored = getCookie(TARGET_COOKIE);
  return stored && stored.startsWith('/') ? stored : DEFAULT_TARGET;
}

/** Records the section of a navigation; writes the cookie only when it changes. Returns whether it wrote. */
export function rememberTarget(pathname: string): boolean {
  const next = targetFor(pathname);
  if (getCookie(TARGET_COOKIE) === next) return false;
  setCookie(TARGET_COOKIE, next);
  return true;
}
