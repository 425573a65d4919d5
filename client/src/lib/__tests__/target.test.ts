// The remembered target of spec section 2: section by path prefix, written only when it changes, /discover default.
import { describe, it, expect, vi } from 'vitest';
import * as cookies from '../cookies';
import { user, type User } from '../../state/session';
import { DEFAULT_TARGET, STAFF_SECTION, TARGET_COOKIE, readTarget, rememberTarget, targetFor } from '../target';

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

  it('staff pages belong to the staff section /admin (ours, not the spec)', () => {
    expect(targetFor('/admin/reports')).toBe(STAFF_SECTION);
    expect(targetFor('/administrator')).toBe('/discover');
  });

  it.each(['/discover', '/inbox/u0000000002', '/@ada', '/play', '/payments', '/marketplace'])(
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

describe('the staff section as a target', () => {
  it('sends staff back to /admin, and anyone else to /discover (a forbidden page is no place to return to)', () => {
    vi.spyOn(cookies, 'getCookie').mockReturnValue(STAFF_SECTION);
    user.value = { isStaff: true } as User;
    expect(readTarget()).toBe(STAFF_SECTION);
    user.value = { isStaff: false } as User;
    expect(readTarget()).toBe(DEFAULT_TARGET);
    user.value = null;
    expect(readTarget()).toBe(DEFAULT_TARGET);
  });
});
