// The remembered target of spec section 2: the product section a person returns to after signing in,
// kept in the cookie 'target' (cookie lifetime and flags are lib/cookies.ts's, spec section 9).
import { user } from '../state/session';
import { getCookie, setCookie } from './cookies';

/** Spec section 2: the cookie is named target. */
export const TARGET_COOKIE = 'target';
/** Spec section 2: "Default is /discover" (also the section for any path outside the named ones). */
export const DEFAULT_TARGET = '/discover';
/** Spec section 2: the sections a path prefix selects, in the order the spec names them. */
export const TARGET_SECTIONS = ['/cloud', '/map', '/market', '/pay', '/account'] as const;

/** Ours, not the spec's: the staff area is a section too, so staff come back to it; only staff are sent there. */
export const STAFF_SECTION = '/admin';

const inSection = (pathname: string, section: string): boolean => pathname === section || pathname.startsWith(`${section}/`);

/** The section a path belongs to: a whole-segment prefix match (/payments is not /pay), else /discover. */
export function targetFor(pathname: string): string {
  return [...TARGET_SECTIONS, STAFF_SECTION].find((s) => inSection(pathname, s)) ?? DEFAULT_TARGET;
}

/** Where a signed-in person is sent: the stored section, or /discover when there is none (or it is staff's and they are not). */
export function readTarget(): string {
  const stored = getCookie(TARGET_COOKIE);
  if (!stored || !stored.startsWith('/')) return DEFAULT_TARGET;
  return stored === STAFF_SECTION && !user.peek()?.isStaff ? DEFAULT_TARGET : stored;
}

/** Records the section of a navigation; writes the cookie only when it changes. Returns whether it wrote. */
export function rememberTarget(pathname: string): boolean {
  const next = targetFor(pathname);
  if (getCookie(TARGET_COOKIE) === next) return false;
  setCookie(TARGET_COOKIE, next);
  return true;
}
