// POST /market/products/get: one product with its stock and whether I saved it.
import { api, unwrap } from '../../../lib/api/client';
import type { Product } from '../models/types';

export async function getProduct(id: string): Promise<Product> {
  const { data } = await unwrap(api.POST('/market/products/get', { body: { id } }));
  return data;
}
