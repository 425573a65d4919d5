// Editing one's own post (openapi updatePost): the quote of a Text post (not blank, at most 150 characters), tags and
// description; the answer replaces the post everywhere, tag pages whose tags changed load again, and a refusal keeps
// the dialog's text with the server's words.
// The dialog that calls this model registers its texts (compose-messages); the test stands in for it.
import '../components/compose-messages';
import { describe, expect, it, vi } from 'vitest';
import { createEditPostModel } from '../models/edit-post';
import { peekPost, putPosts } from '../models/post-store';
import { tagModel } from '../models/tag';
import { ADA, eachTestAsAda, fakeApi, makePost, ok, refuse, toastTexts } from './fake-api';
import '../components/social-messages';

const mine = (n: number, patch: Parameters<typeof makePost>[1] = {}) =>
  makePost(n, { author: { uid: ADA.uid, userName: 'ada', isVerified: true, country: 'NG' }, ...patch });

eachTestAsAda();

describe('editing a post', () => {
  it('starts from the post as it is and sends the quote, parsed tags and trimmed description', async () => {
    const post = mine(50, { text: 'Old words', tags: ['osb', 'music'], description: 'Old description' });
    putPosts([post]);
    const api = fakeApi({
      '/app/post/update': (body) => ok({ ...post, ...(body as object), editedAt: post.createdAt + 1 }, 'Post updated'),
    });
    const model = createEditPostModel(post);
    expect([model.quote.value, model.tagsText.value, model.description.value]).toEqual(['Old words', 'osb music', 'Old description']);
    model.quote.value = '  New words  ';
    model.tagsText.value = '#Música, travel bad-tag';
    expect(model.tagsRefused.value).toBe(true);
    expect(model.ready.value).toBe(false);
    expect(await model.save()).toBe(false);
    model.tagsText.value = '#Música, travel';
    model.description.value = '  New description ';
    expect(await model.save()).toBe(true);
    expect(api.calls.map((call) => call.body)).toEqual([
      { id: post.id, text: 'New words', tags: ['música', 'travel'], description: 'New description' },
    ]);
    expect(peekPost(post.id)).toMatchObject({
      text: 'New words',
      tags: ['música', 'travel'],
      editedAt: post.createdAt + 1,
      likes: post.likes,
    });
    expect(toastTexts()).toEqual(['success:Publicação atualizada']);
  });

  it('is not ready with a blank quote on a Text post; other types send no quote', async () => {
    const text = createEditPostModel(mine(51));
    text.setQuote('z'.repeat(170));
    expect(text.counter.value).toMatchObject({ count: 170, over: true });
    expect(text.ready.value).toBe(false);
    text.quote.value = '   ';
    expect(text.ready.value).toBe(false);
    expect(await text.save()).toBe(false);

    const images = mine(52, { type: 'Images', text: '', media: ['m/a.png'] });
    const api = fakeApi({ '/app/post/update': (body) => ok({ ...images, ...(body as object) }, 'Post updated') });
    const model = createEditPostModel(images);
    expect(model.ready.value).toBe(true);
    model.description.value = 'A caption';
    expect(await model.save()).toBe(true);
    expect(api.calls[0]?.body).toMatchObject({ text: '', description: 'A caption' });
  });

  it('loads again the tag pages whose tags came or went', async () => {
    const post = mine(53, { tags: ['osb', 'music'] });
    putPosts([post]);
    const asked: string[] = [];
    fakeApi({
      '/app/post/update': (body) => ok({ ...post, ...(body as object) }, 'Post updated'),
      '/app/tag/get': (body) => ok({ tag: (body as { tag: string }).tag, posts: 1, followers: 0, isFollowing: false }),
      '/app/tag/posts': (body) => {
        asked.push((body as { tag: string }).tag);
        return ok({ list: [], page: 1, hasMore: false });
      },
    });
    for (const tag of ['osb', 'music', 'travel']) await tagModel(tag).load();
    asked.length = 0;
    const model = createEditPostModel(post);
    model.tagsText.value = 'osb travel';
    await model.save();
    await vi.waitFor(() => expect(asked.sort()).toEqual(['music', 'travel']));
  });

  it("keeps what was typed and shows the server's reason when it refuses; no answer toasts", async () => {
    const post = mine(54);
    putPosts([post]);
    fakeApi({ '/app/post/update': () => refuse(403, 'You can only edit your own posts') });
    const model = createEditPostModel(post);
    model.quote.value = 'Edited';
    expect(await model.save()).toBe(false);
    expect(model.alerts.value).toEqual(['You can only edit your own posts']);
    expect(model.quote.value).toBe('Edited');
    expect(peekPost(post.id)?.text).toBe(post.text);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await model.save()).toBe(false);
    expect(toastTexts()).toEqual(['error:Something went wrong']);
  });
});
