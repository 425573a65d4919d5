// POST /market/reviews/create: reviews a product my delivered order held (once; 1-5 stars and a text).
import { api, unwrap } from '../../../lib/api/client';
import type { Review } from '../models/types';

export async function createReview(productId: string, stars: number, text: string): Promise<Review> {
  const { data } = await unwrap(api.POST('/market/reviews/create', { body: { productId, stars, text } }));
  return data;
}
