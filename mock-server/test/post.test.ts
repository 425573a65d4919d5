// Tag post: creating posts (media must be the author's own uploads of the right kind), one post, likes, comments.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, signIn, TEST_NOW, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';
import { PNG_SIGNATURE } from '../src/seed/media/png.ts';
import { picturePng } from '../src/seed/media/pictures.ts';

let app: FastifyInstance;
let token: string;
let ben: string;
useTestApp(['ada', 'ben'], { fresh: 'file', ready: (t) => ({ app, ada: token, ben } = t) });

const example = { type: 'Text', text: 'Hello #osb from @ada', tags: ['osb'], description: '', media: [], country: 'NG' };

async function upload(who: string, bytes: Buffer, contentType: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/app/media/upload',
    headers: { authorization: `Bearer ${who}`, 'content-type': contentType },
    payload: bytes,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.key as string;
}

describe('app/post-new', () => {
  it('stores the post and answers 201 with its id (after the 300 seeded ones)', async () => {
    const { status, body } = await call(app, 'createPost', { token, body: example });
    expect(status).toBe(201);
    expect(body).toEqual({ status: 'success', code: 'post.created', message: 'Post created!', data: { id: 'p0000000301' } });
    expect(app.store.posts.get('p0000000301')).toEqual({ ...example, id: 'p0000000301', uid: USERS.ada.uid, createdAt: TEST_NOW });
  });

  it('takes images the author uploaded', async () => {
    const a = await upload(token, picturePng('a'), 'image/png');
    const b = await upload(token, picturePng('b'), 'application/octet-stream');
    const images = await call(app, 'createPost', { token, body: { ...example, type: 'Images', text: '', media: [a, b] } });
    expect(images.status).toBe(201);
    expect(app.store.posts.get(images.body.data.id)?.media).toEqual([a, b]);
  });

  it.each([
    ['a text post with media', { media: ['up/x.png'] }, 'A text post has no media'],
    ['a blank text post', { text: '   ' }, 'Write something to post'],
    ['images without media', { type: 'Images', text: '' }, 'Add between 1 and 10 images'],
    ['a video without media', { type: 'Video', text: '' }, 'Add one video'],
    ['an audio post with two files', { type: 'Audio', text: '', media: ['a', 'b'] }, 'Add one audio file'],
    [
      'media never uploaded',
      { type: 'Images', text: '', media: ['seed/img/1-0.png'] },
      'Upload the media first: seed/img/1-0.png is not one of your uploads',
    ],
  ])('refuses %s with 422', async (_name, change, message) => {
    const { status, body } = await call(app, 'createPost', { token, body: { ...example, ...change } });
    expect(status).toBe(422);
    expect(body.message).toBe(message);
  });

  it("refuses someone else's upload and media of the wrong kind", async () => {
    const bens = await upload(ben, picturePng('ben'), 'image/png');
    expect((await call(app, 'createPost', { token, body: { ...example, type: 'Images', text: '', media: [bens] } })).body.message).toBe(
      `Upload the media first: ${bens} is not one of your uploads`,
    );
    const image = await upload(token, picturePng('c'), 'image/png');
    const video = await call(app, 'createPost', { token, body: { ...example, type: 'Video', text: '', media: [image] } });
    expect(video.status).toBe(422);
    expect(video.body).toMatchObject({
      code: 'post.mediaNotVideo',
      params: { key: image },
      message: `${image} is not a video; a Video post needs a video`,
    });
  });

  it('refuses a user without a profile', async () => {
    const dana = await signIn(app, 'dana');
    const { status, body } = await call(app, 'createPost', { token: dana, body: example });
    expect(status).toBe(422);
    expect(body.message).toBe('Finish your profile (username and country) before posting');
  });

  it('refuses a body that breaks the schema', async () => {
    expect((await call(app, 'createPost', { token, body: { ...example, text: 'x'.repeat(151) } })).body.message).toBe(
      'text: must be at most 150 characters',
    );
    expect((await call(app, 'createPost', { token, body: { ...example, media: Array(11).fill('a.jpg') } })).body.message).toBe(
      'media: must list at most 10 items',
    );
    expect((await call(app, 'createPost', { token, body: { type: 'Text' } })).status).toBe(400);
  });

  it('only exists under /v1/app', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/pay/post-new',
      headers: { authorization: `Bearer ${token}` },
      payload: example,
    });
    expect(res.statusCode).toBe(404);
  });

  it('keeps PNG uploads byte for byte', async () => {
    const bytes = picturePng('z');
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const key = await upload(token, bytes, 'image/png');
    expect(app.store.posts.media.get(key)?.bytes.equals(bytes)).toBe(true);
  });
});

describe('app/post/get', () => {
  it('answers a seeded post with its author, counts and the viewer’s like', async () => {
    const { status, body } = await call(app, 'getPost', { token, body: { id: 'p0000000001' } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 'p0000000001',
      author: { uid: USERS.ada.uid, userName: 'ada', isVerified: true, country: 'NG' },
    });
    expect(body.data.likes).toBe(app.store.posts.likeCount('p0000000001'));
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    expect((await call(app, 'getPost', { token, body: { id: 'p9999999999' } })).body.message).toBe('Post not found');
    expect((await call(app, 'getPost', { token, body: { id: 'nope' } })).status).toBe(400);
    expect((await call(app, 'getPost', { token, body: {} })).status).toBe(400);
  });
});

describe('app/post/like and unlike', () => {
  it('likes once however often it is called, and unlikes', async () => {
    const id = 'p0000000002';
    const before = app.store.posts.likeCount(id);
    await call(app, 'unlikePost', { token, body: { id } });
    const base = app.store.posts.likeCount(id);
    const first = await call(app, 'likePost', { token, body: { id } });
    const second = await call(app, 'likePost', { token, body: { id } });
    expect(first.body.data).toEqual({ id, likes: base + 1, liked: true });
    expect(second.body.data).toEqual({ id, likes: base + 1, liked: true });
    expect((await call(app, 'getPost', { token, body: { id } })).body.data.liked).toBe(true);
    const undone = await call(app, 'unlikePost', { token, body: { id } });
    expect(undone.body.data).toEqual({ id, likes: base, liked: false });
    expect(before === base || before === base + 1).toBe(true);
  });

  it('answers 404 for an unknown post and 400 for a bad body', async () => {
    expect((await call(app, 'likePost', { token, body: { id: 'p9999999999' } })).status).toBe(404);
    expect((await call(app, 'unlikePost', { token, body: { id: 'p9999999999' } })).status).toBe(404);
    expect((await call(app, 'likePost', { token, body: { id: 'p0000000001', extra: 1 } })).status).toBe(400);
  });
});

describe('app/post/comment', () => {
  it('adds a comment (trimmed), counts it and lists it last', async () => {
    const id = 'p0000000003';
    const count = app.store.posts.comments(id).length;
    const { status, body } = await call(app, 'addComment', { token, body: { id, text: '  Nice one @ben  ' } });
    expect(status).toBe(201);
    expect(body.data.comments).toBe(count + 1);
    expect(body.data.comment).toMatchObject({ postId: id, text: 'Nice one @ben', author: { userName: 'ada' }, createdAt: TEST_NOW });
    const list = await call(app, 'listComments', { token, body: { id, page: 1 } });
    expect(list.body.data.list.at(-1)).toEqual(body.data.comment);
    expect(list.body.data.hasMore).toBe(false);
    expect((await call(app, 'getPost', { token, body: { id } })).body.data.comments).toBe(count + 1);
  });

  it('pages 20 at a time', async () => {
    const id = 'p0000000004';
    for (let i = 0; i < 25; i++) await call(app, 'addComment', { token: ben, body: { id, text: `comment ${i}` } });
    const total = app.store.posts.comments(id).length;
    const first = await call(app, 'listComments', { token, body: { id, page: 1 } });
    const second = await call(app, 'listComments', { token, body: { id, page: 2 } });
    expect(first.body.data.list).toHaveLength(20);
    expect(first.body.data.hasMore).toBe(true);
    expect(second.body.data.list).toHaveLength(total - 20);
    expect(second.body.data.hasMore).toBe(false);
  });

  it('refuses blank, too long and unknown-post comments', async () => {
    expect((await call(app, 'addComment', { token, body: { id: 'p0000000003', text: '   ' } })).body.message).toBe(
      'Write something to comment',
    );
    expect((await call(app, 'addComment', { token, body: { id: 'p0000000003', text: 'x'.repeat(501) } })).status).toBe(400);
    expect((await call(app, 'addComment', { token, body: { id: 'p0000000003', text: '' } })).status).toBe(400);
    expect((await call(app, 'addComment', { token, body: { id: 'p9999999999', text: 'hi' } })).status).toBe(404);
    expect((await call(app, 'listComments', { token, body: { id: 'p9999999999', page: 1 } })).status).toBe(404);
    expect((await call(app, 'listComments', { token, body: { id: 'p0000000003', page: 0 } })).status).toBe(400);
  });
});

describe('app/post/delete', () => {
  it('deletes the author’s own post with its likes and comments, from every list', async () => {
    const created = await call(app, 'createPost', { token, body: { ...example, text: 'to delete #gone_soon', tags: ['gone_soon'] } });
    const id = created.body.data.id as string;
    await call(app, 'likePost', { token: ben, body: { id } });
    await call(app, 'addComment', { token: ben, body: { id, text: 'bye' } });
    const profileBefore = (await call(app, 'listProfilePosts', { token, body: { uid: USERS.ada.uid, page: 1 } })).body.data.list.map(
      (p: { id: string }) => p.id,
    );
    expect(profileBefore).toContain(id);

    const { status, body } = await call(app, 'deletePost', { token, body: { id } });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'success', code: 'post.deleted', message: 'Post deleted', data: null });
    expect(app.store.posts.get(id)).toBeUndefined();
    expect(app.store.posts.likeCount(id)).toBe(0);
    expect(app.store.posts.comments(id)).toEqual([]);
    expect((await call(app, 'getPost', { token: ben, body: { id } })).status).toBe(404);
    const ids = async (op: string, request: object) =>
      (await call(app, op, { token, body: request })).body.data.list.map((p: { id: string }) => p.id);
    expect(await ids('listFeed', { feed: 'forYou', page: 1 })).not.toContain(id);
    expect(await ids('listFeed', { feed: 'following', page: 1 })).not.toContain(id);
    expect(await ids('listProfilePosts', { uid: USERS.ada.uid, page: 1 })).not.toContain(id);
    expect(await ids('listTagPosts', { tag: 'gone_soon', page: 1 })).toEqual([]);
    expect((await call(app, 'getTag', { token, body: { tag: 'gone_soon' } })).body.data.posts).toBe(0);
  });

  it("refuses someone else's post with 403 and keeps it", async () => {
    const { status, body } = await call(app, 'deletePost', { token: ben, body: { id: 'p0000000001' } });
    expect(status).toBe(403);
    expect(body).toEqual({ status: 'error', code: 'post.deleteNotYours', message: 'You can only delete your own posts', data: null });
    expect(app.store.posts.get('p0000000001')).toBeDefined();
  });

  it('answers 404 for a post already deleted or never made, and 400 for a bad body', async () => {
    const id = (await call(app, 'createPost', { token, body: example })).body.data.id as string;
    expect((await call(app, 'deletePost', { token, body: { id } })).status).toBe(200);
    const again = await call(app, 'deletePost', { token, body: { id } });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Post not found');
    expect((await call(app, 'deletePost', { token, body: { id: 'p9999999999' } })).status).toBe(404);
    expect((await call(app, 'deletePost', { token, body: { id: 'nope' } })).status).toBe(400);
    expect((await call(app, 'deletePost', { token, body: {} })).status).toBe(400);
    expect((await call(app, 'likePost', { token, body: { id } })).status).toBe(404);
    expect((await call(app, 'addComment', { token, body: { id, text: 'hi' } })).status).toBe(404);
  });

  it('keeps a deleted post working as the cursor of the new-posts check', async () => {
    const cursor = (await call(app, 'createPost', { token: ben, body: { ...example, text: 'newest for now' } })).body.data.id as string;
    await call(app, 'deletePost', { token: ben, body: { id: cursor } });
    app.clock.advance(1000);
    const newer = (await call(app, 'createPost', { token: ben, body: { ...example, text: 'after the deleted one' } })).body.data
      .id as string;
    const { body } = await call(app, 'listNewPosts', { token, body: { feed: 'forYou', after: cursor } });
    expect(body.data.count).toBe(1);
    expect(body.data.list.map((p: { id: string }) => p.id)).toEqual([newer]);
  });
});

describe('app/post/update', () => {
  it('edits the author’s quote, tags and description, keeps the rest, and stamps editedAt', async () => {
    const id = (await call(app, 'createPost', { token, body: { ...example, text: 'First words', tags: ['osb'] } })).body.data.id as string;
    await call(app, 'likePost', { token: ben, body: { id } });
    const createdAt = app.clock.now();
    app.clock.advance(60_000);
    const { status, body } = await call(app, 'updatePost', {
      token,
      body: { id, text: 'Better words #edited', tags: ['edited_tag'], description: 'Now with a description' },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Post updated');
    expect(body.data).toMatchObject({
      id,
      type: 'Text',
      text: 'Better words #edited',
      tags: ['edited_tag'],
      description: 'Now with a description',
      createdAt,
      editedAt: createdAt + 60_000,
      likes: 1,
    });
    expect((await call(app, 'getPost', { token: ben, body: { id } })).body.data).toMatchObject({
      text: 'Better words #edited',
      editedAt: createdAt + 60_000,
      liked: true,
    });
    const tagged = async (tag: string) =>
      (await call(app, 'listTagPosts', { token, body: { tag, page: 1 } })).body.data.list.map((p: { id: string }) => p.id);
    expect(await tagged('edited_tag')).toContain(id);
    expect(await tagged('osb')).not.toContain(id);
    // Its place in the feed is that of its creation.
    const feed = (await call(app, 'listFeed', { token, body: { feed: 'forYou', page: 1 } })).body.data.list.map(
      (p: { id: string }) => p.id,
    );
    expect(feed.indexOf(id)).toBeGreaterThanOrEqual(0);
    // A post never edited has no editedAt.
    expect((await call(app, 'getPost', { token, body: { id: 'p0000000001' } })).body.data).not.toHaveProperty('editedAt');
  });

  it("refuses someone else's post (403), a blank quote, quote text on a media post (422) and a bad body (400)", async () => {
    const id = (await call(app, 'createPost', { token, body: example })).body.data.id as string;
    const theirs = await call(app, 'updatePost', { token: ben, body: { id, text: 'Mine now', tags: [], description: '' } });
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe('You can only edit your own posts');
    expect((await call(app, 'updatePost', { token, body: { id, text: '   ', tags: [], description: '' } })).body.message).toBe(
      'Write something to post',
    );
    const image = await upload(token, picturePng('edit'), 'image/png');
    const images = (await call(app, 'createPost', { token, body: { ...example, type: 'Images', text: '', media: [image] } })).body.data
      .id as string;
    const quote = await call(app, 'updatePost', { token, body: { id: images, text: 'A quote', tags: [], description: '' } });
    expect(quote.status).toBe(422);
    expect(quote.body.message).toBe('Only a Text post has quote text');
    expect(
      (await call(app, 'updatePost', { token, body: { id: images, text: '', tags: ['photos'], description: 'Captioned' } })).body.data,
    ).toMatchObject({ media: [image], description: 'Captioned' });
    expect((await call(app, 'updatePost', { token, body: { id, text: 'x'.repeat(151), tags: [], description: '' } })).status).toBe(400);
    expect((await call(app, 'updatePost', { token, body: { id, text: 'ok' } })).status).toBe(400);
    expect((await call(app, 'updatePost', { token, body: { id: 'p9999999999', text: 'ok', tags: [], description: '' } })).status).toBe(404);
    expect(app.store.posts.get(id)?.text).toBe(example.text);
  });
});

describe('app/post/comment/delete', () => {
  it("deletes my own comment, and any comment on my post; answers the post's count", async () => {
    const postId = (await call(app, 'createPost', { token, body: example })).body.data.id as string;
    const mine = (await call(app, 'addComment', { token, body: { id: postId, text: 'Mine' } })).body.data.comment.id as string;
    const bens = (await call(app, 'addComment', { token: ben, body: { id: postId, text: 'Ben was here' } })).body.data.comment.id as string;
    const third = (await call(app, 'addComment', { token: ben, body: { id: postId, text: 'And again' } })).body.data.comment.id as string;

    const own = await call(app, 'deleteComment', { token: ben, body: { id: bens } });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
      status: 'success',
      code: 'post.commentDeleted',
      message: 'Comment deleted',
      data: { id: bens, postId, comments: 2 },
    });
    // ada owns the post: she may delete ben's comment on it.
    expect((await call(app, 'deleteComment', { token, body: { id: third } })).body.data.comments).toBe(1);
    const left = await call(app, 'listComments', { token, body: { id: postId, page: 1 } });
    expect(left.body.data.list.map((c: { id: string }) => c.id)).toEqual([mine]);
    expect((await call(app, 'getPost', { token, body: { id: postId } })).body.data.comments).toBe(1);
  });

  it('refuses a comment that is neither mine nor on my post (403), and one already gone (404)', async () => {
    // ben's post, ada's comment on it: chidi may not delete it.
    const postId = (await call(app, 'createPost', { token: ben, body: { ...example, country: 'US' } })).body.data.id as string;
    const adas = (await call(app, 'addComment', { token, body: { id: postId, text: 'From ada' } })).body.data.comment.id as string;
    const chidi = await signIn(app, 'chidi');
    const refused = await call(app, 'deleteComment', { token: chidi, body: { id: adas } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can only delete your own comments or comments on your posts');
    expect((await call(app, 'deleteComment', { token, body: { id: adas } })).status).toBe(200);
    const again = await call(app, 'deleteComment', { token, body: { id: adas } });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Comment not found');
    expect((await call(app, 'deleteComment', { token, body: { id: 'cm9999999999' } })).status).toBe(404);
    expect((await call(app, 'deleteComment', { token, body: { id: 'nope' } })).status).toBe(400);
  });
});
