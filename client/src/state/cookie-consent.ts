// Cookie consent (spec section 2): Accept is remembered in the local cache; Reject only for this session.
import { signal, computed } from '@preact/signals-react';
import { readJson, writeJson, STORAGE_KEYS } from '../lib/storage';

export type CookieConsent = 'accepted' | 'rejected' | null;

export const CONSENT_ACCEPTED = 'accepted';
export const CONSENT_REJECTED = 'rejected';

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function initialConsent(): CookieConsent {
  if (readJson<unknown>(STORAGE_KEYS.cookieConsent, null) === CONSENT_ACCEPTED) return CONSENT_ACCEPTED;
  return sessionStore()?.getItem(STORAGE_KEYS.cookieConsent) === CONSENT_REJECTED ? CONSENT_REJECTED : null;
}

export const cookieConsent = signal<CookieConsent>(initialConsent(), { name: 'cookieConsent' });

export const showCookieBanner = computed(() => cookieConsent.value === null);

export function acceptCookies(): void {
  writeJson(STORAGE_KEYS.cookieConsent, CONSENT_ACCEPTED);
  cookieConsent.value = CONSENT_ACCEPTED;
}

/** Hidden until the browser session ends: a new session asks again. */
export function rejectCookies(): void {
  try {
    sessionStore()?.setItem(STORAGE_KEYS.cookieConsent, CONSENT_REJECTED);
  } catch {
    // Storage disabled: the banner stays hidden for this page's life, which is the best we can do.
  }
  cookieConsent.value = CONSENT_REJECTED;
}
