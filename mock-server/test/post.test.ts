// Tag post: creating posts.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, call, signIn, TEST_NOW, USERS } from './helpers.ts';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildApp();
  token = await signIn(app, 'ada');
});
afterAll(() => app.close());

const example = { type: 'Text', text: 'Hello #osb from @ada', tags: ['osb'], description: '', media: [], country: 'NG' };

describe('app/post-new', () => {
  it('stores the post and answers 201 with its id (after the 300 seeded ones)', async () => {
    const { status, body } = await call(app, 'createPost', { token, body: example });
    expect(status).toBe(201);
    expect(body).toEqual({ status: 'success', message: 'Post created!', data: { id: 'p0000000301' } });
    expect(app.store.posts.get('p0000000301')).toEqual({ ...example, id: 'p0000000301', uid: USERS.ada.uid, createdAt: TEST_NOW });
    const images = await call(app, 'createPost', { token, body: { ...example, type: 'Images', media: ['a.jpg', 'b.jpg'] } });
    expect(images.body.data.id).toBe('p0000000302');
  });

  it('refuses a body that breaks the schema', async () => {
    expect((await call(app, 'createPost', { token, body: { ...example, text: 'x'.repeat(151) } })).body.message).toBe('text: must be at most 150 characters');
    expect((await call(app, 'createPost', { token, body: { ...example, media: Array(11).fill('a.jpg') } })).body.message).toBe('media: must list at most 10 items');
    expect((await call(app, 'createPost', { token, body: { type: 'Text' } })).status).toBe(400);
  });

  it('only exists under /v1/app', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/pay/post-new', headers: { authorization: `Bearer ${token}` }, payload: example });
    expect(res.statusCode).toBe(404);
  });
});
