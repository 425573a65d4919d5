// POST /market/cart/set: how many of a product are in my cart (0 removes the line).
import { api, unwrap } from '../../../lib/api/client';
import type { Cart } from '../models/types';

export async function setCartQuantity(productId: string, quantity: number): Promise<Cart> {
  const { data } = await unwrap(api.POST('/market/cart/set', { body: { productId, quantity } }));
  return data;
}
