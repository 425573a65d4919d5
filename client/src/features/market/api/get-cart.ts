// POST /market/cart/get: my cart, its total and my OSBT balance (its unit count goes to the frame's cart count).
import { api, unwrap } from '../../../lib/api/client';
import { cartCount } from '../../../state/market-cart';
import type { Cart } from '../models/types';

export async function getCart(): Promise<Cart> {
  const { data } = await unwrap(api.POST('/market/cart/get', { body: {} }));
  cartCount.value = data.count;
  return data;
}
