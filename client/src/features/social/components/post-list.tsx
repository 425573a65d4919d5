// A paged list of posts read by scrolling (spec section 1: "paged by infinite scroll that keeps the reader's
// position"): the next page loads as the end comes near, with a button for those who do not scroll, and the
// states around it (loading, failed with a retry, empty, the end).
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
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

export interface PostListProps {
  list: PagedList;
  label: string;
  empty?: ReactNode;
  calm?: boolean;
  /** A divider with this label just before one post (focus: "You stopped here"). */
  marker?: { before: string; label: string } | undefined;
}

export function PostList({ list, empty, calm = false, label, marker }: PostListProps) {
  useSignals();
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const ids = list.ids.value;
  const status = list.status.value;
  const hasMore = list.hasMore.value;

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
    observer.observe(target);
    return () => observer.disconnect();
    // Re-observing after each page makes a sentinel that stays in view ask again.
  }, [list, ids.length]);

  return (
    <div className="sc-list">
      {ids.length > 0 ? (
        <div className="sc-list__items" role="feed" aria-label={label} aria-busy={status === 'loading'}>
          {ids.map((id) => (
            <Fragment key={id}>
              {marker?.before === id ? (
                <p className="sc-list__marker" role="separator">
                  {marker.label}
                </p>
              ) : null}
              <PostCard id={id} calm={calm} />
            </Fragment>
          ))}
        </div>
      ) : null}
      {/* A new element once the first page is in: the first page's posts then arrive above a fresh end rather than
          pushing the loading one down the screen (a layout shift; CLS budget ≤ 0.02). */}
      <div ref={sentinel} key={ids.length > 0 ? 'after-posts' : 'first-page'} className="sc-list__end">
        {status === 'loading' ? <Spinner label={t('social.loadingPosts')} /> : null}
        {status === 'error' ? (
          <div className="sc-list__error">
            <p>{list.error.value ?? t('social.feedError')}</p>
            <Button variant="secondary" size="sm" onClick={() => void list.loadMore()}>
              {t('social.retry')}
            </Button>
          </div>
        ) : null}
        {status === 'ready' && hasMore ? (
          <Button variant="secondary" size="sm" onClick={() => void list.loadMore()}>
            {t('social.loadMore')}
          </Button>
        ) : null}
        {status === 'ready' && !hasMore && ids.length === 0 ? (empty ?? <EmptyState />) : null}
        {status === 'ready' && !hasMore && ids.length > 0 ? <p className="sc-muted">{calm ? t('social.focusEnd') : t('social.caughtUp')}</p> : null}
      </div>
    </div>
  );
}
