// A paged list of posts read by scrolling (spec section 1: "paged by infinite scroll that keeps the reader's
// position"): the next page loads as the end comes near, with a button for those who do not scroll, and the
// states around it (loading, failed with a retry, empty, the end); and the one post of a permalink page.
import { Fragment, startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n';
import type { PagedList } from '../models/paged-list';
import { PostCard } from './post-card';
import './social-messages';

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

export interface PostListProps {
  list: PagedList;
  label: string;
  empty?: ReactNode;
  calm?: boolean;
  /** A divider with this label just before one post (focus: "You stopped here"). */
  marker?: { before: string; label: string } | undefined;
  /** Draw every loaded post in one go (focus scrolls to a post and watches them all as soon as they load). */
  drawAtOnce?: boolean;
}

export function PostList({ list, empty, calm = false, label, marker, drawAtOnce = false }: PostListProps) {
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
        <div className="sc-list__items" role="feed" aria-label={label} aria-busy={status === 'loading'}>
          {ids.slice(0, drawn).map((id, index) => (
            <Fragment key={id}>
              {marker?.before === id ? (
                <p className="sc-list__marker" role="separator">
                  {marker.label}
                </p>
              ) : null}
              <PostCard id={id} calm={calm} images={index < FIRST_SCREEN_POSTS ? 'first' : index < FIRST_POSTS ? 'eager' : 'lazy'} />
            </Fragment>
          ))}
        </div>
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
        {status === 'ready' && !hasMore && ids.length === 0 ? (empty ?? <EmptyState />) : null}
        {status === 'ready' && !hasMore && ids.length > 0 && allDrawn ? (
          <p className="sc-muted">{calm ? t('social.focusEnd') : t('social.caughtUp')}</p>
        ) : null}
      </div>
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
