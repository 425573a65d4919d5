// POST /{product}/profile/unfollow (unfollowProfile): stop following a profile; answers its counts.
import { APP, api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function unfollowProfile(body: components['schemas']['ProfileRef']) {
  return unwrap(api.POST('/{product}/profile/unfollow', { ...APP, body }));
}
