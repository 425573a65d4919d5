// Deleting one's own post (openapi deletePost): the post leaves every list this tab shows (feeds, their waiting new
// posts, profiles, tags) once the server agrees, the next page is asked for again so the post that moved up into
// the deleted one's place is not lost, and a refusal keeps the post and says why. Deleting a comment (openapi
// deleteComment) works the same way in its post's comment list.
// The dialog that calls this model registers its texts (compose-messages); the test stands in for it.
import '../components/compose-messages';
import { describe, expect, it, vi } from 'vitest';
import { createComments } from '../models/comments';
import { forgetDeletedPost, removePost } from '../models/delete-post';
import { feeds, waiting } from '../models/feeds';
import { createPagedList } from '../models/paged-list';
import { peekPost, putPosts } from '../models/post-store';
import { profileModel } from '../models/profile';
import { tagModel } from '../models/tag';
import { ADA, eachTestAsAda, fakeApi, makePost, ok, refuse, toastTexts } from './fake-api';
import '../components/social-messages';

const page = (from: number, count: number, hasMore: boolean, n: number) => ({
  list: Array.from({ length: count }, (_, i) => makePost(from - i)),
  page: n,
  hasMore,
});
const id = (n: number) => makePost(n).id;

eachTestAsAda();

describe('a paged list losing a post', () => {
  it('takes it out and asks for the last page again, so the post that moved up into its place is not skipped', async () => {
    // Server order: 30..1. Page 1 is 30..21; after 25 is deleted, page 1 is 30..20 without 25 and page 2 starts at 19.
    let deleted = false;
    const server = () => Array.from({ length: 30 }, (_, i) => makePost(30 - i)).filter((post) => !(deleted && post.id === id(25)));
    const asked: number[] = [];
    const list = createPagedList('test', async (n) => {
      asked.push(n);
      const all = server();
      return { data: { list: all.slice((n - 1) * 10, n * 10), page: n, hasMore: n * 10 < all.length } };
    });
    await list.ensure();
    deleted = true;
    list.drop(id(25));
    expect(list.ids.value).toHaveLength(9);
    expect(list.ids.value).not.toContain(id(25));
    await list.loadMore();
    await list.loadMore();
    await list.loadMore();
    expect(asked).toEqual([1, 1, 2, 3]);
    expect(list.ids.value).toEqual(server().map((post) => post.id));
  });

  it('does nothing to a list that does not hold it', async () => {
    const list = createPagedList('test', async (n) => ({ data: page(30, 10, true, n) }));
    await list.ensure();
    const before = list.ids.value;
    list.drop(id(99));
    expect(list.ids.value).toBe(before);
  });
});

describe('deleting a post', () => {
  it('asks the server, then takes the post out of every feed, profile, tag list and waiting list, with a toast', async () => {
    const mine = makePost(40, { author: { uid: ADA.uid, userName: 'ada', isVerified: true, country: 'NG' }, tags: ['osb'] });
    let profileCounts = 0;
    let tagCounts = 0;
    const api = fakeApi({
      '/app/feed/list': () => ok({ list: [mine, ...page(30, 9, true, 1).list], page: 1, hasMore: true }),
      '/app/feed/new': () => ok({ list: [makePost(41), mine], count: 2 }),
      '/app/post/delete': () => ok(null, 'Post deleted'),
      '/app/profile/get': () => ok({ uid: ADA.uid, nid: 'ada-1-NG-u0000000001', userName: 'ada', isVerified: true, country: 'NG' }),
      '/app/profile/stats': () =>
        ok({ uid: ADA.uid, posts: 3 - profileCounts++, followers: 0, following: 0, isFollowing: false, isMe: true }),
      '/app/profile/posts': () => ok({ list: [mine], page: 1, hasMore: false }),
      '/app/tag/get': () => ok({ tag: 'osb', posts: 7 - tagCounts++, followers: 0, isFollowing: false }),
      '/app/tag/posts': () => ok({ list: [mine], page: 1, hasMore: false }),
    });
    await feeds.forYou.ensure();
    waiting.forYou.value = [makePost(41), mine];
    const profile = profileModel('ada');
    await profile.load();
    const tag = tagModel('osb');
    await tag.load();
    expect(profile.posts.value?.ids.value).toEqual([mine.id]);

    expect(await removePost(mine.id)).toBe(true);

    expect(api.calls.filter((call) => call.path === '/app/post/delete').map((call) => call.body)).toEqual([{ id: mine.id }]);
    expect(feeds.forYou.ids.value).not.toContain(mine.id);
    expect(feeds.forYou.ids.value).toHaveLength(9);
    expect(waiting.forYou.value.map((post) => post.id)).toEqual([makePost(41).id]);
    expect(profile.posts.value?.ids.value).toEqual([]);
    expect(tag.posts.ids.value).toEqual([]);
    expect(peekPost(mine.id)).toBeUndefined();
    await vi.waitFor(() => expect(profile.stats.value?.posts).toBe(2));
    await vi.waitFor(() => expect(tag.stats.value?.posts).toBe(6));
    expect(toastTexts()).toEqual(['success:Publicação excluída']);
  });

  it("keeps a post the server will not delete and shows the server's reason", async () => {
    putPosts([makePost(7)]);
    fakeApi({ '/app/post/delete': () => refuse(403, 'You can only delete your own posts') });
    expect(await removePost(id(7))).toBe(false);
    expect(peekPost(id(7))).toBeDefined();
    expect(toastTexts()).toEqual(['error:You can only delete your own posts']);
  });

  it('keeps the post when there is no answer at all', async () => {
    putPosts([makePost(8)]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await removePost(id(8))).toBe(false);
    expect(peekPost(id(8))).toBeDefined();
    expect(toastTexts()).toEqual(['error:A resposta não chegou: verifique sua conexão e tente de novo.']);
  });

  it('counts a post already gone (deleted in another tab) as deleted', async () => {
    putPosts([makePost(9)]);
    fakeApi({ '/app/post/delete': () => refuse(404, 'Post not found') });
    expect(await removePost(id(9))).toBe(true);
    expect(peekPost(id(9))).toBeUndefined();
  });

  it('deletes one post at a time', async () => {
    putPosts([makePost(10), makePost(11)]);
    let release: (() => void) | null = null;
    fakeApi({ '/app/post/delete': () => new Promise((resolve) => (release = () => resolve(ok(null, 'Post deleted')))) });
    const first = removePost(id(10));
    expect(await removePost(id(11))).toBe(false);
    await vi.waitFor(() => expect(release).not.toBeNull());
    release!();
    expect(await first).toBe(true);
    expect(peekPost(id(11))).toBeDefined();
  });

  it('forgetting a post nobody shows changes nothing else', () => {
    putPosts([makePost(12)]);
    forgetDeletedPost(id(12));
    expect(peekPost(id(12))).toBeUndefined();
  });
});

describe('deleting a comment', () => {
  const comment = (n: number, uid = ADA.uid) => ({
    id: `cm${String(n).padStart(10, '0')}`,
    postId: id(60),
    author: { uid, userName: uid === ADA.uid ? 'ada' : 'ben', isVerified: true, country: 'NG' },
    text: `Comment ${n}`,
    createdAt: n,
  });

  it("takes it out, sets the post's count from the answer, and asks for the last page again so none is skipped", async () => {
    putPosts([makePost(60, { comments: 21 })]);
    let deleted = false;
    const all = () => Array.from({ length: 21 }, (_, i) => comment(i + 1)).filter((c) => !(deleted && c.id === comment(5).id));
    const asked: number[] = [];
    const api = fakeApi({
      '/app/post/comment/list': (body) => {
        const { page: n } = body as { page: number };
        asked.push(n);
        return ok({ list: all().slice((n - 1) * 20, n * 20), page: n, hasMore: n * 20 < all().length });
      },
      '/app/post/comment/delete': () => {
        deleted = true;
        return ok({ id: comment(5).id, postId: id(60), comments: 20 }, 'Comment deleted');
      },
    });
    const model = createComments(id(60));
    await model.loadMore();
    expect(await model.remove(comment(5).id)).toBe(true);
    expect(api.calls.find((call) => call.path === '/app/post/comment/delete')?.body).toEqual({ id: comment(5).id });
    expect(model.list.value.map((c) => c.id)).not.toContain(comment(5).id);
    expect(peekPost(id(60))?.comments).toBe(20);
    expect(toastTexts()).toEqual(['success:Comentário excluído']);
    await model.loadMore();
    expect(asked).toEqual([1, 1]);
    expect(model.list.value.map((c) => c.id)).toEqual(all().map((c) => c.id));
  });

  it('keeps a comment the server will not delete and says why; one already gone counts as deleted', async () => {
    fakeApi({
      '/app/post/comment/list': () => ok({ list: [comment(1, 'u0000000002'), comment(2)], page: 1, hasMore: false }),
      '/app/post/comment/delete': (body) =>
        (body as { id: string }).id === comment(1).id
          ? refuse(403, 'You can only delete your own comments or comments on your posts')
          : refuse(404, 'Comment not found'),
    });
    const model = createComments(id(61));
    await model.loadMore();
    expect(await model.remove(comment(1).id)).toBe(false);
    expect(model.list.value).toHaveLength(2);
    expect(toastTexts()).toEqual(['error:You can only delete your own comments or comments on your posts']);
    expect(await model.remove(comment(2).id)).toBe(true);
    expect(model.list.value.map((c) => c.id)).toEqual([comment(1).id]);
  });
});
