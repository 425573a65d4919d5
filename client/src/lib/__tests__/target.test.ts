// The remembered target of spec section 2: section by path prefix, written only when it changes, /discover default.
import { describe, it, expect, vi } from 'vitest';
import * as cookies from '../cookies';
import { DEFAULT_TARGET, TARGET_COOKIE, readTarget, rememberTarget, targetFor } from '../target';

describe('targetFor', () => {
  it.each([
    ['/cloud', '/cloud'],
    ['/cloud/domain/manage/d1', '/cloud'],
    ['/map/live', '/map'],
    ['/market/cart', '/market'],
    ['/pay/p2p/orders/abc', '/pay'],
    ['/account/currency', '/account'],
  ])('%s belongs to %s', (path, section) => {
    expect(targetFor(path)).toBe(section);
  });

  it.each(['/discover', '/inbox/u0000000002', '/@ada', '/admin/overview', '/play', '/payments', '/marketplace'])(
    '%s falls back to /discover (a prefix must end at a segment boundary)',
    (path) => {
      expect(targetFor(path)).toBe('/discover');
    },
  );
});

describe('the target cookie', () => {
  it('defaults to /discover when nothing is stored', () => {
    expect(readTarget()).toBe(DEFAULT_TARGET);
  });

  it('stores the section of a navigation under the name "target"', () => {
    rememberTarget('/pay/wallet');
    expect(cookies.getCookie(TARGET_COOKIE)).toBe('/pay');
    expect(readTarget()).toBe('/pay');
  });

  it('writes only when the section changes', () => {
    const write = vi.spyOn(cookies, 'setCookie');
    expect(rememberTarget('/pay/wallet')).toBe(true);
    expect(rememberTarget('/pay/activity')).toBe(false);
    expect(rememberTarget('/pay')).toBe(false);
    expect(rememberTarget('/map/live')).toBe(true);
    expect(write).toHaveBeenCalledTimes(2);
    expect(write).toHaveBeenLastCalledWith(TARGET_COOKIE, '/map');
  });

  it('ignores a stored value that is not a path', () => {
    cookies.setCookie(TARGET_COOKIE, 'https://evil.example');
    expect(readTarget()).toBe(DEFAULT_TARGET);
  });
});
