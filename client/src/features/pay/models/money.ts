// Amounts as integers in an asset's minor units, end to end: parsing what a person types ("12.34" → 1234 at
// precision 2) and formatting minor units back, through strings and BigInt so no floating point touches money.

/** The largest amount the API takes (openapi PayAmount maximum). */
export const MAX_AMOUNT = 1_000_000_000_000_000;

export type AmountError = 'empty' | 'invalid' | 'precision' | 'zero' | 'tooLarge';
export type ParsedAmount = { ok: true; minor: number } | { ok: false; error: AmountError };

// Spaces people (and locales) use between digit groups: space, no-break space, narrow no-break space, thin space.
const GROUP_SPACES = /[\s\u00a0\u202f\u2009]/g;

/** Checks "1,234,567" style grouping: a first group of 1–3 digits, then groups of exactly 3. */
function validGroups(parts: string[]): boolean {
  return parts.length > 0 && /^\d{1,3}$/.test(parts[0] ?? '') && parts.slice(1).every((p) => /^\d{3}$/.test(p));
}

/**
 * Reads a typed amount. "12.34" and "12,34" are both 12.34: one separator that appears once is the decimal
 * mark; a separator that repeats groups digits ("1,234,567"); with both, the last one is the decimal mark
 * ("1.234,56" or "1,234.56"). Decimals beyond the asset's precision are refused unless they are zeros.
 */
export function parseAmount(text: string, precision: number): ParsedAmount {
  const compact = text.replace(GROUP_SPACES, '');
  if (compact === '') return { ok: false, error: 'empty' };
  if (!/^[\d.,]+$/.test(compact) || !/\d/.test(compact)) return { ok: false, error: 'invalid' };

  const dots = compact.split('.').length - 1;
  const commas = compact.split(',').length - 1;
  let whole: string;
  let fraction = '';
  if (dots > 0 && commas > 0) {
    const decimal = compact.lastIndexOf('.') > compact.lastIndexOf(',') ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    if ((decimal === '.' ? dots : commas) !== 1) return { ok: false, error: 'invalid' };
    const [head = '', tail = ''] = compact.split(decimal);
    if (!validGroups(head.split(group)) || tail === '') return { ok: false, error: 'invalid' };
    whole = head.split(group).join('');
    fraction = tail;
  } else if (dots + commas === 1) {
    const [head = '', tail = ''] = compact.split(dots === 1 ? '.' : ',');
    if (tail === '' && head === '') return { ok: false, error: 'invalid' };
    whole = head === '' ? '0' : head;
    fraction = tail;
  } else if (dots + commas > 1) {
    const parts = compact.split(dots > 0 ? '.' : ',');
    if (!validGroups(parts)) return { ok: false, error: 'invalid' };
    whole = parts.join('');
  } else {
    whole = compact;
  }

  // Extra decimals are fine only when they change nothing ("10.00" OSBT is 10).
  const extra = fraction.slice(precision);
  if (/[^0]/.test(extra)) return { ok: false, error: 'precision' };
  const minor = BigInt(whole + fraction.slice(0, precision).padEnd(precision, '0'));
  if (minor === 0n) return { ok: false, error: 'zero' };
  if (minor > BigInt(MAX_AMOUNT)) return { ok: false, error: 'tooLarge' };
  return { ok: true, minor: Number(minor) };
}

/** "1234.56" for 123456 at precision 2: a plain decimal (CSV, prefilled inputs). */
export function toPlain(minor: number, precision: number): string {
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(precision + 1, '0');
  const text = precision === 0 ? digits : `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
  return negative ? `-${text}` : text;
}

// Formatting lists of amounts builds one formatter per (language, precision).
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: string, precision: number): Intl.NumberFormat {
  const key = `${lang}|${precision}`;
  let format = formats.get(key);
  if (!format) {
    // Up to the asset's precision, trailing zeros trimmed to two decimals ("800.00 USDT", "0.000001 USDT").
    format = new Intl.NumberFormat(lang, { minimumFractionDigits: Math.min(precision, 2), maximumFractionDigits: precision });
    formats.set(key, format);
  }
  return format;
}

/** Locale-formatted minor units ("1.234,56" in pt, "1,234.56" in en); Intl reads the decimal string exactly. */
export function formatAmount(minor: number, precision: number, lang: string): string {
  return numberFormat(lang, precision).format(toPlain(minor, precision) as Intl.StringNumericLiteral);
}

/** An amount with its asset code, as balances are shown ("1.234,56 USD"). */
export function formatAsset(minor: number, asset: { code: string; precision: number }, lang: string): string {
  return `${formatAmount(minor, asset.precision, lang)} ${asset.code}`;
}

/** Whole units as a float, only for an estimated value in another currency (never for an amount that moves). */
export function toMajor(minor: number, precision: number): number {
  return Number(toPlain(minor, precision));
}
