// POST /app/post-new (createPost): publish a post whose media were uploaded first (spec section 7).
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function createPost(body: components['schemas']['NewPost']) {
  return unwrap(api.POST('/app/post-new', { body }));
}
