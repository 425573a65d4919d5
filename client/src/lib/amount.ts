// The one way amounts are read and written (docs/decisions/021-amounts.md): typed text in the person's language to
// integer minor units of an asset ("1.234,56" in pt, "1,234.56" in en → 123456 at 2 decimals) and back, through
// strings and BigInt so no floating point touches money. Every amount field and every shown amount goes through here.

/** The largest amount the API takes (openapi PayAmount maximum), in minor units. */
export const MAX_AMOUNT = 1_000_000_000_000_000;

/** Why a typed amount was refused; lib/amount-text.ts words each one with how to write it instead. */
export type AmountError = 'empty' | 'format' | 'negative' | 'precision' | 'tooLarge';
export type ParsedAmount = { ok: true; minor: number } | { ok: false; error: AmountError };

export interface Separators {
  decimal: string;
  group: string;
}

const separatorCache = new Map<string, Separators>();

/** The language's own marks, as Intl writes them: pt "," before decimals and "." between groups, en the reverse. */
export function separatorsOf(lang: string): Separators {
  let found = separatorCache.get(lang);
  if (!found) {
    const parts = new Intl.NumberFormat(lang, { useGrouping: true }).formatToParts(12345.6);
    found = {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    };
    separatorCache.set(lang, found);
  }
  return found;
}

// Spaces people and locales put between digit groups: space, no-break space, narrow no-break space, thin space.
const SPACES = '\\s\\u00a0\\u202f\\u2009';
// Minus signs as typed or pasted: hyphen-minus, minus, en dash, hyphen.
const MINUS = /^[-\u2212\u2013\u2010]/;
const escape = (mark: string): string => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads a typed amount in the person's language, or says why it cannot. The rule (decision 021):
 * - the decimal mark is the language's ("," in pt, "." in en), once at most, followed by digits;
 * - the language's group mark (or a space) only between groups of three digits after a first group of 1–3
 *   that does not start with 0: "1.000" in pt is one thousand, "1.00" and "1.5" in pt are refused;
 * - more decimals than the asset has are refused, even zeros ("1.000" OSBT in en), never rounded;
 * - a sign, an exponent, letters, NaN or Infinity are refused.
 * Zero reads as 0: whether a field takes it is that field's rule.
 */
export function parseAmount(text: string, precision: number, lang: string): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'empty' };
  if (MINUS.test(trimmed)) return { ok: false, error: 'negative' };
  const { decimal, group } = separatorsOf(lang);
  if (!new RegExp(`^[0-9${escape(decimal)}${escape(group)}${SPACES}]+$`).test(trimmed)) return { ok: false, error: 'format' };

  const [head = '', fraction, ...rest] = trimmed.split(decimal);
  if (rest.length > 0) return { ok: false, error: 'format' };
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return { ok: false, error: 'format' };
  let whole: string;
  if (head === '') {
    // ",5" is a half in pt; a lone mark is nothing.
    if (fraction === undefined) return { ok: false, error: 'format' };
    whole = '0';
  } else {
    const groups = head.split(new RegExp(`[${escape(group)}${SPACES}]`));
    const grouped = groups.length > 1;
    const valid = grouped ? /^[1-9]\d{0,2}$/.test(groups[0] ?? '') && groups.slice(1).every((g) => /^\d{3}$/.test(g)) : /^\d+$/.test(head);
    if (!valid) return { ok: false, error: 'format' };
    whole = groups.join('');
  }
  const decimals = fraction ?? '';
  if (decimals.length > precision) return { ok: false, error: 'precision' };
  const minor = BigInt(whole + decimals.padEnd(precision, '0'));
  if (minor > BigInt(MAX_AMOUNT)) return { ok: false, error: 'tooLarge' };
  return { ok: true, minor: Number(minor) };
}

/** "1234.56" for 123456 at 2 decimals: a plain decimal for machines (CSV, Intl's exact string input), never shown to type into. */
export function toPlain(minor: number, precision: number): string {
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(precision + 1, '0');
  const text = precision === 0 ? digits : `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
  return negative ? `-${text}` : text;
}

// Lists format many amounts: one formatter per (language, decimals).
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: string, precision: number): Intl.NumberFormat {
  const key = `${lang}|${precision}`;
  let format = formats.get(key);
  if (!format) {
    // Up to the asset's decimals, trailing zeros trimmed down to two ("800,00 USDT", "0,000001 USDT").
    format = new Intl.NumberFormat(lang, { minimumFractionDigits: Math.min(precision, 2), maximumFractionDigits: precision });
    formats.set(key, format);
  }
  return format;
}

/**
 * Minor units in the person's language ("1.234,56" in pt, "1,234.56" in en), exactly: Intl reads the decimal
 * string, so nothing beyond 2^53 or below a cent is rounded. What this writes, parseAmount reads back unchanged,
 * so it also fills amount fields (a Max button, an ad being edited).
 */
export function formatAmount(minor: number, precision: number, lang: string): string {
  return numberFormat(lang, precision).format(toPlain(minor, precision) as Intl.StringNumericLiteral);
}

/** An amount with its asset code, as balances are shown ("1.234,56 USD", "1.250 OSBT"). */
export function formatAsset(minor: number, asset: { code: string; precision: number }, lang: string): string {
  return `${formatAmount(minor, asset.precision, lang)} ${asset.code}`;
}

/** An example of how to write an amount with these decimals in this language ("1.234,56", "1.234"). */
export function amountExample(precision: number, lang: string): string {
  const shown = Math.min(precision, 2);
  return formatAmount(Math.floor(123456 / 10 ** (2 - shown)) * 10 ** (precision - shown), precision, lang);
}

/** Whole units as a float, only for an estimated value in another currency (never for an amount that moves). */
export function toMajor(minor: number, precision: number): number {
  return Number(toPlain(minor, precision));
}
