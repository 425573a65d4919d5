// Like and unlike (spec section 1 "like and comment counts with working like/unlike"): the count changes at once and
// is put back if the server refuses; the server's count wins when it answers.
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../state/toasts';
import { likePost } from '../api/like-post';
import { unlikePost } from '../api/unlike-post';
import { peekPost, updatePost } from './post-store';

const inFlight = new Set<string>();

export async function toggleLike(id: string): Promise<void> {
  const post = peekPost(id);
  if (!post || inFlight.has(id)) return;
  inFlight.add(id);
  const liked = !post.liked;
  updatePost(id, { liked, likes: Math.max(0, post.likes + (liked ? 1 : -1)) });
  try {
    const { data } = await (liked ? likePost({ id }) : unlikePost({ id }));
    updatePost(id, { liked: data.liked, likes: data.likes });
  } catch (error) {
    updatePost(id, { liked: post.liked, likes: post.likes });
    toast.error(errorMessage(error));
  } finally {
    inFlight.delete(id);
  }
}
