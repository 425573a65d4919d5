// Time zone and currency preferences derived from the signed-in user.
import { describe, it, expect, afterEach } from 'vitest';
import { currency, timeZone } from '../preferences';
import { user, type User } from '../session';
import { browserTimeZone } from '../../lib/time';

afterEach(() => {
  user.value = null;
});

const withUser = (fields: Partial<User>) => {
  user.value = { ...fields } as User;
};

describe('display preferences', () => {
  it('every displayed time uses the signed-in user’s time zone; otherwise the browser’s', () => {
    expect(timeZone.value).toBe(browserTimeZone());
    withUser({ timeZone: 'Africa/Lagos' });
    expect(timeZone.value).toBe('Africa/Lagos');
    withUser({ timeZone: 'Not/AZone' });
    expect(timeZone.value).toBe(browserTimeZone());
  });

  it('"Default currency USD" until the user has chosen one', () => {
    expect(currency.value).toBe('USD');
    withUser({ currency: 'NGN' });
    expect(currency.value).toBe('NGN');
  });
});
