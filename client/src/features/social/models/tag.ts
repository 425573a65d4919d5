// A tag page's data (spec section 2: /discover/tag/{tag}): its counts, follow state and posts, kept per user and tag.
import { signal } from '@preact/signals-react';
import { tagOf } from '../../../../../contracts/rules/tags';
import { errorMessage } from '../../../lib/api/errors';
import { user } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { followTag } from '../api/follow-tag';
import { getTag } from '../api/get-tag';
import { listTagPosts } from '../api/list-tag-posts';
import { unfollowTag } from '../api/unfollow-tag';
import { markFollowingChanged } from './feeds';
import { createPagedList } from './paged-list';
import type { TagStats } from './types';

function createTagModel(tag: string) {
  const stats = signal<TagStats | null>(null, { name: `tag:${tag}` });
  const followBusy = signal(false);
  const posts = createPagedList(`tag:${tag}`, (page) => listTagPosts({ tag, page }));

  const refreshCounts = async (): Promise<void> => {
    try {
      stats.value = (await getTag({ tag })).data;
    } catch {
      // The counts are a nicety: the posts still show without them.
    }
  };

  const load = (): Promise<void> => {
    void posts.ensure();
    return refreshCounts();
  };

  const toggleFollow = async (): Promise<void> => {
    const current = stats.peek();
    if (!current || followBusy.peek()) return;
    followBusy.value = true;
    try {
      stats.value = (await (current.isFollowing ? unfollowTag({ tag }) : followTag({ tag }))).data;
      markFollowingChanged();
    } catch (reason) {
      toast.error(errorMessage(reason));
    } finally {
      followBusy.value = false;
    }
  };

  return { tag, stats, posts, followBusy, load, refreshCounts, toggleFollow };
}

export type TagModel = ReturnType<typeof createTagModel>;

const models = new Map<string, TagModel>();

/** Asks again for the counts of tag pages already opened this session (a post carrying them was deleted). */
export async function refreshTagCounts(tags: readonly string[]): Promise<void> {
  const uid = user.peek()?.uid ?? '';
  await Promise.all(tags.flatMap((tag) => models.get(`${uid}:${tag}`)?.refreshCounts() ?? []));
}

/** Loads again the posts and counts of tag pages already opened this session (a post gained or lost these tags). */
export function reloadTagPages(tags: readonly string[]): void {
  const uid = user.peek()?.uid ?? '';
  for (const tag of tags) {
    const model = models.get(`${uid}:${tag}`);
    if (!model) continue;
    void model.posts.reload();
    void model.refreshCounts();
  }
}

export function tagModel(tag: string): TagModel {
  const key = `${user.peek()?.uid ?? ''}:${tag}`;
  let model = models.get(key);
  if (!model) {
    model = createTagModel(tag);
    models.set(key, model);
  }
  return model;
}

/** A tag name from a (router-decoded) URL segment, normalised, or null when it cannot be one (contracts/rules/tags.ts). */
export function tagFromParam(param: string | undefined): string | null {
  return tagOf(param ?? '');
}
