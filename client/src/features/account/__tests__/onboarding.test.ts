// Onboarding checks (todo 'profile'): spec section 5's username rule and message, the country and the 15 currencies.
import { describe, it, expect } from 'vitest';
import { checkOnboarding } from '../models/onboarding';
import { currencyForCountry, NO_COUNTRY } from '../models/countries';

describe('checkOnboarding', () => {
  it('builds the update, lowercasing the username', () => {
    expect(checkOnboarding({ userName: ' Dana_K ', country: 'KE', currency: 'USD' })).toEqual({
      update: { userName: 'dana_k', country: 'KE', currency: 'USD' },
    });
  });

  it('gives the spec message for a bad username', () => {
    const result = checkOnboarding({ userName: 'no', country: 'KE', currency: 'USD' });
    expect(result).toEqual({ errors: { userName: 'Enter a valid username (3–25 letters, numbers, or underscores)' } });
  });

  it('refuses an unknown country or a currency outside the table', () => {
    const result = checkOnboarding({ userName: 'dana', country: 'ZZ', currency: 'BTC' });
    expect('errors' in result && Object.keys(result.errors).sort()).toEqual(['country', 'currency']);
  });

  it('accepts the white-flag "no country" choice', () => {
    expect(checkOnboarding({ userName: 'eve', country: NO_COUNTRY, currency: 'USD' })).toHaveProperty('update');
  });
});

describe('currencyForCountry', () => {
  it('suggests the table currency of a country, the euro for the euro area, else USD', () => {
    expect(currencyForCountry('NG')).toBe('NGN');
    expect(currencyForCountry('PT')).toBe('EUR');
    expect(currencyForCountry('KE')).toBe('USD');
    expect(currencyForCountry('')).toBe('USD');
  });
});
