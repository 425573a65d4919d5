// The wallet's assets (openapi PayAsset): precision, fees, limits and add/withdraw methods, defined once here
// and served by POST /pay/assets so the client never hard-codes them.
import type { components } from '../../../contracts/api/schema.d.ts';
import { RATES } from './rates.ts';

type Schemas = components['schemas'];
export type PayAssetCode = Schemas['PayAssetCode'];
export type PayAsset = Schemas['PayAsset'];
export type PayMethod = Schemas['PayMethod'];
export type PayMethodTerms = Schemas['PayMethodTerms'];

/** The platform balance (spec section 1). */
export const PLATFORM_ASSET = 'OSBT';
/** The stablecoin traded on P2P beside OSBT (ours). */
export const STABLECOIN = 'USDT';

/** Basis points in one whole (fees are quoted in bps). */
export const BPS = 10_000;

/** Ours: 0.5 % on sends and paid requests, like a card-free wallet transfer fee; rounded up. */
export const SEND_FEE_BPS = 50;
/** Ours: 0.5 % on conversions, taken from the source amount (Wise/Revolut-style spread shown as a fee). */
export const CONVERT_FEE_BPS = 50;
/** Ours: card top-ups cost 1.5 % (a typical card processing fee), bank and crypto deposits nothing. */
export const CARD_FEE_BPS = 150;
/** Ours: how long each method stays pending on the mock's clock. */
export const SETTLE_MS: Record<PayMethod, number> = { card: 60_000, bank: 3_600_000, crypto: 600_000 };

/** Ours: per-operation limits in US dollars, converted to each asset's minor units. */
const LIMITS_USD = { min: 1, max: 1_000_000, cardMax: 10_000, withdrawFee: 1 };
/** Ours: a gift card is worth 1 to 2,000 US dollars in its asset (store gift cards sit in that range). */
const GIFT_CARD_USD = { min: 1, max: 2_000 };

interface AssetDef {
  code: PayAssetCode;
  name: string;
  kind: PayAsset['kind'];
  /** Decimals: OSBT has none (openapi.yaml), JPY none (ISO 4217), USDT 6 (its token), other fiat 2. */
  precision: number;
  symbol: string;
  p2p: boolean;
}

// The table of spec section 3 (15 currencies, same order), after OSBT and USDT.
const DEFS: readonly AssetDef[] = [
  { code: 'OSBT', name: 'OSB Token', kind: 'platform', precision: 0, symbol: 'OSBT', p2p: true },
  { code: 'USDT', name: 'Tether USD', kind: 'stablecoin', precision: 6, symbol: '₮', p2p: true },
  { code: 'USD', name: 'US Dollar', kind: 'fiat', precision: 2, symbol: '$', p2p: false },
  { code: 'NGN', name: 'Nigerian Naira', kind: 'fiat', precision: 2, symbol: '₦', p2p: false },
  { code: 'INR', name: 'Indian Rupee', kind: 'fiat', precision: 2, symbol: '₹', p2p: false },
  { code: 'GBP', name: 'British Pound', kind: 'fiat', precision: 2, symbol: '£', p2p: false },
  { code: 'EUR', name: 'Euro', kind: 'fiat', precision: 2, symbol: '€', p2p: false },
  { code: 'CAD', name: 'Canadian Dollar', kind: 'fiat', precision: 2, symbol: 'C$', p2p: false },
  { code: 'ZAR', name: 'South African Rand', kind: 'fiat', precision: 2, symbol: 'R', p2p: false },
  { code: 'IDR', name: 'Indonesian Rupiah', kind: 'fiat', precision: 2, symbol: 'Rp', p2p: false },
  { code: 'PKR', name: 'Pakistani Rupee', kind: 'fiat', precision: 2, symbol: '₨', p2p: false },
  { code: 'AUD', name: 'Australian Dollar', kind: 'fiat', precision: 2, symbol: 'A$', p2p: false },
  { code: 'MXN', name: 'Mexican Peso', kind: 'fiat', precision: 2, symbol: '$', p2p: false },
  { code: 'JPY', name: 'Japanese Yen', kind: 'fiat', precision: 0, symbol: '¥', p2p: false },
  { code: 'CNY', name: 'Chinese Yuan', kind: 'fiat', precision: 2, symbol: '¥', p2p: false },
  { code: 'AED', name: 'UAE Dirham', kind: 'fiat', precision: 2, symbol: 'د.إ', p2p: false },
  { code: 'CHF', name: 'Swiss Franc', kind: 'fiat', precision: 2, symbol: 'CHF', p2p: false },
];

/** Units per 1 USD of every asset, as exact decimal strings: the shared RATES plus USDT, pegged 1:1. */
export const PAY_RATES: Readonly<Record<PayAssetCode, number>> = Object.freeze({
  ...(RATES as Record<string, number>),
  USDT: 1,
} as Record<PayAssetCode, number>);

/** An exact rational for a rate: numerator / 10^scale (rates are short decimals such as 0.79 or 3.6725). */
export interface Rational {
  num: bigint;
  den: bigint;
}

export function rateOf(code: PayAssetCode): Rational {
  const text = String(PAY_RATES[code]);
  if (!/^\d+(\.\d+)?$/.test(text)) throw new Error(`Rate of ${code} is not a plain decimal: ${text}`);
  const [whole = '0', fraction = ''] = text.split('.');
  return { num: BigInt(whole + fraction), den: 10n ** BigInt(fraction.length) };
}

/** A whole-dollar amount in an asset's minor units, rounded up so a limit is never below its dollar value. */
function usdInMinor(usd: number, def: Pick<AssetDef, 'code' | 'precision'>): number {
  const rate = rateOf(def.code);
  const num = BigInt(usd) * rate.num * 10n ** BigInt(def.precision);
  return Number((num + rate.den - 1n) / rate.den);
}

export function giftCardLimits(code: PayAssetCode): { min: number; max: number } {
  const asset = payAsset(code);
  return { min: asset.giftCardMin, max: asset.giftCardMax };
}

function build(def: AssetDef): PayAsset {
  const min = usdInMinor(LIMITS_USD.min, def);
  const max = usdInMinor(LIMITS_USD.max, def);
  const terms = (method: PayMethod, feeBps: number, feeFixed: number, methodMax = max): PayMethodTerms => ({
    method,
    feeBps,
    feeFixed,
    min,
    max: methodMax,
    settleMs: SETTLE_MS[method],
  });
  const withdrawFee = usdInMinor(LIMITS_USD.withdrawFee, def);
  const crypto = def.kind === 'stablecoin';
  return {
    code: def.code,
    name: def.name,
    kind: def.kind,
    precision: def.precision,
    symbol: def.symbol,
    p2p: def.p2p,
    sendFeeBps: SEND_FEE_BPS,
    convertFeeBps: CONVERT_FEE_BPS,
    min: 1,
    max,
    giftCardMin: usdInMinor(GIFT_CARD_USD.min, def),
    giftCardMax: usdInMinor(GIFT_CARD_USD.max, def),
    add: crypto ? [terms('crypto', 0, 0)] : [terms('card', CARD_FEE_BPS, 0, usdInMinor(LIMITS_USD.cardMax, def)), terms('bank', 0, 0)],
    withdraw: crypto ? [terms('crypto', 0, withdrawFee)] : [terms('bank', 0, withdrawFee)],
  };
}

export const PAY_ASSETS: readonly PayAsset[] = Object.freeze(DEFS.map(build));
export const PAY_ASSET_CODES: readonly PayAssetCode[] = PAY_ASSETS.map((a) => a.code);

const BY_CODE = new Map<string, PayAsset>(PAY_ASSETS.map((a) => [a.code, a]));

export function payAsset(code: string): PayAsset {
  const asset = BY_CODE.get(code);
  if (!asset) throw new Error(`Unknown asset ${code}`);
  return asset;
}

export function methodTerms(asset: PayAsset, direction: 'add' | 'withdraw', method: PayMethod): PayMethodTerms | undefined {
  return asset[direction].find((t) => t.method === method);
}
