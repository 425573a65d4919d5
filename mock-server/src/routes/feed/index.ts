// Tag feed: the For you and Following feeds (spec section 3: list, page, hasMore), the "new posts" check, and
// tag pages with their follow state. Pages are 10 posts, newest first, so the same page always holds the same posts.
import type { FastifyInstance } from 'fastify';
import { normalizeTag } from '../../../../contracts/rules/tags.ts';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  authorOf,
  FEED_PAGE_SIZE,
  NEW_POSTS_LIMIT,
  newestFirst,
  pageOf,
  pageOfIterable,
  postView,
  type PostRecord,
  type PostView,
} from '../../store/posts.ts';

export default function feedRoutes(app: FastifyInstance): void {
  const { posts } = app.store;

  const views = (list: readonly PostRecord[], viewer: string): PostView[] =>
    list.flatMap((post) => postView(posts, post, viewer, authorOf(app.store, post.uid)) ?? []);

  // The tag as stored (contracts/rules/tags.ts): /discover/tag/Música and #música name the same tag.
  const tagStats = (written: string, uid: string) => {
    const tag = normalizeTag(written);
    return {
      tag,
      posts: posts.byTag(tag).length,
      followers: posts.follows.tagFollowerCount(tag),
      isFollowing: posts.follows.tags(uid).has(tag),
    };
  };

  app.operation('listFeed', (request, _reply, body) => {
    const user = currentUser(request);
    const page = pageOfIterable(posts.feedPosts(body.feed, user.uid), body.page, FEED_PAGE_SIZE);
    return ok('common.ok', { ...page, list: views(page.list, user.uid) });
  });

  app.operation('listNewPosts', (request, _reply, body) => {
    const user = currentUser(request);
    const cursor = posts.cursor(body.after);
    // Newer means before the cursor in feed order (deleted or not, or in this feed or not); an unknown cursor has
    // nothing newer to report. Read from the top of the feed until the cursor's place: what is newer, never the rest.
    const newer: PostRecord[] = [];
    let count = 0;
    if (cursor) {
      for (const post of posts.feedPosts(body.feed, user.uid)) {
        if (newestFirst(post, cursor) >= 0) break;
        if (newer.length < NEW_POSTS_LIMIT) newer.push(post);
        count += 1;
      }
    }
    return ok('common.ok', { list: views(newer, user.uid), count });
  });

  app.operation('getTag', (request, _reply, body) => ok('common.ok', tagStats(body.tag, currentUser(request).uid)));

  app.operation('listTagPosts', (request, _reply, body) => {
    const user = currentUser(request);
    const page = pageOf(posts.byTag(body.tag), body.page, FEED_PAGE_SIZE);
    return ok('common.ok', { ...page, list: views(page.list, user.uid) });
  });

  app.operation('followTag', (request, _reply, body) => {
    const user = currentUser(request);
    posts.follows.followTag(user.uid, normalizeTag(body.tag));
    return ok('post.tagFollowed', tagStats(body.tag, user.uid));
  });

  app.operation('unfollowTag', (request, _reply, body) => {
    const user = currentUser(request);
    posts.follows.unfollowTag(user.uid, normalizeTag(body.tag));
    return ok('post.tagUnfollowed', tagStats(body.tag, user.uid));
  });
}
