// One post's comments (oldest first, paged), the form that adds one, and deleting one (mine, or any on my post);
// the post's count follows.
import { batch, computed, signal } from '@preact/signals-react';
import { t } from '../../../i18n';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../state/toasts';
import { addComment } from '../api/add-comment';
import { deleteComment } from '../api/delete-comment';
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
  /** The comment being deleted, if any. */
  const deleting = signal<string | null>(null);
  // A comment deleted from a loaded page moves the next page's first one up into it: the next load asks for the
  // last page again (comments already shown are skipped), as the post lists do.
  let shifted = false;

  const loadMore = async (): Promise<void> => {
    if (status.peek() === 'loading' || !hasMore.peek()) return;
    status.value = 'loading';
    try {
      const { data } = await listComments({ id: postId, page: shifted ? Math.max(1, page.peek()) : page.peek() + 1 });
      const seen = new Set(list.peek().map((c) => c.id));
      shifted = false;
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

  /** How many characters (code points, as the API counts) the draft has past 500: the form shows it and will not send. */
  const over = computed(() => Math.max(0, [...draft.value].length - COMMENT_MAX_LENGTH));

  const send = async (): Promise<boolean> => {
    const text = draft.peek().trim();
    if (!text || sending.peek() || over.peek() > 0) return false;
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

  /** Deletes a comment; true once it is gone (already gone counts: deleted in another tab). */
  const remove = async (commentId: string): Promise<boolean> => {
    if (deleting.peek() !== null) return false;
    deleting.value = commentId;
    let comments: number | null = null;
    try {
      comments = (await deleteComment({ id: commentId })).data.comments;
    } catch (reason) {
      if (!(reason instanceof ApiError && reason.status === 404)) {
        toast.error(errorMessage(reason));
        return false;
      }
    } finally {
      deleting.value = null;
    }
    batch(() => {
      if (list.peek().some((c) => c.id === commentId)) {
        list.value = list.peek().filter((c) => c.id !== commentId);
        shifted = true;
      }
    });
    if (comments !== null) updatePost(postId, { comments });
    toast.success(t('social.commentDeleted'));
    return true;
  };

  return { list, hasMore, status, error, draft, over, sending, deleting, loadMore, send, remove };
}

export type CommentsModel = ReturnType<typeof createComments>;
