// The social seed: at least 300 posts of all four types from at least 25 users, with tags, mentions and media that
// the content-delivery location serves, likes, comments and follows, and the same seed after every reset.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, signIn } from './helpers.ts';
import { useTestApp } from './test-app.ts';
import { seedPosts } from '../src/seed/posts.ts';

let app: FastifyInstance;
useTestApp([], { fresh: 'file', ready: (t) => ({ app } = t) });

describe('social seed', () => {
  const posts = seedPosts();

  it('has 300 posts of every type from at least 25 authors, each with tags', () => {
    expect(posts).toHaveLength(300);
    expect(new Set(posts.map((p) => p.uid)).size).toBeGreaterThanOrEqual(25);
    const types = new Map<string, number>();
    for (const post of posts) types.set(post.type, (types.get(post.type) ?? 0) + 1);
    for (const type of ['Text', 'Images', 'Video', 'Audio']) expect(types.get(type) ?? 0).toBeGreaterThan(20);
    for (const post of posts) expect(post.tags.length).toBeGreaterThan(0);
  });

  it('writes @mentions of real users, links and quotes of at most 150 characters', () => {
    const mentions = posts.flatMap((p) => [...`${p.text} ${p.description}`.matchAll(/@([a-z0-9_]+)/g)].map((m) => m[1]!));
    expect(mentions.length).toBeGreaterThan(30);
    for (const name of mentions) expect(app.store.users.byUserName(name), name).toBeDefined();
    expect(posts.some((p) => /\b[a-z]+\.example\.(com|org)\b/.test(`${p.text} ${p.description}`))).toBe(true);
    for (const post of posts) expect(post.text.length).toBeLessThanOrEqual(150);
  });

  it('points every media key at a file the content-delivery location serves', async () => {
    const keys = [...new Set(posts.flatMap((p) => p.media))];
    expect(keys.length).toBeGreaterThan(50);
    for (const key of keys.filter((_, i) => i % 7 === 0)) {
      const res = await app.inject({ method: 'GET', url: `/cdn/m/${key}` });
      expect(res.statusCode, key).toBe(200);
    }
  });

  it('is the same after every reset (posts, likes, comments, follows)', async () => {
    const snapshot = async () => {
      const token = await signIn(app, 'ada');
      const page = await call(app, 'listFeed', { token, body: { feed: 'following', page: 2 } });
      return JSON.stringify(page.body.data);
    };
    const first = await snapshot();
    const token = await signIn(app, 'ada');
    await call(app, 'likePost', { token, body: { id: 'p0000000150' } });
    await call(app, 'followProfile', { token, body: { uid: app.store.users.byUserName('hugo')!.uid } });
    app.store.reset();
    expect(await snapshot()).toBe(first);
    expect(JSON.stringify(seedPosts())).toBe(JSON.stringify(posts));
  });
});
