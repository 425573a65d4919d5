// POST /{product}/profile/search (searchProfiles): profiles whose username contains the text.
import { APP, api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function searchProfiles(body: components['schemas']['ProfileSearch']) {
  return unwrap(api.POST('/{product}/profile/search', { ...APP, body }));
}
