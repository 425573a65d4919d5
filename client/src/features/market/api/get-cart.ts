// POST /market/cart/get: my cart, its total and my OSBT balance.
import { api, unwrap } from '../../../lib/api/client';
import type { Cart } from '../models/types';

export async function getCart(): Promise<Cart> {
  const { data } = await unwrap(api.POST('/market/cart/get', { body: {} }));
  return data;
}
