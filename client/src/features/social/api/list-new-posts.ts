// POST /app/feed/new (listNewPosts): the posts of a feed newer than the newest one shown.
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function listNewPosts(body: components['schemas']['NewPostsQuery']) {
  return unwrap(api.POST('/app/feed/new', { body }));
}
