// Fee, conversion and P2P maths: the same integer results the API computes.
import { describe, expect, it } from 'vitest';
import {
  assetForFiat,
  estimateConvert,
  feeFor,
  fiatForAsset,
  largestBefore,
  maxOrderFiat,
  methodFee,
  rational,
  sendFee,
} from '../models/fees';
import type { Asset } from '../models/types';

const asset = (code: Asset['code'], precision: number, extra: Partial<Asset> = {}): Asset => ({
  code,
  name: code,
  kind: 'fiat',
  precision,
  symbol: code,
  p2p: false,
  sendFeeBps: 50,
  convertFeeBps: 50,
  min: 1,
  max: 1_000_000_000,
  giftCardMin: 100,
  giftCardMax: 200_000,
  add: [],
  withdraw: [],
  ...extra,
});
const RATES = { OSBT: 1, USD: 1, USDT: 1, NGN: 1550, GBP: 0.79, JPY: 151.5 };

describe('fees', () => {
  it('rounds the percentage up to a whole minor unit and adds the fixed part', () => {
    expect(feeFor(1000, 50)).toBe(5);
    expect(feeFor(1, 50)).toBe(1);
    expect(feeFor(199, 50)).toBe(1);
    expect(feeFor(201, 50)).toBe(2);
    expect(feeFor(5000, 150)).toBe(75);
    expect(feeFor(2_000_000, 0, 155_000)).toBe(155_000);
    expect(feeFor(0, 50)).toBe(0);
    // No overflow where amount × bps passes 2^53.
    expect(feeFor(999_999_999_999_999, 150)).toBe(15_000_000_000_000);
  });

  it('finds the largest amount that fits with its fee', () => {
    expect(largestBefore(1005, 50)).toBe(1000);
    expect(largestBefore(1004, 50)).toBe(999);
    expect(largestBefore(10_135_750, 0, 155_000)).toBe(9_980_750);
    expect(largestBefore(100, 0, 100)).toBe(0);
    for (const total of [1, 2, 7, 199, 200, 201, 12345]) {
      const amount = largestBefore(total, 50);
      expect(amount + feeFor(amount, 50)).toBeLessThanOrEqual(total);
      expect(amount + 1 + feeFor(amount + 1, 50)).toBeGreaterThan(total);
    }
  });

  it('applies an asset or a method', () => {
    expect(sendFee(asset('USD', 2), 10_000)).toBe(50);
    expect(methodFee({ method: 'card', feeBps: 150, feeFixed: 0, min: 100, max: 1_000_000, settleMs: 60_000 }, 5000)).toBe(75);
  });
});

describe('conversion estimate', () => {
  it('reads rates as exact fractions', () => {
    expect(rational(0.79)).toEqual({ num: 79n, den: 100n });
    expect(rational(3.6725)).toEqual({ num: 36725n, den: 10000n });
    expect(rational(1550)).toEqual({ num: 1550n, den: 1n });
    expect(rational(0)).toBeNull();
    expect(rational(Number.NaN)).toBeNull();
  });

  it('matches the quote: fee from the source, rounded down across precisions', () => {
    expect(estimateConvert(1000, asset('OSBT', 0), asset('NGN', 2), RATES)).toEqual({ fee: 5, receive: 154_225_000 });
    expect(estimateConvert(1_234_567, asset('USDT', 6), asset('JPY', 0), RATES)).toEqual({ fee: 6173, receive: 186 });
    expect(estimateConvert(10_000, asset('USD', 2), asset('GBP', 2), RATES)).toEqual({ fee: 50, receive: 7860 });
    expect(estimateConvert(10, asset('USDT', 6), asset('OSBT', 0), RATES)).toEqual({ fee: 1, receive: 0 });
  });

  it('is null with a missing rate (spec section 8 shows 0 with a warning elsewhere)', () => {
    expect(estimateConvert(100, asset('USD', 2), asset('CHF', 2), RATES)).toBeNull();
  });
});

describe('P2P prices', () => {
  it('converts fiat to the asset (rounded down) and back', () => {
    expect(assetForFiat(15_500_000, 155_000, 0)).toBe(100);
    expect(assetForFiat(5_000_000, 158_000, 6)).toBe(31_645_569);
    expect(fiatForAsset(31_645_569, 158_000, 6)).toBe(4_999_999);
    expect(fiatForAsset(1_000, 155_000, 0)).toBe(155_000_000);
  });

  it('caps an order at what is left of the ad', () => {
    expect(maxOrderFiat({ maxFiat: 50_000_000, available: 100, price: 155_000 }, 0)).toBe(15_500_000);
    expect(maxOrderFiat({ maxFiat: 1_000_000, available: 100, price: 155_000 }, 0)).toBe(1_000_000);
  });
});
