// The feeds (spec section 3: forYou and following, each with list, page, hasMore): paging, keeping the place when
// newer posts push older ones down a page, new posts held back until asked for, and a fresh Following after a follow.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../../state/session';
import { checkNewPosts, feeds, markFollowingChanged, resetFeeds, showWaiting, waiting } from '../models/feeds';
import { createPagedList } from '../models/paged-list';
import { toggleLike } from '../models/likes';
import { postSignal } from '../models/post-store';
import { ADA, fakeApi, makePost, ok, refuse } from './fake-api';

const page = (from: number, count: number, hasMore: boolean, n: number) => ({
  list: Array.from({ length: count }, (_, i) => makePost(from - i)),
  page: n,
  hasMore,
});

beforeEach(() => {
  user.value = ADA;
  resetFeeds();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('paged lists', () => {
  it('loads page after page until hasMore is false, dropping posts already shown', async () => {
    const answers = [page(30, 10, true, 1), page(21, 10, true, 2), page(11, 11, false, 3)];
    const list = createPagedList('test', async (n) => ({ data: answers[n - 1]! }));
    await list.ensure();
    await list.ensure();
    expect(list.ids.value).toHaveLength(10);
    await list.loadMore();
    await list.loadMore();
    await list.loadMore();
    // Page 2 started with post 21, which page 1 already showed (a newer post pushed it down).
    expect(list.ids.value).toHaveLength(30);
    expect(new Set(list.ids.value).size).toBe(30);
    expect(list.hasMore.value).toBe(false);
    expect(list.page.value).toBe(3);
  });

  it('left at its top, keeps only its first page and lets go of the posts no other list shows', async () => {
    // Posts no other test's list holds (every list made stays known to the post store's sweep).
    const answers = [page(930, 10, true, 1), page(920, 10, true, 2), page(910, 10, false, 3)];
    const asked: number[] = [];
    const list = createPagedList('test', async (n) => {
      asked.push(n);
      return { data: answers[n - 1]! };
    });
    // Another list (a profile) shows post 915 too.
    const other = createPagedList('other', async () => ({ data: { list: [makePost(915)], page: 1, hasMore: false } }));
    await other.ensure();
    await list.ensure();
    await list.loadMore();
    await list.loadMore();
    expect(list.ids.value).toHaveLength(30);
    const [firstId] = list.ids.value;
    const dropped = list.ids.value[25]!;
    const shared = other.ids.value[0]!;

    list.keepFirstPage();
    expect(list.ids.value).toHaveLength(10);
    expect(list.ids.value[0]).toBe(firstId);
    expect(list.page.value).toBe(1);
    expect(list.hasMore.value).toBe(true);
    expect(postSignal(dropped)).toBeUndefined();
    expect(postSignal(shared)).toBeDefined();
    expect(postSignal(firstId!)).toBeDefined();

    // Scrolling down again asks for page 2, not page 4.
    await list.loadMore();
    expect(asked.at(-1)).toBe(2);
    expect(list.ids.value).toHaveLength(20);
  });

  it('keeps an error and loads again on retry', async () => {
    let fail = true;
    const list = createPagedList('test', async () => {
      if (fail) throw new Error('offline');
      return { data: page(10, 10, false, 1) };
    });
    await list.loadMore();
    expect(list.status.value).toBe('error');
    expect(list.error.value).toBe('Something went wrong');
    fail = false;
    await list.loadMore();
    expect(list.status.value).toBe('ready');
  });
});

describe('new posts', () => {
  it('holds newer posts until they are asked for, then puts them on top', async () => {
    fakeApi({
      '/app/feed/list': () => ok(page(300, 10, true, 1)),
      '/app/feed/new': (body) => {
        expect(body).toEqual({ feed: 'forYou', after: 'p0000000300' });
        return ok({ list: [makePost(302), makePost(301)], count: 2 });
      },
    });
    await feeds.forYou.ensure();
    expect(await checkNewPosts('forYou')).toBe(2);
    expect(feeds.forYou.ids.value[0]).toBe('p0000000300');
    showWaiting('forYou');
    expect(feeds.forYou.ids.value.slice(0, 3)).toEqual(['p0000000302', 'p0000000301', 'p0000000300']);
    expect(waiting.forYou.value).toEqual([]);
  });

  it('starts Following over after a follow', async () => {
    fakeApi({ '/app/feed/list': () => ok(page(50, 10, true, 1)) });
    await feeds.following.ensure();
    expect(feeds.following.ids.value).toHaveLength(10);
    markFollowingChanged();
    expect(feeds.following.ids.value).toEqual([]);
    expect(feeds.following.page.value).toBe(0);
  });
});

describe('likes', () => {
  it('counts a like at once, takes the server’s count, and puts it back when refused', async () => {
    let likes = 4;
    fakeApi({
      '/app/feed/list': () => ok({ list: [makePost(1, { likes: 4 })], page: 1, hasMore: false }),
      '/app/post/like': () => ok({ id: 'p0000000001', likes: ++likes + 1, liked: true }),
      '/app/post/unlike': () => refuse(404, 'Post not found'),
    });
    await feeds.forYou.ensure();
    const pending = toggleLike('p0000000001');
    expect(postSignal('p0000000001')?.value).toMatchObject({ liked: true, likes: 5 });
    await pending;
    expect(postSignal('p0000000001')?.value).toMatchObject({ liked: true, likes: 6 });
    await toggleLike('p0000000001');
    expect(postSignal('p0000000001')?.value).toMatchObject({ liked: true, likes: 6 });
  });
});
