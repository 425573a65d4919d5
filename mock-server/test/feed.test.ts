// Tag feed: For you and Following (list, page, hasMore), the "new posts" check, tag pages and tag follows.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';
import { FEED_PAGE_SIZE } from '../src/store/posts.ts';

let app: FastifyInstance;
let token: string;
useTestApp(['ada'], { fresh: 'reset', ready: (t) => ({ app, ada: token } = t) });

const text = { type: 'Text', tags: ['osb'], description: '', media: [], country: 'NG' };

describe('app/feed/list', () => {
  it('pages For you 10 at a time, newest first, deterministically, to the last page', async () => {
    const seen: string[] = [];
    let page = 1;
    for (;;) {
      const { status, body } = await call(app, 'listFeed', { token, body: { feed: 'forYou', page } });
      expect(status).toBe(200);
      expect(body.data.page).toBe(page);
      seen.push(...body.data.list.map((p: { id: string }) => p.id));
      if (!body.data.hasMore) break;
      expect(body.data.list).toHaveLength(FEED_PAGE_SIZE);
      page += 1;
    }
    expect(page).toBe(30);
    expect(seen).toHaveLength(300);
    expect(new Set(seen).size).toBe(300);
    expect(seen[0]).toBe('p0000000300');
    expect(seen.at(-1)).toBe('p0000000001');
    const again = await call(app, 'listFeed', { token, body: { feed: 'forYou', page: 7 } });
    expect(again.body.data.list.map((p: { id: string }) => p.id)).toEqual(seen.slice(60, 70));
    const beyond = await call(app, 'listFeed', { token, body: { feed: 'forYou', page: 31 } });
    expect(beyond.body.data).toEqual({ list: [], page: 31, hasMore: false });
  });

  it('serves every post type with media, tags and authors', async () => {
    const { body } = await call(app, 'listFeed', { token, body: { feed: 'forYou', page: 1 } });
    for (const post of body.data.list) {
      expect(post.author.userName).toMatch(/^[a-z0-9_]{3,25}$/);
      expect(post.tags.length).toBeGreaterThan(0);
      if (post.type === 'Text') expect(post.media).toEqual([]);
      else expect(post.media.length).toBeGreaterThan(0);
    }
  });

  it('Following holds the posts of the people and tags ada follows and her own, and follows change it', async () => {
    const following = app.store.posts.follows.following(USERS.ada.uid);
    const first = await call(app, 'listFeed', { token, body: { feed: 'following', page: 1 } });
    for (const post of first.body.data.list) expect(post.author.uid === USERS.ada.uid || following.has(post.author.uid)).toBe(true);
    const hugo = app.store.users.byUserName('hugo')!;
    const hugoPosts = app.store.posts.byAuthor(hugo.uid).length;
    const total = app.store.posts.feed('following', USERS.ada.uid).length;
    await call(app, 'followProfile', { token, body: { uid: hugo.uid } });
    expect(app.store.posts.feed('following', USERS.ada.uid).length).toBe(total + hugoPosts);
    await call(app, 'followTag', { token, body: { tag: 'football' } });
    const withTag = app.store.posts.feed('following', USERS.ada.uid);
    expect(withTag.some((post) => post.tags.includes('football') && !following.has(post.uid) && post.uid !== hugo.uid)).toBe(true);
  });

  it('refuses bad queries', async () => {
    expect((await call(app, 'listFeed', { token, body: { feed: 'everyone', page: 1 } })).status).toBe(400);
    expect((await call(app, 'listFeed', { token, body: { feed: 'forYou', page: 0 } })).status).toBe(400);
    expect((await call(app, 'listFeed', { token, body: { feed: 'forYou', page: '1' } })).status).toBe(400);
    expect((await call(app, 'listFeed', { token, body: { feed: 'forYou' } })).status).toBe(400);
    expect((await call(app, 'listFeed', { body: { feed: 'forYou', page: 1 } })).status).toBe(401);
  });
});

describe('app/feed/new', () => {
  it('reports posts newer than the cursor, newest first, and a created post lands on top of For you', async () => {
    expect((await call(app, 'listNewPosts', { token, body: { feed: 'forYou', after: 'p0000000300' } })).body.data).toEqual({
      list: [],
      count: 0,
    });
    const ben = await signIn(app, 'ben');
    await call(app, 'createPost', { token: ben, body: { ...text, text: 'first' } });
    app.clock.advance(1000);
    await call(app, 'createPost', { token: ben, body: { ...text, text: 'second' } });
    const { body } = await call(app, 'listNewPosts', { token, body: { feed: 'forYou', after: 'p0000000300' } });
    expect(body.data.count).toBe(2);
    expect(body.data.list.map((p: { text: string }) => p.text)).toEqual(['second', 'first']);
    const top = await call(app, 'listFeed', { token, body: { feed: 'forYou', page: 1 } });
    expect(top.body.data.list[0].text).toBe('second');
    const older = await call(app, 'listNewPosts', { token, body: { feed: 'forYou', after: 'p0000000298' } });
    expect(older.body.data.count).toBe(4);
  });

  it('answers an unknown cursor with nothing and refuses a malformed one', async () => {
    expect((await call(app, 'listNewPosts', { token, body: { feed: 'forYou', after: 'p9999999999' } })).body.data).toEqual({
      list: [],
      count: 0,
    });
    expect((await call(app, 'listNewPosts', { token, body: { feed: 'forYou', after: '300' } })).status).toBe(400);
  });
});

describe('app/tag', () => {
  it('pages the posts carrying a tag', async () => {
    const all = app.store.posts.byTag('music');
    expect(all.length).toBeGreaterThan(FEED_PAGE_SIZE);
    const { body } = await call(app, 'listTagPosts', { token, body: { tag: 'music', page: 1 } });
    expect(body.data.list).toHaveLength(FEED_PAGE_SIZE);
    expect(body.data.hasMore).toBe(true);
    for (const post of body.data.list) expect(post.tags).toContain('music');
    const none = await call(app, 'listTagPosts', { token, body: { tag: 'no_such_tag', page: 1 } });
    expect(none.body.data).toEqual({ list: [], page: 1, hasMore: false });
  });

  it('counts a tag and follows and unfollows it (twice is the same as once)', async () => {
    const before = (await call(app, 'getTag', { token, body: { tag: 'music' } })).body.data;
    expect(before).toMatchObject({ tag: 'music', isFollowing: false });
    expect(before.posts).toBe(app.store.posts.byTag('music').length);
    const followed = await call(app, 'followTag', { token, body: { tag: 'music' } });
    await call(app, 'followTag', { token, body: { tag: 'music' } });
    expect(followed.body.data).toEqual({ ...before, followers: before.followers + 1, isFollowing: true });
    expect((await call(app, 'getTag', { token, body: { tag: 'music' } })).body.data.followers).toBe(before.followers + 1);
    const unfollowed = await call(app, 'unfollowTag', { token, body: { tag: 'music' } });
    await call(app, 'unfollowTag', { token, body: { tag: 'music' } });
    expect(unfollowed.body.data).toEqual(before);
  });

  it('issue #29: a post tagged "música" (as written, any case, precomposed or not) is listed on its tag page and counted', async () => {
    const ben = await signIn(app, 'ben');
    const created = await call(app, 'createPost', {
      token: ben,
      body: { ...text, text: 'Samba #música', tags: ['Música', 'mu\u0301sica', 'viagem'] },
    });
    expect(created.status).toBe(201);
    const listed = await call(app, 'listTagPosts', { token, body: { tag: 'música', page: 1 } });
    expect(listed.body.data.list.map((p: { id: string; tags: string[] }) => [p.id, p.tags])).toEqual([
      [created.body.data.id, ['música', 'viagem']],
    ]);
    const stats = await call(app, 'getTag', { token, body: { tag: 'MÚSICA' } });
    expect(stats.body.data).toMatchObject({ tag: 'música', posts: 1, isFollowing: false });
    expect((await call(app, 'followTag', { token, body: { tag: 'Música' } })).body.data).toMatchObject({
      tag: 'música',
      isFollowing: true,
    });
    const following = await call(app, 'listFeed', { token, body: { feed: 'following', page: 1 } });
    expect(following.body.data.list.map((p: { id: string }) => p.id)).toContain(created.body.data.id);
    await call(app, 'unfollowTag', { token, body: { tag: 'música' } });
  });

  it('refuses a tag that is not one, naming the rule (field.tag)', async () => {
    const refused = await call(app, 'getTag', { token, body: { tag: 'rock&roll' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'field.tag', params: { field: 'tag' } });
    expect((await call(app, 'getTag', { token, body: { tag: 'a'.repeat(41) } })).status).toBe(400);
    expect((await call(app, 'followTag', { token, body: { tag: '#music' } })).status).toBe(400);
    expect((await call(app, 'listTagPosts', { token, body: { tag: '', page: 1 } })).status).toBe(400);
    expect((await call(app, 'unfollowTag', { token, body: {} })).status).toBe(400);
  });
});
