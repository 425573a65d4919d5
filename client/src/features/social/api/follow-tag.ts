// POST /app/tag/follow (followTag): follow a tag; answers its counts.
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function followTag(body: components['schemas']['TagRef']) {
  return unwrap(api.POST('/app/tag/follow', { body }));
}
