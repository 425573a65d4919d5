// A paged list of posts read by scrolling (spec section 1: "paged by infinite scroll that keeps the reader's
// position"): the next page loads as the end comes near, with a button for those who do not scroll, and the
// states around it (loading, failed with a retry, empty, the end); and the one post of a permalink page. The posts
// are windowed (decision 049): beyond 60, only those near the viewport are mounted; the window's code loads when a
// list first passes 60 (a feed read a page or two does not carry it).
import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { lazyComponent } from '../../../components/ui/lazy-component';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n';
import { useWindowedRows } from '../../../lib/windowing/use-windowed-rows';
import type { PagedList } from '../models/paged-list';
import { PostCard } from './post-card';
import './social-messages';

const loadRowWindow = () => import('../../../lib/windowing/row-window');

/**
 * A feed's empty state (spec section 8's default or the caller's words), its code asked for only when a feed turns
 * out empty: a feed with posts, the usual first screen, does not carry it.
 */
export const EmptyFeed = lazyComponent(async () => (await import('../../../components/ui/empty-state')).EmptyState);

/** How far below the screen the next page starts loading. */
const PRELOAD_MARGIN = '800px';

/** Posts drawn at once when a page arrives: about a phone screen's worth. */
export const FIRST_POSTS = 3;
/**
 * Posts whose first picture is asked for ahead of other images: those a phone's first screen shows. Hinting
 * more would not help them: every hinted image shares the same slow connection.
 */
export const FIRST_SCREEN_POSTS = 2;
/** Posts drawn per task after that, so a page of posts never holds the main thread for long. */
export const MORE_POSTS_PER_TASK = 2;

/**
 * How many of `total` posts to draw. `atOnce` (the reader coming back to a place below the top, which depends on
 * the posts' height) draws them all at once. Otherwise a few more in each task, each in a transition: React
 * renders those in slices of a few milliseconds, so a page of posts never holds the main thread for long. A page
 * that arrives after the list mounted starts from none in the render that brings it (an update from the list's
 * signals, which React renders in one go); posts already there when it mounts (a feed loaded earlier, or the
 * first page kept from the reader's last visit: models/feed-cache.ts) start from the first few.
 */
export function useDrawnCount(total: number, atOnce = false): number {
  const [limit, setLimit] = useState(() => (atOnce ? Number.POSITIVE_INFINITY : total > 0 ? FIRST_POSTS : 0));
  useEffect(() => {
    if (limit >= total) return;
    const drawMore = () => startTransition(() => setLimit((current) => (current === 0 ? FIRST_POSTS : current + MORE_POSTS_PER_TASK)));
    if (limit === 0) {
      drawMore();
      return;
    }
    const timer = setTimeout(drawMore, 0);
    return () => clearTimeout(timer);
  }, [limit, total]);
  return Math.min(limit, total);
}

/** A post's height before it is measured (a quote is shorter, a gallery or a video taller). */
export const ESTIMATED_POST_HEIGHT = 480;

/**
 * The posts' measured heights, per list and per look (focus draws the Following feed's posts calm, at other
 * heights), kept for the session: coming back to a list restores its scroll position onto the same post, which
 * needs the heights of the posts above it (the ones not mounted any more).
 */
const postHeights = new WeakMap<PagedList, { plain: Map<string, number>; calm: Map<string, number> }>();

function heightsOf(list: PagedList, calm: boolean): Map<string, number> {
  let kept = postHeights.get(list);
  if (!kept) {
    kept = { plain: new Map(), calm: new Map() };
    postHeights.set(list, kept);
  }
  return calm ? kept.calm : kept.plain;
}

export interface PostListProps {
  list: PagedList;
  label: string;
  empty?: ReactNode;
  calm?: boolean;
  /** A divider with this label just before one post (focus: "You stopped here"). */
  marker?: { before: string; label: string } | undefined;
  /** Draw every loaded post in one go (focus opens at a post as soon as it is loaded, wherever it is in the list). */
  drawAtOnce?: boolean;
  /** Scroll this post to the top once it is in the list (focus: where the reader stopped); then `onOpened`. */
  openAt?: string | null | undefined;
  onOpened?: (() => void) | undefined;
}

export function PostList({ list, empty, calm = false, label, marker, drawAtOnce = false, openAt, onOpened }: PostListProps) {
  useSignals();
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const ids = list.ids.value;
  const status = list.status.value;
  const hasMore = list.hasMore.value;
  // Coming back to a place down the list: every post at once, so the place is where the reader left it.
  const drawn = useDrawnCount(ids.length, drawAtOnce || list.scrollY.value > 0);
  // Until every loaded post is drawn the end is not really near, and "caught up" would not be true yet.
  const allDrawn = drawn === ids.length;
  // The posts drawn so far are those the window is laid out over: a page arriving joins it a few posts per task.
  const shown = useMemo(() => ids.slice(0, drawn), [ids, drawn]);

  useEffect(() => {
    void list.ensure();
  }, [list]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && list.status.peek() === 'ready') void list.loadMore();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    if (allDrawn) observer.observe(target);
    return () => observer.disconnect();
    // Re-observing after each page makes a sentinel that stays in view ask again.
  }, [list, ids.length, allDrawn]);

  return (
    <div className="sc-list">
      {drawn > 0 ? (
        <Posts
          ids={shown}
          heights={heightsOf(list, calm)}
          // The feed pattern's size: unknown (-1) while more pages may come.
          setSize={hasMore ? -1 : ids.length}
          label={label}
          busy={status === 'loading'}
          calm={calm}
          marker={marker}
          openAt={openAt}
          onOpened={onOpened}
        />
      ) : null}
      {/* A new element once the first posts are drawn: they then arrive above a fresh end rather than pushing the
          loading one down the screen (a layout shift; CLS budget ≤ 0.02). */}
      <div ref={sentinel} key={drawn > 0 ? 'after-posts' : 'first-page'} className="sc-list__end">
        {status === 'loading' || (ids.length > 0 && drawn === 0) ? <Spinner label={t('social.loadingPosts')} /> : null}
        {status === 'error' ? (
          <div className="sc-list__error">
            <p>{list.error.value ?? t('social.feedError')}</p>
            <Button variant="secondary" size="sm" onClick={() => void list.loadMore()}>
              {t('social.retry')}
            </Button>
          </div>
        ) : null}
        {status === 'ready' && hasMore && allDrawn ? (
          <Button variant="secondary" size="sm" onClick={() => void list.loadMore()}>
            {t('social.loadMore')}
          </Button>
        ) : null}
        {status === 'ready' && !hasMore && ids.length === 0 ? (empty ?? <EmptyFeed />) : null}
        {status === 'ready' && !hasMore && ids.length > 0 && allDrawn ? (
          <p className="sc-muted">{calm ? t('social.focusEnd') : t('social.caughtUp')}</p>
        ) : null}
      </div>
    </div>
  );
}

interface PostsProps {
  ids: readonly string[];
  heights: Map<string, number>;
  setSize: number;
  label: string;
  busy: boolean;
  calm: boolean;
  marker: PostListProps['marker'];
  openAt: string | null | undefined;
  onOpened: (() => void) | undefined;
}

/**
 * The feed itself, windowed like the chat list (lib/windowing): the posts around the viewport are mounted, 8
 * beyond each edge, the others' space is held by an empty block above and below them; a list within the cap (60
 * posts) mounts every post. Each post is measured in its row (with the gap below it, and the marker when it has
 * one) and tells screen readers its place (aria-posinset/aria-setsize). Behind the other feed's tab (hidden,
 * decision 053) a list keeps its rows, so choosing the tab again shows the place at once.
 */
function Posts({ ids, heights, setSize, label, busy, calm, marker, openAt, onOpened }: PostsProps) {
  const { listRef, measure, start, end, before, after, scrollToIndex } = useWindowedRows<HTMLDivElement>(ids, ESTIMATED_POST_HEIGHT, {
    heights,
    keepWhileHidden: true,
    engine: loadRowWindow,
  });

  // Opening at a post (focus): once it is drawn, mounted and scrolled to the top; once per post.
  const opened = useRef<string | null>(null);
  const index = openAt ? ids.indexOf(openAt) : -1;
  useEffect(() => {
    if (!openAt || index < 0 || opened.current === openAt) return;
    opened.current = openAt;
    void scrollToIndex(index).then(() => onOpened?.());
  }, [openAt, index, scrollToIndex, onOpened]);

  const rows: ReactNode[] = [];
  for (let at = start; at < end; at++) {
    const id = ids[at];
    if (id === undefined) continue;
    rows.push(
      <div key={id} ref={measure} data-key={id} className="sc-list__row">
        {marker?.before === id ? (
          <p className="sc-list__marker" role="separator">
            {marker.label}
          </p>
        ) : null}
        <PostCard
          id={id}
          calm={calm}
          images={at < FIRST_SCREEN_POSTS ? 'first' : at < FIRST_POSTS ? 'eager' : 'lazy'}
          posInSet={at + 1}
          setSize={setSize}
        />
      </div>,
    );
  }
  // The space of the rows not mounted is held by two empty blocks rather than the feed's padding: the browser keeps
  // a post on screen where it is when the rows above it change height (scroll anchoring), which a change of padding
  // on an ancestor turns off; so a post measured taller or shorter than the estimate as it mounts above the screen
  // (scrolling up into rows never measured) does not move the one being read.
  return (
    <div ref={listRef} className="sc-list__items" role="feed" aria-label={label} aria-busy={busy}>
      {before > 0 ? <div className="sc-list__space" aria-hidden="true" style={{ height: before }} /> : null}
      {rows}
      {after > 0 ? <div className="sc-list__space" aria-hidden="true" style={{ height: after }} /> : null}
    </div>
  );
}

/**
 * The one post of its permalink page, comments open. Drawn from here so the page's chunk depends on the feeds' list
 * chunk (loaded with /discover anyway) rather than splitting the card into a chunk of its own that /discover would
 * load as well.
 */
export function OnePost({ id }: { id: string }) {
  return <PostCard id={id} images="eager" commentsOpen />;
}
