// POST /app/post/unlike (unlikePost): take a like back; answers its like count.
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function unlikePost(body: components['schemas']['PostRef']) {
  return unwrap(api.POST('/app/post/unlike', { body }));
}
