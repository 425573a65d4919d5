// Prices: OSBT (whole units, the balance asset, lib/currency.ts formatOsbt) first, then an estimate in the person's currency through the
// app's rates (spec section 9's conversion), or nothing when the rate is missing.
import { convert, formatMoney, PLATFORM_ASSET, type Rates } from '../../../lib/currency';

/** "≈ ₦199,950.00" for 129 OSBT in NGN; null for OSBT itself or when the rate is missing. */
export function localPrice(amount: number, currency: string, rates: Rates, lang: string): string | null {
  if (currency.toUpperCase() === PLATFORM_ASSET || rates[currency.toUpperCase()] === undefined) return null;
  return `≈ ${formatMoney(convert(amount, PLATFORM_ASSET, currency, rates), currency, lang)}`;
}
