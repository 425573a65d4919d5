// Tag feed: the For you and Following feeds (spec section 3: list, page, hasMore), the "new posts" check, and
// tag pages with their follow state. Pages are 10 posts, newest first, so the same page always holds the same posts.
import type { FastifyInstance } from 'fastify';
import { normalizeTag } from '../../../../contracts/rules/tags.ts';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { authorOf, FEED_PAGE_SIZE, NEW_POSTS_LIMIT, pageOf, postView, type PostRecord, type PostView } from '../../store/posts.ts';

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
    const page = pageOf(posts.feed(body.feed, user.uid), body.page, FEED_PAGE_SIZE);
    return ok('common.ok', { ...page, list: views(page.list, user.uid) });
  });

  app.operation('listNewPosts', (request, _reply, body) => {
    const user = currentUser(request);
    const feed = posts.feed(body.feed, user.uid);
    const cursor = posts.cursor(body.after);
    // Newer means before the cursor in feed order; an unknown cursor has nothing newer to report.
    const index = cursor ? feed.findIndex((post) => post.id === cursor.id) : -1;
    const newer = cursor
      ? index >= 0
        ? feed.slice(0, index)
        : feed.filter((post) => post.createdAt > cursor.createdAt || (post.createdAt === cursor.createdAt && post.id > cursor.id))
      : [];
    return ok('common.ok', { list: views(newer.slice(0, NEW_POSTS_LIMIT), user.uid), count: newer.length });
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
