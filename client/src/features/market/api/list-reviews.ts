// POST /market/reviews/list: a product's reviews, newest first, its rating, and whether I may review it.
import { api, unwrap } from '../../../lib/api/client';
import type { Reviews } from '../models/types';

export async function listReviews(productId: string): Promise<Reviews> {
  const { data } = await unwrap(api.POST('/market/reviews/list', { body: { id: productId } }));
  return data;
}
