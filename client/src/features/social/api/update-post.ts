// POST /app/post/update (updatePost): edit one of the signed-in user's own posts; answers the post as edited.
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function updatePost(body: components['schemas']['PostUpdate']) {
  return unwrap(api.POST('/app/post/update', { body }));
}
