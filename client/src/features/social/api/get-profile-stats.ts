// POST /{product}/profile/stats (getProfileStats): a profile's counts and whether I follow it.
import { APP, api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function getProfileStats(body: components['schemas']['ProfileRef']) {
  return unwrap(api.POST('/{product}/profile/stats', { ...APP, body }));
}
