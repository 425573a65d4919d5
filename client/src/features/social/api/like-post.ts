// POST /app/post/like (likePost): like a post; answers its like count.
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function likePost(body: components['schemas']['PostRef']) {
  return unwrap(api.POST('/app/post/like', { body }));
}
