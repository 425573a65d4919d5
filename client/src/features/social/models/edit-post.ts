// Editing one's own post (openapi updatePost): the quote of a Text post, its tags and description, with the same
// limits as when it was created. The answer replaces the post in the shared store, so every list shows the edit at
// once; tag pages whose tags came or went load again.
import { batch, computed, signal } from '@preact/signals-react';
import { t } from '../../../i18n';
import { ApiError, GENERIC_ERROR } from '../../../lib/api/errors';
import { refusalText } from './refusal-text';
import { toast } from '../../../state/toasts';
import { updatePost } from '../api/update-post';
import { DESCRIPTION_MAX_LENGTH } from './limits';
import { putPosts } from './post-store';
import { reloadTagPages } from './tag';
import type { Post } from './types';
import { parseTags, quoteCounter } from './validation';

export function createEditPostModel(post: Post) {
  const quote = signal(post.text);
  const tagsText = signal(post.tags.join(' '));
  const description = signal(post.description);
  const busy = signal(false);
  const alerts = signal<string[]>([]);
  const counter = computed(() => quoteCounter(quote.value));
  /** Words of the tags field that cannot be tags: the field names them and the edit is not saved with them. */
  const tagsRefused = computed(() => parseTags(tagsText.value).refused.length > 0);
  const ready = computed(() => !tagsRefused.value && (post.type !== 'Text' || (quote.value.trim() !== '' && !counter.value.over)));
  /** Typed or pasted text goes in whole; past 150 the counter turns red and saving waits (never a silent cut). */
  const setQuote = (text: string): void => {
    quote.value = text;
  };

  /** Saves the edit: true once the server has it (the caller closes the dialog). */
  const save = async (): Promise<boolean> => {
    if (busy.peek() || !ready.peek()) return false;
    batch(() => {
      busy.value = true;
      alerts.value = [];
    });
    const { tags } = parseTags(tagsText.peek());
    try {
      const { data } = await updatePost({
        id: post.id,
        text: post.type === 'Text' ? quote.peek().trim() : '',
        tags,
        description: description.peek().trim().slice(0, DESCRIPTION_MAX_LENGTH),
      });
      putPosts([data]);
      const changed = [...post.tags.filter((tag) => !data.tags.includes(tag)), ...data.tags.filter((tag) => !post.tags.includes(tag))];
      if (changed.length > 0) reloadTagPages(changed);
      toast.success(t('socialCompose.postUpdated'));
      return true;
    } catch (error) {
      // A refusal shows its text (the code's, in the reader's language) in the dialog, which stays open with what was typed.
      if (error instanceof ApiError && error.status > 0) alerts.value = [refusalText(error, t('socialCompose.editFailed'))];
      else toast.error(GENERIC_ERROR);
      return false;
    } finally {
      busy.value = false;
    }
  };

  return { post, quote, tagsText, description, busy, alerts, counter, tagsRefused, ready, setQuote, save };
}

export type EditPostModel = ReturnType<typeof createEditPostModel>;
