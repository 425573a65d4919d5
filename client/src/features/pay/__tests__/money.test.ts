// The amount parser and formatter: typed text to integer minor units and back, with no floating-point drift.
import { describe, expect, it } from 'vitest';
import { formatAmount, formatAsset, MAX_AMOUNT, parseAmount, toMajor, toPlain } from '../models/money';

describe('parseAmount', () => {
  it.each([
    ['12.34', 2, 1234],
    ['12,34', 2, 1234],
    ['0.1', 2, 10],
    ['.5', 2, 50],
    ['5.', 2, 500],
    ['1,234.56', 2, 123456],
    ['1.234,56', 2, 123456],
    ['1 234,56', 2, 123456],
    ['1\u00a0234', 0, 1234],
    ['1,234,567', 0, 1234567],
    ['1.234.567', 2, 123456700],
    ['10', 0, 10],
    ['10.00', 0, 10],
    ['12.340', 2, 1234],
    ['1.234567', 6, 1234567],
    ['0.000001', 6, 1],
    ['  42  ', 2, 4200],
  ])('%s at precision %i is %i', (text, precision, minor) => {
    expect(parseAmount(text, precision)).toEqual({ ok: true, minor });
  });

  it('has no floating-point drift where floats do (0.29 × 100 = 28.999…)', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(parseAmount('0.29', 2)).toEqual({ ok: true, minor: 29 });
    expect(parseAmount('1.005', 3)).toEqual({ ok: true, minor: 1005 });
    expect(parseAmount('9007199.254740991', 9)).toEqual({ ok: false, error: 'tooLarge' });
  });

  it.each([
    ['', 2, 'empty'],
    ['   ', 2, 'empty'],
    ['abc', 2, 'invalid'],
    ['-5', 2, 'invalid'],
    ['1e5', 2, 'invalid'],
    ['.', 2, 'invalid'],
    ['1,23,4', 2, 'invalid'],
    ['12,34.5', 2, 'invalid'],
    ['1.2.3,4,5', 2, 'invalid'],
    ['1.234', 2, 'precision'],
    ['0.5', 0, 'precision'],
    ['0', 2, 'zero'],
    ['0.00', 2, 'zero'],
    [String(MAX_AMOUNT + 1), 0, 'tooLarge'],
  ])('%j at precision %i is refused (%s)', (text, precision, error) => {
    expect(parseAmount(text, precision)).toEqual({ ok: false, error });
  });
});

describe('formatting', () => {
  it('writes minor units as plain decimals', () => {
    expect(toPlain(123456, 2)).toBe('1234.56');
    expect(toPlain(5, 2)).toBe('0.05');
    expect(toPlain(-5, 6)).toBe('-0.000005');
    expect(toPlain(42, 0)).toBe('42');
  });

  it('formats in the language to the asset precision (trailing zeros kept to two decimals)', () => {
    expect(formatAmount(123456789, 2, 'en')).toBe('1,234,567.89');
    expect(formatAmount(123456789, 2, 'pt')).toBe('1.234.567,89');
    expect(formatAmount(1, 6, 'en')).toBe('0.000001');
    expect(formatAmount(800_000_000, 6, 'pt')).toBe('800,00');
    expect(formatAmount(31_645_569, 6, 'en')).toBe('31.645569');
    expect(formatAmount(50000, 0, 'en')).toBe('50,000');
    // Beyond 2^53 a float would round; the decimal string does not.
    expect(formatAmount(999_999_999_999_999, 2, 'en')).toBe('9,999,999,999,999.99');
    expect(formatAsset(155000, { code: 'NGN', precision: 2 }, 'en')).toBe('1,550.00 NGN');
  });

  it('round-trips typed text', () => {
    for (const [text, precision] of [
      ['0.01', 2],
      ['1234.5', 2],
      ['0.000123', 6],
      ['77', 0],
    ] as const) {
      const parsed = parseAmount(text, precision);
      if (!parsed.ok) throw new Error(text);
      expect(parseAmount(toPlain(parsed.minor, precision), precision)).toEqual(parsed);
    }
  });

  it('gives whole units only for estimates', () => {
    expect(toMajor(1234, 2)).toBe(12.34);
    expect(toMajor(1, 6)).toBe(0.000001);
  });
});
