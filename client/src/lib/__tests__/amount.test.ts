// The one amount reader and writer (decision 021): the same text means the same amount in every field, following
// the person's language; what it cannot read unambiguously it refuses, and it never changes a value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatAsset, MAX_AMOUNT, toMajor, toPlain } from '../amount';
import { amountExample, parseAmount, separatorsOf } from '../amount-input';

// Every asset's decimals (mock seed pay-assets.ts: OSBT and JPY 0, fiat 2, USDT 6), and 1 for a field in tenths.
const DECIMALS = [0, 1, 2, 6] as const;
const LANGS = ['pt', 'en'] as const;

describe('the cases issue #28 quotes', () => {
  it('"1,5" in pt is one and a half (top-up and cash-out read it as 15 before)', () => {
    expect(parseAmount('1,5', 2, 'pt')).toEqual({ ok: true, minor: 150 });
    expect(parseAmount('1,5', 6, 'pt')).toEqual({ ok: true, minor: 1_500_000 });
    // OSBT has no decimals: one and a half OSBT is refused, not read as 15 or 1.
    expect(parseAmount('1,5', 0, 'pt')).toEqual({ ok: false, error: 'precision' });
  });

  it('"1.000" in pt is one thousand (top-up and cash-out refused it before)', () => {
    expect(parseAmount('1.000', 0, 'pt')).toEqual({ ok: true, minor: 1000 });
    expect(parseAmount('1.000', 2, 'pt')).toEqual({ ok: true, minor: 100_000 });
  });

  it('in en "1,000" is one thousand and "1.5" is one and a half', () => {
    expect(parseAmount('1,000', 0, 'en')).toEqual({ ok: true, minor: 1000 });
    expect(parseAmount('1.5', 2, 'en')).toEqual({ ok: true, minor: 150 });
  });

  it('"1.000" and "1,000" no longer both read as 1 (the pay area read them so)', () => {
    // pt: one thousand, and a thousandth refused for OSBT (no decimals) instead of rounded to 1.
    expect(parseAmount('1.000', 0, 'pt')).toEqual({ ok: true, minor: 1000 });
    expect(parseAmount('1,000', 0, 'pt')).toEqual({ ok: false, error: 'precision' });
    // en: the reverse.
    expect(parseAmount('1,000', 0, 'en')).toEqual({ ok: true, minor: 1000 });
    expect(parseAmount('1.000', 0, 'en')).toEqual({ ok: false, error: 'precision' });
    for (const lang of LANGS) {
      expect(parseAmount('1.000', 0, lang)).not.toEqual({ ok: true, minor: 1 });
      expect(parseAmount('1,000', 0, lang)).not.toEqual({ ok: true, minor: 1 });
    }
  });

  it('"1.00" in pt is refused: a point groups three digits in pt, and this one does not', () => {
    expect(parseAmount('1.00', 2, 'pt')).toEqual({ ok: false, error: 'format' });
    expect(parseAmount('1.00', 0, 'pt')).toEqual({ ok: false, error: 'format' });
  });

  it('"1.5" in pt is refused rather than guessed (one and a half? fifteen?)', () => {
    expect(parseAmount('1.5', 2, 'pt')).toEqual({ ok: false, error: 'format' });
    expect(parseAmount('1,5', 2, 'en')).toEqual({ ok: false, error: 'format' });
  });
});

describe('parseAmount', () => {
  it.each([
    ['12,34', 2, 'pt', 1234],
    ['12.34', 2, 'en', 1234],
    [',5', 2, 'pt', 50],
    ['.5', 2, 'en', 50],
    ['1.234,56', 2, 'pt', 123456],
    ['1,234.56', 2, 'en', 123456],
    ['1.234.567', 0, 'pt', 1234567],
    ['1,234,567', 0, 'en', 1234567],
    ['1 234,56', 2, 'pt', 123456],
    ['1\u00a0234', 0, 'en', 1234],
    ['1\u202f234,5', 1, 'pt', 12345],
    ['1234567', 0, 'pt', 1234567],
    ['0,000001', 6, 'pt', 1],
    ['0', 2, 'en', 0],
    ['  42  ', 2, 'pt', 4200],
    ['007', 0, 'en', 7],
  ])('%j at %i decimals in %s is %i', (text, precision, lang, minor) => {
    expect(parseAmount(text, precision, lang)).toEqual({ ok: true, minor });
  });

  it('has no floating-point drift where floats do (0.29 × 100 = 28.999…)', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(parseAmount('0,29', 2, 'pt')).toEqual({ ok: true, minor: 29 });
    expect(parseAmount('1.005', 3, 'en')).toEqual({ ok: true, minor: 1005 });
  });

  it.each([
    ['', 2, 'pt', 'empty'],
    ['   ', 2, 'en', 'empty'],
    ['-5', 2, 'pt', 'negative'],
    ['\u22125', 2, 'en', 'negative'],
    ['abc', 2, 'pt', 'format'],
    ['NaN', 2, 'en', 'format'],
    ['Infinity', 2, 'en', 'format'],
    ['1e5', 2, 'en', 'format'],
    ['+5', 2, 'en', 'format'],
    [',', 2, 'pt', 'format'],
    ['5,', 2, 'pt', 'format'],
    ['1,2,3', 2, 'pt', 'format'],
    ['1,234.56', 2, 'pt', 'format'],
    ['1.234,56', 2, 'en', 'format'],
    ['1.23.456', 0, 'pt', 'format'],
    ['0.001', 0, 'pt', 'format'],
    ['1234.567', 0, 'pt', 'format'],
    ['12.3456', 0, 'pt', 'format'],
    ['1,234', 2, 'pt', 'precision'],
    ['1.234', 2, 'en', 'precision'],
    ['10.00', 0, 'en', 'precision'],
    ['12,340', 2, 'pt', 'precision'],
    [String(MAX_AMOUNT + 1), 0, 'en', 'tooLarge'],
    ['9007199.254740991', 9, 'en', 'tooLarge'],
  ])('%j at %i decimals in %s is refused (%s)', (text, precision, lang, error) => {
    expect(parseAmount(text, precision, lang)).toEqual({ ok: false, error });
  });

  it('reads the language marks Intl writes', () => {
    expect(separatorsOf('pt')).toEqual({ decimal: ',', group: '.' });
    expect(separatorsOf('en')).toEqual({ decimal: '.', group: ',' });
  });
});

describe('formatting', () => {
  it('writes minor units as plain decimals for machines', () => {
    expect(toPlain(123456, 2)).toBe('1234.56');
    expect(toPlain(5, 2)).toBe('0.05');
    expect(toPlain(-5, 6)).toBe('-0.000005');
    expect(toPlain(42, 0)).toBe('42');
  });

  it('formats in the language to the asset decimals (trailing zeros kept to two)', () => {
    expect(formatAmount(123456789, 2, 'en')).toBe('1,234,567.89');
    expect(formatAmount(123456789, 2, 'pt')).toBe('1.234.567,89');
    expect(formatAmount(1, 6, 'en')).toBe('0.000001');
    expect(formatAmount(800_000_000, 6, 'pt')).toBe('800,00');
    expect(formatAmount(31_645_569, 6, 'en')).toBe('31.645569');
    expect(formatAmount(50000, 0, 'en')).toBe('50,000');
    expect(formatAmount(1250, 0, 'pt')).toBe('1.250');
    // Beyond 2^53 a float would round; the decimal string does not.
    expect(formatAmount(999_999_999_999_999, 2, 'en')).toBe('9,999,999,999,999.99');
    expect(formatAsset(155000, { code: 'NGN', precision: 2 }, 'en')).toBe('1,550.00 NGN');
  });

  it('gives an example for each asset decimals', () => {
    expect(amountExample(0, 'pt')).toBe('1.234');
    expect(amountExample(2, 'pt')).toBe('1.234,56');
    expect(amountExample(6, 'en')).toBe('1,234.56');
    expect(amountExample(1, 'en')).toBe('1,234.5');
  });

  it('gives whole units only for estimates', () => {
    expect(toMajor(1234, 2)).toBe(12.34);
    expect(toMajor(1, 6)).toBe(0.000001);
  });
});

describe('format → parse round-trips', () => {
  for (const lang of LANGS) {
    for (const precision of DECIMALS) {
      it(`reads back every amount it writes in ${lang} at ${precision} decimals`, () => {
        fc.assert(
          fc.property(fc.integer({ min: 0, max: MAX_AMOUNT }), (minor) => {
            expect(parseAmount(formatAmount(minor, precision, lang), precision, lang)).toEqual({ ok: true, minor });
          }),
        );
      });
    }
  }

  it('one text is one amount in every field of a language: read at two decimals, it is the same value', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9.,]{1,12}$/), fc.constantFrom(...LANGS), (text, lang) => {
        const read = DECIMALS.map((precision) => ({ precision, parsed: parseAmount(text, precision, lang) }));
        for (const a of read) {
          for (const b of read) {
            if (a.parsed.ok && b.parsed.ok && a.precision < b.precision) {
              expect(BigInt(a.parsed.minor) * 10n ** BigInt(b.precision - a.precision)).toBe(BigInt(b.parsed.minor));
            }
          }
        }
      }),
    );
  });

  it('never changes a value: what it reads, written back and read again, is the same amount', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9., ]{1,16}$/),
        fc.constantFrom(...LANGS),
        fc.constantFrom(...DECIMALS),
        (text, lang, precision) => {
          const parsed = parseAmount(text, precision, lang);
          if (!parsed.ok) return;
          // Digits typed are the digits read: only marks and leading zeros go.
          const digits = text.replace(/[^0-9]/g, '').replace(/^0+/, '');
          // The digits after the decimal mark (a space typed after them is not a decimal: ",1 " is one decimal).
          const typedDecimals = text.includes(separatorsOf(lang).decimal)
            ? (text.split(separatorsOf(lang).decimal)[1] ?? '').replace(/[^0-9]/g, '').length
            : 0;
          expect(String(parsed.minor).replace(/^0+/, '')).toBe((digits + '0'.repeat(precision - typedDecimals)).replace(/^0+/, ''));
          expect(parseAmount(formatAmount(parsed.minor, precision, lang), precision, lang)).toEqual(parsed);
        },
      ),
    );
  });
});
