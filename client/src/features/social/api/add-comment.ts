// POST /app/post/comment/add (addComment): comment on a post; answers the comment and the new count.
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function addComment(body: components['schemas']['NewComment']) {
  return unwrap(api.POST('/app/post/comment/add', { body }));
}
