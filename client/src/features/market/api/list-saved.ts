// POST /market/saved/list: the products I saved, most recently saved first.
import { api, unwrap } from '../../../lib/api/client';
import type { Product } from '../models/types';

export async function listSaved(): Promise<Product[]> {
  const { data } = await unwrap(api.POST('/market/saved/list', { body: {} }));
  return data;
}
