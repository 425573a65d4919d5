// Reading amounts as people type them (docs/decisions/021-amounts.md): text in the person's language to integer minor
// units of an asset, or why it cannot be read. The one reader every amount field uses; lib/amount.ts writes them.
import { formatAmount, MAX_AMOUNT } from './amount';

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

/** An example of how to write an amount with these decimals in this language ("1.234,56", "1.234"). */
export function amountExample(precision: number, lang: string): string {
  const shown = Math.min(precision, 2);
  return formatAmount(Math.floor(123456 / 10 ** (2 - shown)) * 10 ** (precision - shown), precision, lang);
}
