// POST /app/tag/unfollow (unfollowTag): stop following a tag; answers its counts.
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function unfollowTag(body: components['schemas']['TagRef']) {
  return unwrap(api.POST('/app/tag/unfollow', { body }));
}
