// POST /app/post/comment/delete (deleteComment): delete my comment, or any comment on my post; answers the post's
// comment count after it.
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export function deleteComment(body: components['schemas']['CommentRef']) {
  return unwrap(api.POST('/app/post/comment/delete', { body }));
}
