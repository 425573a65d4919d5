// POST /{product}/profile/follow (followProfile): follow a profile; answers its counts.
import { APP, api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function followProfile(body: components['schemas']['ProfileRef']) {
  return unwrap(api.POST('/{product}/profile/follow', { ...APP, body }));
}
