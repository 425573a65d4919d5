// The cookie banner: Accept stores consent, Reject hides it for the session (spec section 2).
import { describe, it, expect, beforeEach, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { COOKIE_BANNER_SPACE, CookieBanner } from '../cookie-banner';
import { cookieConsent } from '../../../state/cookie-consent';

beforeEach(() => {
  sessionStorage.clear();
  cookieConsent.value = null;
});

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

describe('<CookieBanner> (spec section 2: "Accept stores consent; Reject hides it for the session only")', () => {
  it('Accept stores consent in the local cache and hides the banner', () => {
    renderBanner();
    expect(screen.getByRole('region', { name: 'Cookies' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Política de privacidade' }).getAttribute('href')).toBe('/privacy');
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(localStorage.getItem('cookieConsent')).toBe('"accepted"');
  });

  it('Reject hides it for this session without storing consent', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Rejeitar' }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(localStorage.getItem('cookieConsent')).toBeNull();
    expect(sessionStorage.getItem('cookieConsent')).toBe('rejected');
  });
});

describe('<CookieBanner> keeps focus clear of itself (WCAG 2.4.11)', () => {
  it('sets the space it covers at the bottom of the window while it shows, and clears it once answered', () => {
    const top = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: window.innerHeight - 150.4 } as DOMRect);
    try {
      renderBanner();
      expect(document.documentElement.style.getPropertyValue(COOKIE_BANNER_SPACE)).toBe('151px');
      fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
      expect(document.documentElement.style.getPropertyValue(COOKIE_BANNER_SPACE)).toBe('');
    } finally {
      top.mockRestore();
    }
  });
});
