// Integer money maths of the pay area: fees, conversions and P2P prices in minor units, through BigInt so a
// product of two large amounts never loses a unit (no floating point anywhere).
import { BPS, payAsset, rateOf, type PayAssetCode } from '../seed/pay-assets.ts';

const big = (n: number): bigint => BigInt(n);
const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/** `fixed` plus `bps` basis points of `amount`, the percentage rounded up to a whole minor unit. */
export function feeFor(amount: number, bps: number, fixed = 0): number {
  return fixed + Number(ceilDiv(big(amount) * big(bps), big(BPS)));
}

/** The largest amount whose total (amount + feeFor(amount)) fits in `total` (for "send everything"). */
export function largestBefore(total: number, bps: number, fixed = 0): number {
  // feeFor is monotonic, so step down from the estimate; at most a few steps.
  let amount = Math.max(0, Number((big(Math.max(0, total - fixed)) * big(BPS)) / big(BPS + bps)));
  while (amount > 0 && amount + feeFor(amount, bps, fixed) > total) amount -= 1;
  return amount;
}

/**
 * `amount` minor units of `from` in minor units of `to`, at the rates (units per USD) of both, rounded down:
 * amount / 10^pFrom / rateFrom * rateTo * 10^pTo (spec section 9: divide by the source rate, multiply by the target).
 */
export function convertMinor(amount: number, from: PayAssetCode, to: PayAssetCode): number {
  const rf = rateOf(from);
  const rt = rateOf(to);
  const pf = big(payAsset(from).precision);
  const pt = big(payAsset(to).precision);
  const num = big(amount) * rt.num * rf.den * 10n ** pt;
  const den = rf.num * rt.den * 10n ** pf;
  return Number(num / den);
}

/** Whole units of `to` per whole unit of `from`, for display only (the amounts themselves are exact). */
export function displayRate(from: PayAssetCode, to: PayAssetCode): number {
  const rf = rateOf(from);
  const rt = rateOf(to);
  return Number(rt.num * rf.den) / Number(rf.num * rt.den);
}

/** P2P: asset minor units bought by `fiatMinor` at `price` (fiat minor units per whole asset unit), rounded down. */
export function assetForFiat(fiatMinor: number, price: number, assetPrecision: number): number {
  return Number((big(fiatMinor) * 10n ** big(assetPrecision)) / big(price));
}

/** P2P: the fiat minor units that `assetMinor` is worth at `price`, rounded down. */
export function fiatForAsset(assetMinor: number, price: number, assetPrecision: number): number {
  return Number((big(assetMinor) * big(price)) / 10n ** big(assetPrecision));
}

/** "1234.50" for 123450 at precision 2 (messages a person reads). */
export function formatMinor(amount: number, precision: number): string {
  const negative = amount < 0;
  const digits = String(Math.abs(amount)).padStart(precision + 1, '0');
  const whole = precision === 0 ? digits : digits.slice(0, -precision);
  const fraction = precision === 0 ? '' : `.${digits.slice(-precision)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

export function formatAsset(amount: number, code: string): string {
  return `${formatMinor(amount, payAsset(code).precision)} ${code}`;
}
