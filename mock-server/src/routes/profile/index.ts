// Tag profile: public profiles by username, their counts, posts and follows, and the profile search of spec
// section 5 (the client lowercases the text; a leading @ is ignored here).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { authorOf, FEED_PAGE_SIZE, pageOf, postView, summaryOf, type ProfileSummary } from '../../store/posts.ts';
import { nidOf, type UserRecord } from '../../store/users.ts';

/** The most profiles one search answers. */
export const SEARCH_LIMIT = 20;

export default function profileRoutes(app: FastifyInstance): void {
  const { posts, users } = app.store;

  /** A user with a public profile, or 404 'Profile not found!'. */
  const profileOf = (uid: string): UserRecord => {
    const user = users.get(uid);
    if (!user || nidOf(user) === null) throw notFound('profile.notFound');
    return user;
  };

  const stats = (target: UserRecord, viewer: string) => ({
    uid: target.uid,
    posts: posts.byAuthor(target.uid).length,
    followers: posts.follows.followerCount(target.uid),
    following: posts.follows.following(target.uid).size,
    isFollowing: posts.follows.isFollowing(viewer, target.uid),
    isMe: target.uid === viewer,
  });

  app.operation('getProfile', (_request, _reply, body) => {
    const user = users.byUserName(body.userName);
    const nid = user ? nidOf(user) : null;
    // A user who has not finished onboarding (no country yet) has no public profile.
    if (!user || nid === null) throw notFound('profile.notFound');
    const { displayName, bio } = app.store.accountProfiles.get(user.uid);
    return ok('common.ok', {
      uid: user.uid,
      nid,
      userName: user.userName,
      isVerified: user.isVerified,
      country: user.country,
      displayName,
      bio,
    });
  });

  app.operation('getProfileStats', (request, _reply, body) => ok('common.ok', stats(profileOf(body.uid), currentUser(request).uid)));

  app.operation('followProfile', (request, _reply, body) => {
    const viewer = currentUser(request);
    const target = profileOf(body.uid);
    if (target.uid === viewer.uid) throw unprocessable('profile.followSelf');
    const isNew = !posts.follows.isFollowing(viewer.uid, target.uid);
    posts.follows.follow(viewer.uid, target.uid);
    // A new follower is news for the person followed (/inbox/notification); following twice says it once.
    if (isNew) {
      app.store.inbox.notifications.add(target.uid, {
        type: 'follow',
        text: `${viewer.userName} started following you`,
        u: viewer.uid,
        n: viewer.userName,
        link: `/@${viewer.userName}`,
        t: app.clock.now(),
        key: `follow:${viewer.uid}`,
      });
      app.realtime.send(target.uid, 'i');
    }
    return ok('profile.followed', stats(target, viewer.uid));
  });

  app.operation('unfollowProfile', (request, _reply, body) => {
    const viewer = currentUser(request);
    const target = profileOf(body.uid);
    posts.follows.unfollow(viewer.uid, target.uid);
    return ok('profile.unfollowed', stats(target, viewer.uid));
  });

  app.operation('listProfilePosts', (request, _reply, body) => {
    const viewer = currentUser(request);
    const author = profileOf(body.uid);
    const page = pageOf(posts.byAuthor(author.uid), body.page, FEED_PAGE_SIZE);
    return ok('common.ok', {
      ...page,
      list: page.list.flatMap((post) => postView(posts, post, viewer.uid, authorOf(app.store, author.uid)) ?? []),
    });
  });

  app.operation('searchProfiles', (_request, _reply, body) => {
    const text = body.text.trim().replace(/^@/, '');
    if (text === '') return ok('common.ok', { list: [] });
    const rank = (name: string): number => (name === text ? 0 : name.startsWith(text) ? 1 : 2);
    // The display name is searched too ("Ada Obi" is found by "obi"), as people remember names more than handles.
    // The cheap string tests first, the summary only for a match: at SEED_SCALE=100 there are 3,000 people (issue #36).
    const list = users
      .all()
      .flatMap((user): ProfileSummary[] => {
        if (!user.userName.includes(text) && !app.store.accountProfiles.get(user.uid).displayName.toLowerCase().includes(text)) return [];
        const summary = summaryOf(authorOf(app.store, user.uid));
        return summary ? [summary] : [];
      })
      .sort((a, b) => rank(a.userName) - rank(b.userName) || a.userName.localeCompare(b.userName))
      .slice(0, SEARCH_LIMIT);
    return ok('common.ok', { list });
  });
}
