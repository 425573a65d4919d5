// POST /{product}/profile/posts (listProfilePosts): a page of one profile's posts.
import { APP, api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function listProfilePosts(body: components['schemas']['ProfilePostsQuery']) {
  return unwrap(api.POST('/{product}/profile/posts', { ...APP, body }));
}
