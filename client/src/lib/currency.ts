// The currency table of spec section 3 and the conversion rule of spec section 9.
import type { components } from '../../../contracts/api/schema';
import { formatAmount, formatAsset } from './amount';

export type CurrencyCode = components['schemas']['CurrencyCode'];
export type Rates = components['schemas']['Rates'];

export interface Currency {
  key: string;
  code: CurrencyCode;
  name: string;
  symbol: string;
  /** ISO 3166 code whose flag stands for the currency (EU is the reserved code for the euro area). */
  country: string;
}

/** Spec section 3: the 15 currencies, in the spec's order. */
export const CURRENCIES: readonly Currency[] = [
  { key: 'usd', code: 'USD', name: 'US Dollar', symbol: '$', country: 'US' },
  { key: 'ngn', code: 'NGN', name: 'Nigerian Naira', symbol: '₦', country: 'NG' },
  { key: 'inr', code: 'INR', name: 'Indian Rupee', symbol: '₹', country: 'IN' },
  { key: 'gbp', code: 'GBP', name: 'British Pound', symbol: '£', country: 'GB' },
  { key: 'eur', code: 'EUR', name: 'Euro', symbol: '€', country: 'EU' },
  { key: 'cad', code: 'CAD', name: 'Canadian Dollar', symbol: 'C$', country: 'CA' },
  { key: 'zar', code: 'ZAR', name: 'South African Rand', symbol: 'R', country: 'ZA' },
  { key: 'idr', code: 'IDR', name: 'Indonesian Rupiah', symbol: 'Rp', country: 'ID' },
  { key: 'pkr', code: 'PKR', name: 'Pakistani Rupee', symbol: '₨', country: 'PK' },
  { key: 'aud', code: 'AUD', name: 'Australian Dollar', symbol: 'A$', country: 'AU' },
  { key: 'mxn', code: 'MXN', name: 'Mexican Peso', symbol: '$', country: 'MX' },
  { key: 'jpy', code: 'JPY', name: 'Japanese Yen', symbol: '¥', country: 'JP' },
  { key: 'cny', code: 'CNY', name: 'Chinese Yuan', symbol: '¥', country: 'CN' },
  { key: 'aed', code: 'AED', name: 'UAE Dirham', symbol: 'د.إ', country: 'AE' },
  { key: 'chf', code: 'CHF', name: 'Swiss Franc', symbol: 'CHF', country: 'CH' },
];

/** Spec section 9: "Default currency USD". */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
/** Spec section 3: "An unknown code shows $". */
export const UNKNOWN_CURRENCY_SYMBOL = '$';
/** The platform's own asset (spec section 1); conversions from it skip the source rate (spec section 9). */
export const PLATFORM_ASSET = 'OSBT';
/** OSBT is counted in whole units (openapi PayAsset.precision 0 for OSBT; mock seed pay-assets.ts). */
export const OSBT_DECIMALS = 0;

const BY_CODE = new Map<string, Currency>(CURRENCIES.map((c) => [c.code, c]));

export function findCurrency(code: string | null | undefined): Currency | undefined {
  return code ? BY_CODE.get(code.toUpperCase()) : undefined;
}

export function currencySymbol(code: string | null | undefined): string {
  return findCurrency(code)?.symbol ?? UNKNOWN_CURRENCY_SYMBOL;
}

/**
 * Spec section 9: from OSBT multiply by the target rate; otherwise divide by the source rate then
 * multiply by the target. Spec section 8: a missing rate converts to 0 with a warning.
 */
export function convert(amount: number, from: string, to: string, rates: Rates): number {
  const source = from.toUpperCase();
  const target = to.toUpperCase();
  const targetRate = rates[target];
  const sourceRate = source === PLATFORM_ASSET ? 1 : rates[source];
  if (!targetRate || !sourceRate) {
    console.warn(`No exchange rate between ${source} and ${target}; showing 0.`);
    return 0;
  }
  return source === PLATFORM_ASSET ? amount * targetRate : (amount / sourceRate) * targetRate;
}

/** OSBT in the reader's number format ("1,250" in en, "1.250" in pt), through the one amount writer: OSBT has no decimals. */
export function formatOsbtNumber(amount: number, lang: string): string {
  return formatAmount(amount, OSBT_DECIMALS, lang);
}

/** An OSBT amount with its code ("1,250 OSBT"), for places whose message does not spell the unit itself. */
export function formatOsbt(amount: number, lang: string): string {
  return formatAsset(amount, { code: PLATFORM_ASSET, precision: OSBT_DECIMALS }, lang);
}

const formats = new Map<string, Intl.NumberFormat>();
function moneyFormat(lang: string, code: CurrencyCode): Intl.NumberFormat {
  const id = `${lang}|${code}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'currency', currency: code });
    formats.set(id, format);
  }
  return format;
}

function isSpace(part: Intl.NumberFormatPart | undefined): boolean {
  return part?.type === 'literal' && /^\s+$/u.test(part.value);
}

// Whether the locale puts a space between a currency symbol and the number ("US$ 1,00" vs "$1.00").
const symbolSpacing = new Map<string, boolean>();
function spacesSymbol(lang: string): boolean {
  let spaced = symbolSpacing.get(lang);
  if (spaced === undefined) {
    const parts = moneyFormat(lang, DEFAULT_CURRENCY).formatToParts(1);
    const at = parts.findIndex((p) => p.type === 'currency');
    spaced = isSpace(parts[at - 1]) || isSpace(parts[at + 1]);
    symbolSpacing.set(lang, spaced);
  }
  return spaced;
}

/** Locale-formatted amount with the table's symbol in place of Intl's (Intl writes NGN, not ₦, in most locales). */
export function formatMoney(amount: number, code: string | null | undefined, lang: string): string {
  const currency = findCurrency(code);
  const iso = currency?.code ?? DEFAULT_CURRENCY;
  const symbol = currency?.symbol ?? UNKNOWN_CURRENCY_SYMBOL;
  const parts = moneyFormat(lang, iso).formatToParts(amount);
  const at = parts.findIndex((p) => p.type === 'currency');
  // Intl sets an ISO code apart with a space ("NGN 1,234.50"); a sign such as ₦ follows the locale's own
  // spacing for symbols instead, so it reads "₦1,234.50" in English.
  const dropSpace = parts[at]?.value === iso && !/\p{L}/u.test(symbol) && !spacesSymbol(lang);
  return parts
    .map((part, i) => {
      if (i === at) return symbol;
      if (dropSpace && (i === at - 1 || i === at + 1) && isSpace(part)) return '';
      return part.value;
    })
    .join('');
}
