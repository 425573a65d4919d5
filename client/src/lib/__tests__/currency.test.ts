// The currency table, conversion rule and money formatting (spec sections 3, 8 and 9).
import { describe, it, expect, vi } from 'vitest';
import { CURRENCIES, DEFAULT_CURRENCY, convert, currencySymbol, formatMoney, formatOsbt, formatOsbtNumber } from '../currency';

describe('currency table (spec section 3)', () => {
  it('"Currency table (15), each with key, code, name, symbol, country" in the spec order', () => {
    expect(CURRENCIES).toHaveLength(15);
    expect(CURRENCIES.map((c) => `${c.code} ${c.symbol}`).join(', ')).toBe(
      'USD $, NGN ₦, INR ₹, GBP £, EUR €, CAD C$, ZAR R, IDR Rp, PKR ₨, AUD A$, MXN $, JPY ¥, CNY ¥, AED د.إ, CHF CHF',
    );
    for (const c of CURRENCIES) {
      expect(c.key && c.name && c.country).toBeTruthy();
    }
    expect(new Set(CURRENCIES.map((c) => c.key)).size).toBe(15);
  });

  it('"An unknown code shows $"', () => {
    expect(currencySymbol('NGN')).toBe('₦');
    expect(currencySymbol('ngn')).toBe('₦');
    expect(currencySymbol('XYZ')).toBe('$');
    expect(currencySymbol(undefined)).toBe('$');
  });

  it('"Default currency USD"', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
  });
});

describe('convert (spec section 9)', () => {
  const rates = { USD: 1, NGN: 1500, EUR: 0.9, OSBT: 1 };

  it('"from OSBT multiply by the target rate"', () => {
    expect(convert(10, 'OSBT', 'NGN', rates)).toBe(15000);
    expect(convert(10, 'OSBT', 'NGN', { NGN: 1500 })).toBe(15000);
  });

  it('"otherwise divide by the source rate then multiply by the target"', () => {
    expect(convert(3000, 'NGN', 'USD', rates)).toBe(2);
    expect(convert(1500, 'NGN', 'EUR', rates)).toBeCloseTo(0.9);
    expect(convert(5, 'USD', 'OSBT', rates)).toBe(5);
  });

  it('"A missing rate between two currencies converts to 0 with a warning"', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(convert(10, 'USD', 'GBP', rates)).toBe(0);
    expect(convert(10, 'GBP', 'USD', rates)).toBe(0);
    expect(convert(10, 'OSBT', 'GBP', rates)).toBe(0);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe('formatMoney', () => {
  it('uses the table symbol in place of Intl’s', () => {
    expect(formatMoney(1234.5, 'NGN', 'en')).toBe('₦1,234.50');
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'CAD', 'en')).toBe('C$1,234.50');
    expect(formatMoney(1234.5, 'USD', 'pt')).toMatch(/^\$\s1\.234,50$/);
  });

  it('keeps the currency’s own decimals (JPY has none) and shows $ for an unknown code', () => {
    expect(formatMoney(1234.5, 'JPY', 'en')).toBe('¥1,235');
    expect(formatMoney(2, 'OSBT', 'en')).toBe('$2.00');
  });
});

describe('formatOsbt', () => {
  it('writes whole OSBT in the reader’s number format, with or without the code', () => {
    expect(formatOsbt(1234, 'en')).toBe('1,234 OSBT');
    expect(formatOsbt(1234, 'pt')).toBe('1.234 OSBT');
    expect(formatOsbtNumber(50000, 'pt')).toBe('50.000');
    expect(formatOsbtNumber(2.6, 'en')).toBe('3');
  });
});
