// The two feeds of /discover (spec section 3: forYou and following, each with list, page and hasMore), which one is
// open, and the "new posts" waiting above each: checked in the background, shown only when the reader asks, so the
// list never moves under them. Module singletons, so going to a profile and back keeps the place. For you's first
// page is kept for the reader's next visit, which shows it at once while the fresh one loads (feed-cache.ts).
import { batch, effect, signal, type Signal } from '@preact/signals-react';
import { language } from '../../../state/language';
import { user } from '../../../state/session';
import { listFeed } from '../api/list-feed';
import { listNewPosts } from '../api/list-new-posts';
import { getPost } from '../api/get-post';
import { keepFeedPage, readCachedFeedPage } from './feed-cache';
import { createPagedList, type PagedList } from './paged-list';
import { clearPosts, putPosts } from './post-store';
import type { FeedName, Post } from './types';

export const FEED_NAMES: readonly FeedName[] = ['forYou', 'following'];

/** For you's page `page`; page 1 is kept for the next visit of the person who asked for it. */
async function loadForYou(page: number) {
  const uid = user.peek()?.uid;
  const result = await listFeed({ feed: 'forYou', page });
  if (page === 1 && uid && uid === user.peek()?.uid) keepFeedPage(uid, language.peek(), result.data);
  return result;
}

export const feeds: Record<FeedName, PagedList> = {
  forYou: createPagedList('feed.forYou', loadForYou),
  following: createPagedList('feed.following', (page) => listFeed({ feed: 'following', page })),
};

export const activeFeed = signal<FeedName>('forYou', { name: 'feed.active' });

/** Newer posts fetched but not shown yet, per feed (newest first). */
export const waiting: Record<FeedName, Signal<Post[]>> = {
  forYou: signal<Post[]>([], { name: 'feed.forYou.waiting' }),
  following: signal<Post[]>([], { name: 'feed.following.waiting' }),
};

/** Asks for posts newer than the newest one shown; they wait until showWaiting(). */
export async function checkNewPosts(name: FeedName): Promise<number> {
  const newest = feeds[name].ids.peek()[0];
  if (!newest) return 0;
  try {
    const { data } = await listNewPosts({ feed: name, after: newest });
    const shown = new Set(feeds[name].ids.peek());
    waiting[name].value = data.list.filter((post) => !shown.has(post.id));
    return waiting[name].peek().length;
  } catch {
    // A failed background check is not worth interrupting the reader for; the next one may work.
    return 0;
  }
}

/** Puts the waiting posts on top of the feed. */
export function showWaiting(name: FeedName): void {
  const posts = waiting[name].peek();
  batch(() => {
    feeds[name].prepend(posts);
    waiting[name].value = [];
  });
}

/** A post the signed-in user just created: on top of For you (spec section 4) and of Following (their own). */
export async function addCreatedPost(id: string): Promise<void> {
  const { data } = await getPost({ id });
  for (const name of FEED_NAMES) if (feeds[name].page.peek() > 0) feeds[name].prepend([data]);
}

/** Following changes with every follow or unfollow: it loads afresh next time it is shown. */
export function markFollowingChanged(): void {
  batch(() => {
    feeds.following.reset();
    waiting.following.value = [];
  });
}

/**
 * One post by id (a permalink page), into the shared post store. Here rather than in the page so the post call
 * stays in the feeds' chunk instead of becoming a chunk of its own that /discover would load too.
 */
export async function loadPost(id: string): Promise<void> {
  const { data } = await getPost({ id });
  putPosts([data]);
}

/** Everything belongs to one signed-in user: another one starts from nothing. */
export function resetFeeds(): void {
  batch(() => {
    for (const name of FEED_NAMES) {
      feeds[name].reset();
      waiting[name].value = [];
    }
    activeFeed.value = 'forYou';
  });
  clearPosts();
}

let owner: string | null | undefined;
effect(() => {
  const uid = user.value?.uid ?? null;
  if (owner !== undefined && owner !== uid) resetFeeds();
  owner = uid;
  // The person's first page from their last visit, on screen from the page's first render until the fresh one.
  const kept = uid ? readCachedFeedPage(uid, language.peek()) : null;
  if (kept) feeds.forYou.seed(kept);
});
