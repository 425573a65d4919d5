// POST /market/saved/set: saves a product or takes it off my saved list.
import { api, unwrap } from '../../../lib/api/client';
import type { Product } from '../models/types';

export async function setSaved(productId: string, saved: boolean): Promise<Product> {
  const { data } = await unwrap(api.POST('/market/saved/set', { body: { productId, saved } }));
  return data;
}
