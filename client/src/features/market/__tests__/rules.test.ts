// The market's rules: stock wording, the quantity a person may pick, who may buy, status colours, what blocks
// checkout, and prices in OSBT with the estimate in the person's currency.
import { describe, expect, it } from 'vitest';
import { addToCart } from '../models/add-to-cart';
import { localPrice } from '../models/price';
import {
  cannotBuy,
  checkoutBlock,
  clampQuantity,
  formatRating,
  halfStars,
  lineProblem,
  LOW_STOCK,
  maxQuantity,
  MAX_QUANTITY,
  orderTone,
  readQuantity,
  stockState,
} from '../models/rules';
import { cart, product } from './fixtures';

describe('a typed quantity (read like every amount, decision 021)', () => {
  it('reads whole units in the language and refuses the rest, never clamping or rounding', () => {
    expect(readQuantity('3', 14, 'pt')).toBe(3);
    expect(readQuantity(' 12 ', 14, 'en')).toBe(12);
    expect(readQuantity('1,5', 14, 'pt')).toBeNull();
    expect(readQuantity('1.5', 14, 'en')).toBeNull();
    expect(readQuantity('0', 14, 'pt')).toBeNull();
    expect(readQuantity('15', 14, 'pt')).toBeNull();
    expect(readQuantity('-2', 14, 'pt')).toBeNull();
    expect(readQuantity('', 14, 'pt')).toBeNull();
  });
});

describe('stock', () => {
  it(`reads out of stock at 0, "only N left" up to ${LOW_STOCK}, and in stock above`, () => {
    expect(stockState(0)).toEqual({ kind: 'out' });
    expect(stockState(LOW_STOCK)).toEqual({ kind: 'low', left: LOW_STOCK });
    expect(stockState(LOW_STOCK + 1)).toEqual({ kind: 'in', left: LOW_STOCK + 1 });
  });

  it(`lets a person pick between 1 and the stock, never above ${MAX_QUANTITY}`, () => {
    expect(maxQuantity({ stock: 3 })).toBe(3);
    expect(maxQuantity({ stock: 500 })).toBe(MAX_QUANTITY);
    expect(clampQuantity(0, { stock: 3 })).toBe(1);
    expect(clampQuantity(7, { stock: 3 })).toBe(3);
    expect(clampQuantity(2.7, { stock: 3 })).toBe(2);
    expect(clampQuantity(Number.NaN, { stock: 3 })).toBe(1);
    expect(clampQuantity(2, { stock: 0 })).toBe(0);
    // What the cart already holds counts: 14 in stock, 12 in the cart leaves 2 to add.
    expect(maxQuantity({ stock: 14 }, 12)).toBe(2);
    expect(maxQuantity({ stock: 14 }, 14)).toBe(0);
    expect(clampQuantity(5, { stock: 14 }, 12)).toBe(2);
  });
});

describe('who may buy', () => {
  it('refuses my own product first, then a sold-out one', () => {
    expect(cannotBuy(product(), 'u0000000001')).toBeNull();
    expect(cannotBuy(product(), 'u0000000002')).toBe('own');
    expect(cannotBuy(product({ stock: 0 }), 'u0000000001')).toBe('out');
    expect(cannotBuy(product({ stock: 0 }), 'u0000000002')).toBe('own');
  });
});

describe('order status colours (spec section 4)', () => {
  it('placed and shipped wait (warning), delivered is done (success), cancelled is danger', () => {
    expect(orderTone('placed')).toBe('warning');
    expect(orderTone('shipped')).toBe('warning');
    expect(orderTone('delivered')).toBe('success');
    expect(orderTone('cancelled')).toBe('danger');
  });
});

describe('checkout blocks', () => {
  it('an empty cart, then a line the stock no longer covers, then a balance below the total', () => {
    expect(checkoutBlock(cart([]))).toEqual({ kind: 'empty' });
    expect(checkoutBlock(cart([{ product: product({ stock: 1 }), quantity: 2 }]))).toEqual({ kind: 'stock' });
    expect(checkoutBlock(cart([{ product: product(), quantity: 2 }], 200))).toEqual({ kind: 'balance', missing: 58 });
    expect(checkoutBlock(cart([{ product: product(), quantity: 2 }], 258))).toBeNull();
  });

  it('names what is wrong with a line', () => {
    const [ok, short, out] = cart([
      { product: product(), quantity: 2 },
      { product: product({ stock: 1 }), quantity: 2 },
      { product: product({ stock: 0 }), quantity: 1 },
    ]).lines;
    expect([ok, short, out].map((line) => lineProblem(line!))).toEqual([null, 'short', 'out']);
  });
});

describe('prices and ratings', () => {
  it('shows an estimate in the person’s currency, none without a rate', () => {
    expect(localPrice(129, 'NGN', { NGN: 1550 }, 'en')).toBe('≈ ₦199,950.00');
    expect(localPrice(129, 'NGN', {}, 'en')).toBeNull();
    expect(localPrice(129, 'OSBT', { OSBT: 1 }, 'en')).toBeNull();
  });

  it('rounds stars to halves and prints one decimal', () => {
    expect(halfStars(4.6)).toBe(4.5);
    expect(halfStars(4.8)).toBe(5);
    expect(halfStars(7)).toBe(5);
    expect(formatRating(4, 'pt')).toBe('4,0');
  });
});

describe('adding to the cart', () => {
  it('adds to what the cart already holds of that product', async () => {
    const set = async (productId: string, quantity: number) => cart([{ product: product({ id: productId }), quantity }]);
    const held = cart([{ product: product(), quantity: 2 }]);
    const after = await addToCart({ get: async () => held, set }, 'pr00000001', 3);
    expect(after.lines[0]?.quantity).toBe(5);
    const fresh = await addToCart({ get: async () => cart([]), set }, 'pr00000002', 1);
    expect(fresh.lines[0]?.quantity).toBe(1);
  });
});
