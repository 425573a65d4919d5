// Fixed exchange rates: units of each currency per 1 USD (openapi Rates). The 15 currencies of spec
// section 3, plus OSBT. OSBT is pegged 1:1 to USD so spec section 9's shortcut ("from OSBT multiply by
// the target rate") and the general rule (divide by the source rate, multiply by the target) agree.
import type { Rates } from '../lib/types.ts';

export const RATES: Readonly<Rates> = Object.freeze({
  OSBT: 1,
  USD: 1,
  NGN: 1550,
  INR: 83.5,
  GBP: 0.79,
  EUR: 0.92,
  CAD: 1.37,
  ZAR: 18.4,
  IDR: 15900,
  PKR: 278,
  AUD: 1.52,
  MXN: 17.2,
  JPY: 151.5,
  CNY: 7.24,
  AED: 3.6725,
  CHF: 0.88,
});
