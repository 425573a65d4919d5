// The market's display and cart rules, as plain functions (each stated by a unit test): stock wording, the
// quantity a person may pick, who may buy, order status colours, and what keeps a cart from checking out.
import { statusTone, type StatusTone } from '../../../components/ui/status-badge';
import { parseAmount } from '../../../lib/amount-input';
import type { Cart, CartLine, OrderStatus, Product } from './types';

/** Stock at or below this shows "Only N left", like the marketplaces do, so scarcity is visible. */
export const LOW_STOCK = 5;
/** Most units of one product in a cart (openapi MarketCartSetInput.quantity). */
export const MAX_QUANTITY = 99;

export type StockState = { kind: 'out' } | { kind: 'low'; left: number } | { kind: 'in'; left: number };

export function stockState(stock: number): StockState {
  if (stock <= 0) return { kind: 'out' };
  if (stock <= LOW_STOCK) return { kind: 'low', left: stock };
  return { kind: 'in', left: stock };
}

/**
 * The most a person may still add to the cart: the stock, at most MAX_QUANTITY, less what the cart already holds
 * (0 when sold out or when the cart holds it all), so adding never asks for more than the checkout could buy.
 */
export function maxQuantity(product: Pick<Product, 'stock'>, inCart = 0): number {
  return Math.max(0, Math.min(product.stock, MAX_QUANTITY) - inCart);
}

/** A typed or stepped quantity kept between 1 and the most allowed (NaN counts as 1). */
export function clampQuantity(value: number, product: Pick<Product, 'stock'>, inCart = 0): number {
  const most = maxQuantity(product, inCart);
  if (most === 0) return 0;
  if (!Number.isFinite(value)) return 1;
  return Math.min(most, Math.max(1, Math.trunc(value)));
}

/** A typed quantity read like every amount (lib/amount.ts, whole units): 1 to `max`, or null when it is not one. */
export function readQuantity(text: string, max: number, lang: string): number | null {
  const read = parseAmount(text, 0, lang);
  return read.ok && read.minor >= 1 && read.minor <= max ? read.minor : null;
}

/** Why a product cannot go in my cart, or null when it can. */
export function cannotBuy(product: Pick<Product, 'stock' | 'seller'>, myUid: string | undefined): 'own' | 'out' | null {
  if (myUid !== undefined && product.seller.uid === myUid) return 'own';
  if (product.stock <= 0) return 'out';
  return null;
}

/** The spec's status colours (section 4): placed waits (pending), shipped is under way, delivered done. */
const ORDER_TONE: Record<OrderStatus, string> = {
  placed: 'pending',
  shipped: 'in progress',
  delivered: 'completed',
  cancelled: 'cancelled',
  returned: 'refunded',
};

export function orderTone(status: OrderStatus): StatusTone {
  return statusTone(ORDER_TONE[status]);
}

/** A cart line whose quantity the stock no longer covers (someone bought meanwhile). */
export function lineProblem(line: CartLine): 'out' | 'short' | null {
  if (line.product.stock <= 0) return 'out';
  if (line.quantity > line.product.stock) return 'short';
  return null;
}

export type CheckoutBlock = { kind: 'empty' } | { kind: 'stock' } | { kind: 'balance'; missing: number } | null;

/** What keeps the cart from checking out, checked in the order a person fixes them. */
export function checkoutBlock(cart: Cart): CheckoutBlock {
  if (cart.lines.length === 0) return { kind: 'empty' };
  if (cart.lines.some((line) => lineProblem(line) !== null)) return { kind: 'stock' };
  if (cart.total > cart.balance) return { kind: 'balance', missing: cart.total - cart.balance };
  return null;
}

/** A review's text, at most (openapi MarketReviewInput.text). */
export const REVIEW_TEXT_MAX = 1000;
/** The stars a review gives, worst to best. */
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;

/** What keeps a review from being sent, checked in the order of the form (null when it can go). */
export function reviewProblem(stars: number, text: string): 'stars' | 'text' | 'long' | null {
  if (!REVIEW_STARS.includes(stars as (typeof REVIEW_STARS)[number])) return 'stars';
  if (text.trim() === '') return 'text';
  if (text.length > REVIEW_TEXT_MAX) return 'long';
  return null;
}

/** One decimal, as the stars read ("4.6"). */
export function formatRating(rating: number, lang: string): string {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** The star count rounded to the nearest half, for drawing stars. */
export function halfStars(rating: number): number {
  return Math.round(Math.max(0, Math.min(5, rating)) * 2) / 2;
}
