// A paged list of posts (spec section 3: list, page, hasMore) as signals: load the next page, keep the place,
// drop ids already shown (newer posts push older ones down a page), prepend newer posts, take deleted ones out, and
// start over. A first page kept from an earlier visit can be shown at once (seed) until the fresh one replaces it.
import { batch, signal, type Signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { forgetPost, putPosts } from './post-store';
import type { FeedPage, Post } from './types';

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

export type PageLoader = (page: number) => Promise<{ data: FeedPage }>;

export interface PagedList {
  ids: Signal<string[]>;
  status: Signal<ListStatus>;
  error: Signal<string | null>;
  hasMore: Signal<boolean>;
  /** The last page loaded (0 before the first). */
  page: Signal<number>;
  /** The window's scroll position when the reader left the list, to put them back there. */
  scrollY: { value: number };
  /** Loads the first page if nothing is loaded yet. */
  ensure(): Promise<void>;
  loadMore(): Promise<void>;
  /** Forgets everything and loads page 1 again. */
  reload(): Promise<void>;
  /** Forgets everything; the next ensure() loads page 1. */
  reset(): void;
  /**
   * Shows a first page kept from an earlier visit while nothing is loaded; the next ensure() (or loadMore) asks
   * for page 1 afresh and puts it in its place.
   */
  seed(data: FeedPage): void;
  /** Puts newer posts on top (those already shown are skipped). */
  prepend(posts: readonly Post[]): void;
  /** Takes a post out (it was deleted); the place and the pages loaded stay. */
  drop(id: string): void;
  /**
   * The reader left the list within its first screen: only the first page stays, the pages below it (and the posts no other
   * list shows) are let go, and scrolling down loads them again. Without this a list kept every page ever loaded for
   * the whole session, each visit's scroll adding more (the long-session bench).
   */
  keepFirstPage(): void;
}

// Every list made, so a deleted post leaves all of them at once (feeds, profiles, tags). Lists live as long as the
// session's models that hold them, which keep them for the whole session anyway.
const everyList = new Set<PagedList>();

/** Takes a deleted post out of every list that holds it. */
export function dropFromEveryList(id: string): void {
  batch(() => {
    for (const list of everyList) list.drop(id);
  });
}

/** Forgets the posts of `ids` that no list holds any more (a permalink page loads its post again). */
function releasePosts(ids: readonly string[]): void {
  const held = new Set<string>();
  for (const list of everyList) for (const id of list.ids.peek()) held.add(id);
  for (const id of ids) if (!held.has(id)) forgetPost(id);
}

export function createPagedList(name: string, load: PageLoader): PagedList {
  const ids = signal<string[]>([], { name: `${name}.ids` });
  const status = signal<ListStatus>('idle', { name: `${name}.status` });
  const error = signal<string | null>(null, { name: `${name}.error` });
  const hasMore = signal(true, { name: `${name}.hasMore` });
  const page = signal(0, { name: `${name}.page` });
  const scrollY = { value: 0 };
  // Bumped by reset(), so an answer for a list that was started over is dropped.
  let generation = 0;
  let pending: Promise<void> | null = null;
  // A post deleted from a loaded page moves the next page's first post up into it: the next load asks for the
  // last page again (ids already shown are skipped) so that post is not lost between pages.
  let shifted = false;
  // What is shown is a seeded page: the next load is page 1 again, and replaces it.
  let seeded = false;
  // How many ids the first page brought (what keepFirstPage() keeps).
  let firstPage = 0;

  const loadMore = (): Promise<void> => {
    if (pending) return pending;
    const replace = seeded;
    if (!replace && !hasMore.peek()) return Promise.resolve();
    const started = generation;
    const next = replace ? 1 : shifted ? Math.max(1, page.peek()) : page.peek() + 1;
    status.value = 'loading';
    error.value = null;
    pending = load(next)
      .then(({ data }) => {
        if (started !== generation) return;
        const seen = new Set(replace ? [] : ids.peek());
        const fresh = [...new Set(putPosts(data.list))].filter((id) => !seen.has(id));
        shifted = false;
        seeded = false;
        if (next === 1) firstPage = fresh.length;
        batch(() => {
          ids.value = replace ? fresh : [...ids.peek(), ...fresh];
          page.value = data.page;
          hasMore.value = data.hasMore;
          status.value = 'ready';
        });
      })
      .catch((reason: unknown) => {
        if (started !== generation) return;
        batch(() => {
          error.value = errorMessage(reason);
          status.value = 'error';
        });
      })
      .finally(() => {
        if (started === generation) pending = null;
      });
    return pending;
  };

  const reset = (): void => {
    generation += 1;
    pending = null;
    shifted = false;
    seeded = false;
    scrollY.value = 0;
    batch(() => {
      ids.value = [];
      page.value = 0;
      hasMore.value = true;
      status.value = 'idle';
      error.value = null;
    });
  };

  const list: PagedList = {
    ids,
    status,
    error,
    hasMore,
    page,
    scrollY,
    ensure: () => ((page.peek() === 0 || seeded) && status.peek() !== 'error' ? loadMore() : (pending ?? Promise.resolve())),
    loadMore,
    reload() {
      reset();
      return loadMore();
    },
    reset,
    seed(data) {
      if (page.peek() !== 0 || pending) return;
      seeded = true;
      batch(() => {
        ids.value = [...new Set(putPosts(data.list))];
        page.value = data.page;
        hasMore.value = data.hasMore;
        status.value = 'ready';
      });
    },
    prepend(posts) {
      const seen = new Set(ids.peek());
      const fresh = putPosts(posts).filter((id) => !seen.has(id));
      firstPage += fresh.length;
      if (fresh.length > 0) ids.value = [...fresh, ...ids.peek()];
    },
    keepFirstPage() {
      const current = ids.peek();
      if (page.peek() <= 1 || seeded || current.length <= firstPage) return;
      // A page still on its way belongs to the place being let go.
      generation += 1;
      pending = null;
      batch(() => {
        ids.value = current.slice(0, firstPage);
        page.value = 1;
        hasMore.value = true;
        status.value = 'ready';
        error.value = null;
      });
      releasePosts(current.slice(firstPage));
    },
    drop(id) {
      const current = ids.peek();
      if (!current.includes(id)) return;
      ids.value = current.filter((shown) => shown !== id);
      shifted = true;
    },
  };
  everyList.add(list);
  return list;
}
