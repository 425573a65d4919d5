// POST /app/post/get (getPost): one post, as the signed-in user sees it.
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function getPost(body: components['schemas']['PostRef']) {
  return unwrap(api.POST('/app/post/get', { body }));
}
