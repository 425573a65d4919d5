// Fee, conversion and P2P price maths in minor units, the same rules the API applies (openapi PayAsset,
// PayQuote, PayP2pAd), so a form shows what will be charged before anything is sent. BigInt throughout.
import type { Asset, MethodTerms } from './types';

/** Basis points in one whole (fees are quoted in bps). */
export const BPS = 10_000;

const big = (n: number): bigint => BigInt(n);
const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/** `fixed` plus `bps` basis points of `amount`, the percentage rounded up to a whole minor unit. */
export function feeFor(amount: number, bps: number, fixed = 0): number {
  return fixed + Number(ceilDiv(big(amount) * big(bps), big(BPS)));
}

/** The largest amount whose amount + fee fits in `total` ("send everything", "withdraw everything"). */
export function largestBefore(total: number, bps: number, fixed = 0): number {
  if (total <= fixed) return 0;
  let amount = Number((big(total - fixed) * big(BPS)) / big(BPS + bps));
  while (amount > 0 && amount + feeFor(amount, bps, fixed) > total) amount -= 1;
  return amount;
}

export const sendFee = (asset: Asset, amount: number): number => feeFor(amount, asset.sendFeeBps);
export const methodFee = (terms: MethodTerms, amount: number): number => feeFor(amount, terms.feeBps, terms.feeFixed);

/** A rate (units per USD) as an exact fraction: its shortest decimal text, e.g. 0.79 → 79/100. */
export function rational(rate: number): { num: bigint; den: bigint } | null {
  if (!Number.isFinite(rate) || rate <= 0) return null;
  const text = String(rate);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { num: BigInt((match[1] ?? '0') + fraction), den: 10n ** BigInt(fraction.length) };
}

export interface ConvertEstimate {
  fee: number;
  receive: number;
}

/**
 * What converting `amount` of `from` gives in `to` (spec section 9: divide by the source rate, multiply by the
 * target), after the convert fee, rounded down — the quote's own arithmetic. Null when a rate is missing.
 */
export function estimateConvert(amount: number, from: Asset, to: Asset, rates: Readonly<Record<string, number>>): ConvertEstimate | null {
  const rf = rational(rates[from.code] ?? Number.NaN);
  const rt = rational(rates[to.code] ?? Number.NaN);
  if (!rf || !rt) return null;
  const fee = feeFor(amount, from.convertFeeBps);
  const net = Math.max(0, amount - fee);
  const num = big(net) * rt.num * rf.den * 10n ** big(to.precision);
  const den = rf.num * rt.den * 10n ** big(from.precision);
  return { fee, receive: Number(num / den) };
}

/** P2P: asset minor units that `fiatMinor` buys at `price` (fiat minor units per whole asset unit), rounded down. */
export function assetForFiat(fiatMinor: number, price: number, assetPrecision: number): number {
  return Number((big(fiatMinor) * 10n ** big(assetPrecision)) / big(price));
}

/** P2P: what `assetMinor` is worth in fiat minor units at `price`, rounded down. */
export function fiatForAsset(assetMinor: number, price: number, assetPrecision: number): number {
  return Number((big(assetMinor) * big(price)) / 10n ** big(assetPrecision));
}

/** P2P: the largest order an ad takes now — its maximum, or what is left of it if that is worth less. */
export function maxOrderFiat(ad: { maxFiat: number; available: number; price: number }, assetPrecision: number): number {
  return Math.min(ad.maxFiat, fiatForAsset(ad.available, ad.price, assetPrecision));
}
