// A comment longer than openapi NewComment.text's 500 characters is kept whole and refused, never cut: issue #29,
// "text pasted beyond a limit (quote 150, comment 500, chat 2000) is refused with the counter showing, never cut silently".
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, createComments } from '../models/comments';
import { eachTestAsAda, fakeApi, makePost, ok } from './fake-api';

eachTestAsAda();

describe('a comment past 500 characters', () => {
  it('keeps the whole paste, counts what is over (emoji as one) and sends nothing until it fits', async () => {
    const post = makePost(70);
    const api = fakeApi({
      '/app/post/comment/add': (body) =>
        ok({
          comment: { id: 'c1', postId: post.id, text: (body as { text: string }).text, author: post.author, createdAt: 1 },
          comments: 1,
        }),
    });
    const model = createComments(post.id);
    expect(COMMENT_MAX_LENGTH).toBe(500);
    model.draft.value = '😀'.repeat(503);
    expect([...model.draft.value]).toHaveLength(503);
    expect(model.over.value).toBe(3);
    expect(await model.send()).toBe(false);
    expect(api.calls.filter((call) => call.path === '/app/post/comment/add')).toEqual([]);
    model.draft.value = '😀'.repeat(500);
    expect(model.over.value).toBe(0);
    expect(await model.send()).toBe(true);
    expect(api.calls.find((call) => call.path === '/app/post/comment/add')?.body).toEqual({ id: post.id, text: '😀'.repeat(500) });
  });
});
