// POST /market/cart/set: how many of a product are in my cart (0 removes the line); the frame's cart count follows,
// here and in my other tabs.
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import { cartCount } from '../../../state/market-cart';
import type { Cart } from '../models/types';

export async function setCartQuantity(productId: string, quantity: number): Promise<Cart> {
  const { data } = await unwrap(api.POST('/market/cart/set', { body: { productId, quantity } }));
  cartCount.value = data.count;
  announce('cart');
  return data;
}
