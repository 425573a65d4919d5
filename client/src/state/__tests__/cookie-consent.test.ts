// Cookie consent across reloads and sessions (spec section 2).
import { describe, it, expect, vi, beforeEach } from 'vitest';

async function loadConsent() {
  vi.resetModules();
  return import('../cookie-consent');
}

beforeEach(() => sessionStorage.clear());

describe('cookie consent (spec section 2: "Accept stores consent; Reject hides it for the session only")', () => {
  it('shows the banner when nothing was decided', async () => {
    expect((await loadConsent()).showCookieBanner.value).toBe(true);
  });

  it('Accept stores consent in the local cache, so later sessions stay quiet', async () => {
    const first = await loadConsent();
    first.acceptCookies();
    expect(first.showCookieBanner.value).toBe(false);
    expect(localStorage.getItem('cookieConsent')).toBe('"accepted"');
    sessionStorage.clear();
    expect((await loadConsent()).showCookieBanner.value).toBe(false);
  });

  it('Reject hides it for the session only: a new session asks again', async () => {
    const first = await loadConsent();
    first.rejectCookies();
    expect(first.showCookieBanner.value).toBe(false);
    expect(localStorage.getItem('cookieConsent')).toBeNull();
    // Same session (a reload): still hidden.
    expect((await loadConsent()).showCookieBanner.value).toBe(false);
    // New session: sessionStorage is empty again.
    sessionStorage.clear();
    expect((await loadConsent()).showCookieBanner.value).toBe(true);
  });
});
