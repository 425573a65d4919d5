// Cookie attributes and round trips (spec section 9).
import { describe, it, expect } from 'vitest';
import { COOKIE_LIFETIME_DAYS, cookieAttributes, deleteCookie, getCookie, setCookie } from '../cookies';

const when = new Date('2030-01-02T03:04:05Z');

describe('cookies (spec section 9)', () => {
  it('"Cookies: default lifetime 5000 days"', () => {
    expect(COOKIE_LIFETIME_DAYS).toBe(5000);
  });

  it('"path whole site; host domain; Secure and SameSite=None unless on localhost": localhost', () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const attrs = cookieAttributes(host, when);
      expect(attrs).toBe(`expires=${when.toUTCString()}; path=/`);
      expect(attrs).not.toMatch(/Secure|SameSite|domain/);
    }
  });

  it('"path whole site; host domain; Secure and SameSite=None unless on localhost": any other host', () => {
    const attrs = cookieAttributes('app.example.com', when);
    expect(attrs).toBe(`expires=${when.toUTCString()}; path=/; Secure; SameSite=None`);
    expect(attrs).not.toMatch(/domain=/);
  });

  it('"A shared cookie domain is used when clearing": the domain attribute only when asked', () => {
    expect(cookieAttributes('app.example.com', when, '.example.com')).toContain('domain=.example.com');
  });

  it('sets, reads and deletes a cookie, encoding its value', () => {
    setCookie('target', '/pay; x=1');
    expect(getCookie('target')).toBe('/pay; x=1');
    expect(getCookie('missing')).toBeNull();
    deleteCookie('target');
    expect(getCookie('target')).toBeNull();
  });

  it('a cookie set with a lifetime of 0 days is gone at once', () => {
    setCookie('short', 'v', { days: 0 });
    expect(getCookie('short')).toBeNull();
  });
});
