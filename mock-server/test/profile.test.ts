// Tag profile: lookups by username and the composite identifier, counts, follows, a profile's posts and search.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let token: string;
useTestApp(['ada'], { fresh: 'reset', ready: (t) => ({ app, ada: token } = t) });

describe('{product}/profile/get', () => {
  it.each([
    [
      'ben',
      { uid: 'u0000000002', nid: 'ben-1-US-u0000000002', userName: 'ben', isVerified: true, country: 'US', displayName: '', bio: '' },
    ],
    [
      'chidi',
      { uid: 'u0000000003', nid: 'chidi-0-GB-u0000000003', userName: 'chidi', isVerified: false, country: 'GB', displayName: '', bio: '' },
    ],
    [
      'eve',
      { uid: 'u0000000005', nid: 'eve-0-IA-u0000000005', userName: 'eve', isVerified: false, country: 'IA', displayName: '', bio: '' },
    ],
    [
      'ada',
      { uid: 'u0000000001', nid: 'ada-1-NG-u0000000001', userName: 'ada', isVerified: true, country: 'NG', displayName: '', bio: '' },
    ],
  ])('finds %s', async (userName, profile) => {
    const { status, body } = await call(app, 'getProfile', { token, body: { userName } });
    expect(status).toBe(200);
    expect(body.data).toEqual(profile);
  });

  it('answers an unknown username with 404 "Profile not found!"', async () => {
    const { status, body } = await call(app, 'getProfile', { token, body: { userName: 'nobody_here' } });
    expect(status).toBe(404);
    expect(body.message).toBe('Profile not found!');
  });

  it('answers a user who has not finished onboarding with 404', async () => {
    const dana = await signIn(app, 'dana');
    await call(app, 'updateAccount', { token: dana, body: { userName: 'dana_k' } });
    expect((await call(app, 'getProfile', { token, body: { userName: 'dana_k' } })).status).toBe(404);
  });
});

describe('{product}/profile/stats, follow and unfollow', () => {
  it('counts posts, followers and following; ada follows ben in the seed', async () => {
    const { status, body } = await call(app, 'getProfileStats', { token, body: { uid: USERS.ben.uid } });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      uid: USERS.ben.uid,
      posts: app.store.posts.byAuthor(USERS.ben.uid).length,
      followers: app.store.posts.follows.followerCount(USERS.ben.uid),
      following: app.store.posts.follows.following(USERS.ben.uid).size,
      isFollowing: true,
      isMe: false,
    });
    expect((await call(app, 'getProfileStats', { token, body: { uid: USERS.ada.uid } })).body.data).toMatchObject({
      isMe: true,
      isFollowing: false,
      following: 5,
    });
  });

  it('follows and unfollows (twice is the same as once)', async () => {
    const hugo = app.store.users.byUserName('hugo')!.uid;
    const before = (await call(app, 'getProfileStats', { token, body: { uid: hugo } })).body.data;
    expect(before.isFollowing).toBe(false);
    const followed = await call(app, 'followProfile', { token, body: { uid: hugo } });
    await call(app, 'followProfile', { token, body: { uid: hugo } });
    expect(followed.body).toMatchObject({ message: 'Following', data: { ...before, followers: before.followers + 1, isFollowing: true } });
    expect((await call(app, 'getProfileStats', { token, body: { uid: USERS.ada.uid } })).body.data.following).toBe(6);
    const unfollowed = await call(app, 'unfollowProfile', { token, body: { uid: hugo } });
    await call(app, 'unfollowProfile', { token, body: { uid: hugo } });
    expect(unfollowed.body).toMatchObject({ message: 'Unfollowed', data: before });
  });

  it('a new follow notifies the person followed once; following again adds nothing', async () => {
    const hugo = await signIn(app, app.store.users.byUserName('hugo')!.email);
    const hugoUid = app.store.users.byUserName('hugo')!.uid;
    const before = (await call(app, 'listNotifications', { token: hugo, body: {} })).body.data;
    await call(app, 'followProfile', { token, body: { uid: hugoUid } });
    await call(app, 'followProfile', { token, body: { uid: hugoUid } });
    const after = (await call(app, 'listNotifications', { token: hugo, body: {} })).body.data;
    expect(after.unread).toBe(before.unread + 1);
    expect(after.items[0]).toMatchObject({
      type: 'follow',
      u: USERS.ada.uid,
      n: 'ada',
      link: '/@ada',
      text: 'ada started following you',
      read: false,
    });
    expect(after.items.filter((n: { type: string; u?: string }) => n.type === 'follow' && n.u === USERS.ada.uid)).toHaveLength(1);
  });

  it('refuses following yourself (422), unknown or profile-less users (404) and bad uids (400)', async () => {
    expect((await call(app, 'followProfile', { token, body: { uid: USERS.ada.uid } })).body.message).toBe('You cannot follow yourself');
    expect((await call(app, 'followProfile', { token, body: { uid: 'u9999999999' } })).status).toBe(404);
    expect((await call(app, 'followProfile', { token, body: { uid: USERS.dana.uid } })).status).toBe(404);
    expect((await call(app, 'unfollowProfile', { token, body: { uid: 'u9999999999' } })).status).toBe(404);
    expect((await call(app, 'getProfileStats', { token, body: { uid: 'u9999999999' } })).body.message).toBe('Profile not found!');
    expect((await call(app, 'getProfileStats', { token, body: { uid: 'ben' } })).status).toBe(400);
    expect((await call(app, 'followProfile', { token, body: {} })).status).toBe(400);
  });
});

describe('{product}/profile/posts', () => {
  it("pages one profile's posts, newest first", async () => {
    const all = app.store.posts.byAuthor(USERS.ada.uid);
    const { body } = await call(app, 'listProfilePosts', { token, body: { uid: USERS.ada.uid, page: 1 } });
    expect(body.data.list.map((p: { id: string }) => p.id)).toEqual(all.slice(0, 10).map((p) => p.id));
    expect(body.data.hasMore).toBe(all.length > 10);
    for (const post of body.data.list) expect(post.author.uid).toBe(USERS.ada.uid);
  });

  it('answers 404 for an unknown uid and 400 for a bad page', async () => {
    expect((await call(app, 'listProfilePosts', { token, body: { uid: 'u9999999999', page: 1 } })).status).toBe(404);
    expect((await call(app, 'listProfilePosts', { token, body: { uid: USERS.ada.uid, page: -1 } })).status).toBe(400);
  });
});

describe('{product}/profile/search', () => {
  it('finds usernames containing the text, exact match first, ignoring a leading @', async () => {
    const { body } = await call(app, 'searchProfiles', { token, body: { text: 'a' } });
    expect(body.data.list.length).toBeGreaterThan(3);
    expect(body.data.list.length).toBeLessThanOrEqual(20);
    for (const profile of body.data.list) expect(profile.userName).toContain('a');
    expect((await call(app, 'searchProfiles', { token, body: { text: '@ben' } })).body.data.list[0]).toEqual({
      uid: USERS.ben.uid,
      userName: 'ben',
      isVerified: true,
      country: 'US',
      displayName: '',
    });
    expect((await call(app, 'searchProfiles', { token, body: { text: 'ada' } })).body.data.list[0].userName).toBe('ada');
  });

  it('answers an empty list for no match, blank text and uppercase text (the client lowercases)', async () => {
    expect((await call(app, 'searchProfiles', { token, body: { text: 'zzzz' } })).body.data).toEqual({ list: [] });
    expect((await call(app, 'searchProfiles', { token, body: { text: '   ' } })).body.data).toEqual({ list: [] });
    expect((await call(app, 'searchProfiles', { token, body: { text: 'BEN' } })).body.data).toEqual({ list: [] });
  });

  it('refuses empty or oversize text', async () => {
    expect((await call(app, 'searchProfiles', { token, body: { text: '' } })).status).toBe(400);
    expect((await call(app, 'searchProfiles', { token, body: { text: 'x'.repeat(51) } })).status).toBe(400);
    expect((await call(app, 'searchProfiles', { token, body: {} })).status).toBe(400);
  });
});

describe('display name and bio: how a person appears to others (issue #29)', () => {
  it('once set in the account profile, the profile, posts, comments and search carry them', async () => {
    const ben = await signIn(app, 'ben');
    await call(app, 'accountProfileUpdate', { token: ben, body: { displayName: '  Ben Carter ', bio: 'Trades at dawn.' } });
    const profile = (await call(app, 'getProfile', { token, body: { userName: 'ben' } })).body.data;
    expect(profile).toMatchObject({ userName: 'ben', displayName: 'Ben Carter', bio: 'Trades at dawn.' });

    const posts = (await call(app, 'listProfilePosts', { token, body: { uid: USERS.ben.uid, page: 1 } })).body.data.list;
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(post.author).toMatchObject({ userName: 'ben', displayName: 'Ben Carter' });
    const feed = (await call(app, 'listFeed', { token, body: { feed: 'forYou', page: 1 } })).body.data.list;
    for (const post of feed) expect(typeof post.author.displayName).toBe('string');

    const id = posts[0].id;
    await call(app, 'addComment', { token: ben, body: { id, text: 'Morning all' } });
    const comments = (await call(app, 'listComments', { token, body: { id, page: 1 } })).body.data.list;
    expect(comments.find((c: { text: string }) => c.text === 'Morning all')?.author).toMatchObject({ displayName: 'Ben Carter' });
    expect((await call(app, 'getPost', { token, body: { id } })).body.data.author.displayName).toBe('Ben Carter');
  });

  it('search finds a person by their display name, without case, and shows it', async () => {
    const ben = await signIn(app, 'ben');
    await call(app, 'accountProfileUpdate', { token: ben, body: { displayName: 'Ben Carter' } });
    const { list } = (await call(app, 'searchProfiles', { token, body: { text: 'carter' } })).body.data;
    expect(list).toEqual([{ uid: USERS.ben.uid, userName: 'ben', isVerified: true, country: 'US', displayName: 'Ben Carter' }]);
  });

  it('a person who chose no name has an empty one (the username is shown)', async () => {
    const { list } = (await call(app, 'searchProfiles', { token, body: { text: 'chidi' } })).body.data;
    expect(list[0]).toMatchObject({ userName: 'chidi', displayName: '' });
  });
});
