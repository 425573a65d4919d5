// One post's comments (oldest first, paged) and the form that adds one; the post's count follows.
import { batch, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../state/toasts';
import { addComment } from '../api/add-comment';
import { listComments } from '../api/list-comments';
import { updatePost } from './post-store';
import type { Comment } from './types';

/** openapi NewComment.text maxLength. */
export const COMMENT_MAX_LENGTH = 500;

export function createComments(postId: string) {
  const list = signal<Comment[]>([], { name: `comments:${postId}` });
  const page = signal(0);
  const hasMore = signal(true);
  const status = signal<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const error = signal<string | null>(null);
  const draft = signal('');
  const sending = signal(false);

  const loadMore = async (): Promise<void> => {
    if (status.peek() === 'loading' || !hasMore.peek()) return;
    status.value = 'loading';
    try {
      const { data } = await listComments({ id: postId, page: page.peek() + 1 });
      const seen = new Set(list.peek().map((c) => c.id));
      batch(() => {
        list.value = [...list.peek(), ...data.list.filter((c) => !seen.has(c.id))];
        page.value = data.page;
        hasMore.value = data.hasMore;
        status.value = 'ready';
      });
    } catch (reason) {
      batch(() => {
        error.value = errorMessage(reason);
        status.value = 'error';
      });
    }
  };

  const send = async (): Promise<boolean> => {
    const text = draft.peek().trim();
    if (!text || sending.peek()) return false;
    sending.value = true;
    try {
      const { data } = await addComment({ id: postId, text });
      batch(() => {
        // Shown at the end only when the whole list is loaded; otherwise the next page brings it.
        if (!hasMore.peek()) list.value = [...list.peek(), data.comment];
        draft.value = '';
      });
      updatePost(postId, { comments: data.comments });
      return true;
    } catch (reason) {
      toast.error(errorMessage(reason));
      return false;
    } finally {
      sending.value = false;
    }
  };

  return { list, hasMore, status, error, draft, sending, loadMore, send };
}

export type CommentsModel = ReturnType<typeof createComments>;
