// POST /market/products/list: one page of a shelf (or of the whole market), optionally narrowed by a search.
import { api, unwrap } from '../../../lib/api/client';
import type { ProductPage, ProductQuery } from '../models/types';

export async function listProducts(body: ProductQuery): Promise<ProductPage> {
  const { data } = await unwrap(api.POST('/market/products/list', { body }));
  return data;
}
