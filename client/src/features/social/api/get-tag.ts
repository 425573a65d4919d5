// POST /app/tag/get (getTag): a tag's counts and whether I follow it.
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function getTag(body: components['schemas']['TagRef']) {
  return unwrap(api.POST('/app/tag/get', { body }));
}
