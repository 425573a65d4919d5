// POST /{product}/profile/get (getProfile): a profile by username (404 'Profile not found!').
import { APP, api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function getProfile(body: components['schemas']['ProfileQuery']) {
  return unwrap(api.POST('/{product}/profile/get', { ...APP, body }));
}
