// The one way amounts are written (docs/decisions/021-amounts.md): integer minor units of an asset in the person's
// language ("1.234,56" in pt, "1,234.56" in en for 123456 at 2 decimals), exactly, through strings so no floating
// point touches money. Its reader is lib/amount-input.ts (apart so pages that only show amounts, such as the top
// bar's balance, do not carry it); every amount field and every shown amount goes through the two.

/** The largest amount the API takes (openapi PayAmount maximum), in minor units. */
export const MAX_AMOUNT = 1_000_000_000_000_000;

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
 * string, so nothing beyond 2^53 or below a cent is rounded. What this writes, parseAmount
 * (lib/amount-input.ts) reads back unchanged, so it also fills amount fields (a Max button, an ad being edited).
 */
export function formatAmount(minor: number, precision: number, lang: string): string {
  return numberFormat(lang, precision).format(toPlain(minor, precision) as Intl.StringNumericLiteral);
}

/** An amount with its asset code, as balances are shown ("1.234,56 USD", "1.250 OSBT"). */
export function formatAsset(minor: number, asset: { code: string; precision: number }, lang: string): string {
  return `${formatAmount(minor, asset.precision, lang)} ${asset.code}`;
}

/** Whole units as a float, only for an estimated value in another currency (never for an amount that moves). */
export function toMajor(minor: number, precision: number): number {
  return Number(toPlain(minor, precision));
}
