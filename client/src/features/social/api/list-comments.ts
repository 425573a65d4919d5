// POST /app/post/comment/list (listComments): a page of a post's comments, oldest first.
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function listComments(body: components['schemas']['CommentsQuery']) {
  return unwrap(api.POST('/app/post/comment/list', { body }));
}
