// The feeds' post list, windowed (decision 049): a list of hundreds of posts mounts at most 60, each telling its
// place in the feed; a list within the cap mounts every post; the measured heights outlive the list, so coming back
// lands on the same post; opening at a post far down (focus) mounts it and scrolls it to the top.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { user } from '../../../state/session';
import { MAX_MOUNTED_ROWS } from '../../../lib/windowing/windowing';
import { ESTIMATED_POST_HEIGHT, PostList } from '../components/post-list';
import { createPagedList, type PagedList } from '../models/paged-list';
import { clearPosts } from '../models/post-store';
import { ADA, makePost } from './fake-api';

/** A list whose first page holds `count` posts (newest first), with more to come or not. */
function listOf(count: number, hasMore: boolean): PagedList {
  return createPagedList('test', (page) =>
    Promise.resolve({
      data: { list: Array.from({ length: count }, (_, i) => makePost(10_000 - (page - 1) * count - i)), page, hasMore },
    }),
  );
}

async function show(list: PagedList, props: Partial<Parameters<typeof PostList>[0]> = {}) {
  const view = render(
    <MemoryRouter>
      <PostList list={list} label="Para você" drawAtOnce {...props} />
    </MemoryRouter>,
  );
  await act(async () => {
    await list.ensure();
  });
  await windowLoaded();
  return view;
}

/** A list past the cap asks for the window's code (post-list.tsx); settled here, as the browser's import would. */
async function windowLoaded() {
  await act(async () => {
    await import('../../../lib/windowing/row-window');
    await new Promise((done) => setTimeout(done, 0));
  });
}

const feed = () => screen.getByRole('feed', { name: 'Para você' });
/** The heights of the empty blocks above and below the mounted posts. */
const space = () => {
  const element = feed();
  const height = (node: Element | null) =>
    node?.classList.contains('sc-list__space') ? Number.parseFloat((node as HTMLElement).style.height) : 0;
  return { before: height(element.firstElementChild), after: height(element.lastElementChild) };
};
const places = () => screen.getAllByRole('article').map((post) => Number(post.getAttribute('aria-posinset')));

/** Puts the feed's top `y` px above the viewport's, as if the page were scrolled that far, and tells the list. */
function placeFeedAt(y: number) {
  feed().getBoundingClientRect = () => ({ top: -y, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: -y, toJSON: () => ({}) });
}

function scrollFeedTo(y: number) {
  placeFeedAt(y);
  act(() => {
    fireEvent.scroll(document);
  });
}

beforeEach(() => {
  user.value = ADA;
  clearPosts();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('<PostList> windowed', () => {
  // First in this file: the window's code is not loaded yet (a module-wide cache keeps it once it is); the hook's own
  // test (lib/windowing) holds the code back to see the list meanwhile.
  it('windows a list once it passes the cap (a second page arrives)', async () => {
    const list = listOf(MAX_MOUNTED_ROWS, true);
    await show(list);
    expect(places()).toEqual(Array.from({ length: MAX_MOUNTED_ROWS }, (_, i) => i + 1));
    await act(async () => {
      await list.loadMore();
    });
    expect(list.ids.value).toHaveLength(2 * MAX_MOUNTED_ROWS);
    await windowLoaded();
    scrollFeedTo(ESTIMATED_POST_HEIGHT * 100);
    const shown = places();
    expect(shown.length).toBeLessThanOrEqual(MAX_MOUNTED_ROWS);
    expect(shown[0]).toBeGreaterThan(90);
    expect(space().before).toBe(((shown[0] ?? 1) - 1) * ESTIMATED_POST_HEIGHT);
  });

  it('mounts at most 60 of 1,000 posts, the first of them placed 1 of an unknown size while more may load', async () => {
    await show(listOf(1000, true));
    const posts = screen.getAllByRole('article');
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.length).toBeLessThanOrEqual(MAX_MOUNTED_ROWS);
    expect(posts[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(posts[0]?.getAttribute('aria-setsize')).toBe('-1');
    // The posts not mounted keep their space: the feed is as tall as all of them.
    expect(space().after).toBeGreaterThan((1000 - MAX_MOUNTED_ROWS) * ESTIMATED_POST_HEIGHT * 0.9);
    // The end (the next page's trigger and button) stays below them all.
    expect(screen.getByRole('button', { name: 'Carregar mais' })).toBeTruthy();
  });

  it('follows the scroll: the posts around the viewport are mounted, in order, still at most 60', async () => {
    await show(listOf(1000, false));
    scrollFeedTo(ESTIMATED_POST_HEIGHT * 500);
    const shown = places();
    expect(shown.length).toBeLessThanOrEqual(MAX_MOUNTED_ROWS);
    expect(shown[0]).toBeGreaterThan(480);
    expect(shown.at(-1)).toBeLessThan(520);
    expect(shown).toEqual(Array.from({ length: shown.length }, (_, i) => (shown[0] ?? 0) + i));
    expect(screen.getAllByRole('article')[0]?.getAttribute('aria-setsize')).toBe('1000');
    expect(space().before).toBe(((shown[0] ?? 1) - 1) * ESTIMATED_POST_HEIGHT);
  });

  it('keeps its posts while not shown (behind the other feed tab), and follows the scroll again once shown', async () => {
    await show(listOf(1000, false));
    scrollFeedTo(ESTIMATED_POST_HEIGHT * 300);
    const shown = places();
    const element = feed() as HTMLElement & { checkVisibility: () => boolean };
    element.checkVisibility = () => false;
    // The other tab scrolled the page: the hidden list neither follows nor empties.
    scrollFeedTo(ESTIMATED_POST_HEIGHT * 600);
    expect(places()).toEqual(shown);
    element.checkVisibility = () => true;
    scrollFeedTo(ESTIMATED_POST_HEIGHT * 600);
    expect(places()[0]).toBeGreaterThan(580);
  });

  it('mounts every post of a list within the cap, as before windowing', async () => {
    await show(listOf(MAX_MOUNTED_ROWS, false));
    expect(places()).toEqual(Array.from({ length: MAX_MOUNTED_ROWS }, (_, i) => i + 1));
    expect(space()).toEqual({ before: 0, after: 0 });
  });

  it('keeps the measured heights for the next visit, so a restored scroll position lands on the same post', async () => {
    // Every post measures 1,000 px (jsdom lays nothing out): the rows observed report it.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        readonly report: ResizeObserverCallback;
        constructor(report: ResizeObserverCallback) {
          this.report = report;
        }
        observe(target: Element) {
          queueMicrotask(() =>
            this.report([{ target, borderBoxSize: [{ blockSize: 1000, inlineSize: 600 }] } as unknown as ResizeObserverEntry], this),
          );
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const list = listOf(1000, false);
    const first = await show(list);
    await act(async () => {
      await Promise.resolve();
    });
    first.unmount();
    vi.unstubAllGlobals();

    // Back: 9,000 px down is the 10th post with the heights measured (1,000 each), the 19th with the estimate.
    await show(list);
    scrollFeedTo(9000);
    expect(places()[0]).toBe(10 - 8);
  });

  it('opens at a post far down the list: mounts it and scrolls it to the top, then says so', async () => {
    const scrolled: string[] = [];
    // The browser would scroll the row to the top: the feed's top then 700 estimated posts above the viewport's.
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.querySelector('article')?.getAttribute('data-post-id') ?? '');
      placeFeedAt(700 * ESTIMATED_POST_HEIGHT);
    });
    const onOpened = vi.fn();
    const target = makePost(10_000 - 700).id;
    await show(listOf(1000, false), { openAt: target, onOpened });
    await act(async () => {
      await Promise.resolve();
    });
    expect(scrolled).toEqual([target]);
    expect(onOpened).toHaveBeenCalledTimes(1);
    const post = document.querySelector(`[data-post-id="${target}"]`);
    expect(post?.getAttribute('aria-posinset')).toBe('701');
    expect(screen.getAllByRole('article').length).toBeLessThanOrEqual(MAX_MOUNTED_ROWS);
  });

  it('puts the marker in the row of the post it stands before', async () => {
    const before = makePost(10_000 - 3).id;
    await show(listOf(10, false), { marker: { before, label: 'Você parou aqui' } });
    const marker = screen.getByRole('separator');
    expect(marker.textContent).toBe('Você parou aqui');
    expect(marker.nextElementSibling?.getAttribute('data-post-id')).toBe(before);
  });
});
