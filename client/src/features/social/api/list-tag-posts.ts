// POST /app/tag/posts (listTagPosts): a page of the posts carrying a tag.
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function listTagPosts(body: components['schemas']['TagPostsQuery']) {
  return unwrap(api.POST('/app/tag/posts', { body }));
}
