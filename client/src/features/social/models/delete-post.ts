// Deleting one's own post (openapi deletePost): after the server agrees, the post leaves every list that shows it
// (feeds, their waiting new posts, profiles, tags) and the counts shown beside them are asked for again.
import { batch, signal } from '@preact/signals-react';
import { t } from '../../../i18n';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../state/toasts';
import { deletePost } from '../api/delete-post';
import { FEED_NAMES, waiting } from './feeds';
import { dropFromEveryList } from './paged-list';
import { forgetPost, peekPost } from './post-store';
import { refreshProfileCounts } from './profile';
import { refreshTagCounts } from './tag';

/** The post being deleted, if any (one at a time: the confirmation is a modal). */
export const deletingPost = signal<string | null>(null, { name: 'post.deleting' });

/** Takes a deleted post out of everything this tab shows. */
export function forgetDeletedPost(id: string): void {
  const post = peekPost(id);
  batch(() => {
    dropFromEveryList(id);
    for (const name of FEED_NAMES) {
      const list = waiting[name].peek();
      if (list.some((waitingPost) => waitingPost.id === id)) waiting[name].value = list.filter((waitingPost) => waitingPost.id !== id);
    }
  });
  forgetPost(id);
  if (post) {
    void refreshProfileCounts(post.author.userName);
    void refreshTagCounts(post.tags);
  }
}

/**
 * Deletes the post; true once it is gone. A post already gone (deleted in another tab) counts as deleted; any other
 * refusal or failure keeps it and toasts why.
 */
export async function removePost(id: string): Promise<boolean> {
  if (deletingPost.peek() !== null) return false;
  deletingPost.value = id;
  try {
    await deletePost({ id });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) {
      toast.error(errorMessage(error));
      return false;
    }
  } finally {
    deletingPost.value = null;
  }
  forgetDeletedPost(id);
  toast.success(t('socialCompose.postDeleted'));
  return true;
}
