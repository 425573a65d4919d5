// /discover, the default landing (spec section 2): the For you and Following feeds as tabs that stay on screen, each
// read by infinite scroll and keeping its own place (scroll and loaded pages) when the reader switches or comes back; newer posts wait behind a "new posts" button rather than moving
// the list, and join the top only when asked. A returning reader's For you opens on the first page they last saw
// while the fresh one loads (models/feed-cache.ts). A feed's list, once opened, stays mounted (hidden behind the
// other tab), so switching tabs shows it at once rather than drawing every post again (decision 043).
import { memo, useEffect, useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { ArrowUp, SquarePen } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { openModal } from '../../../state/modal';
import { activeFeed, checkNewPosts, FEED_NAMES, feeds, showWaiting, waiting } from '../models/feeds';
import { NEW_POSTS_POLL_MS } from '../models/limits';
import type { FeedName } from '../models/types';
import { CreatePostAction } from './lazy-dialogs';
import { EmptyFeed, PostList } from './post-list';
import './social-messages';
import './social.css';
import type { TextKey } from '../../../i18n/keys';

const TAB_LABEL: Record<FeedName, TextKey> = { forYou: 'social.forYou', following: 'social.following' };

/**
 * Remembers how far down the reader was in the open feed. Left within its first screen, the feed keeps only its
 * first page (the place is in it): the pages below are loaded again when scrolled to, not held all session.
 */
function savePosition(name: FeedName): void {
  feeds[name].scrollY.value = window.scrollY;
  if (window.scrollY < window.innerHeight) feeds[name].keepFirstPage();
}

function restorePosition(name: FeedName): void {
  const y = feeds[name].scrollY.value;
  // After the frame's scroll-to-top on arrival and after this render's layout.
  requestAnimationFrame(() => window.scrollTo(0, y));
}

/**
 * One feed's list, memoised on its name: switching tabs re-renders neither list (each stays mounted once opened,
 * the other one hidden), so the switch draws at once instead of mounting a whole list of posts again.
 */
const FeedList = memo(function FeedList({ name }: { name: FeedName }) {
  const t = useT();
  return (
    <PostList
      list={feeds[name]}
      label={t(TAB_LABEL[name])}
      empty={name === 'following' ? <EmptyFeed message={t('social.followingEmpty')} /> : undefined}
    />
  );
});

export function DiscoverPage() {
  useSignals();
  const t = useT();
  const active = activeFeed.value;
  const newer = waiting[active].value;
  // The feeds opened on this visit: each keeps its list mounted (hidden while the other is shown).
  const [opened, setOpened] = useState<readonly FeedName[]>(() => [active]);
  const shown = opened.includes(active) ? opened : [...opened, active];
  if (shown !== opened) setOpened(shown);

  // Back on /discover: the open feed where the reader left it. The position is saved in a layout-effect cleanup:
  // that runs before the next page's scroll-to-top (a layout effect too), where a passive cleanup would run after
  // it and save 0.
  useLayoutEffect(() => {
    restorePosition(activeFeed.peek());
    return () => savePosition(activeFeed.peek());
  }, []);

  // Newer posts are checked now and then while the page is in view, and when the reader comes back to it.
  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'visible') void checkNewPosts(activeFeed.peek());
    };
    const timer = setInterval(check, NEW_POSTS_POLL_MS);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, []);

  // Each tab keeps its own place (scroll and loaded pages); the tabs stay on screen (sticky), so reaching them never
  // moves the place being left. The open tab chosen again goes back to its top, as on Mastodon and X.
  const select = (name: FeedName) => {
    if (name === activeFeed.peek()) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    savePosition(activeFeed.peek());
    activeFeed.value = name;
    // A list kept mounted does not mount again: one emptied meanwhile (a follow made Following stale) loads here.
    void feeds[name].ensure();
    restorePosition(name);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = FEED_NAMES.indexOf(activeFeed.peek());
    const next = FEED_NAMES[(index + (event.key === 'ArrowRight' ? 1 : FEED_NAMES.length - 1)) % FEED_NAMES.length] ?? 'forYou';
    select(next);
    document.getElementById(`feed-tab-${next}`)?.focus();
  };

  const showNewer = () => {
    showWaiting(active);
    // The posts went in above without moving the page (the browser anchors the scroll); now glide up to them (the
    // page's top: the tabs themselves stick, so scrolling them into view would not move).
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <section className="area-page sc-page">
      <header className="area-page__header">
        <h1>{t('pages.app.discover')}</h1>
        <Button variant="secondary" size="sm" onClick={() => openModal(<CreatePostAction />, { label: t('social.createPost') })}>
          <SquarePen size={16} aria-hidden="true" />
          {t('social.createPost')}
        </Button>
      </header>
      <div className="sc-tabs" role="tablist" aria-label={t('social.feeds')} id="feed-top">
        {FEED_NAMES.map((name) => (
          <button
            key={name}
            id={`feed-tab-${name}`}
            type="button"
            role="tab"
            className="sc-tabs__tab"
            aria-selected={name === active}
            aria-controls={shown.includes(name) ? `feed-panel-${name}` : undefined}
            tabIndex={name === active ? 0 : -1}
            onClick={() => select(name)}
            onKeyDown={onTabKey}
          >
            {t(TAB_LABEL[name])}
          </button>
        ))}
      </div>
      {newer.length > 0 ? (
        <div className="sc-newer">
          <button type="button" className="sc-newer__button" onClick={showNewer}>
            <ArrowUp size={16} aria-hidden="true" />
            {t('social.newPosts', { count: newer.length })}
          </button>
        </div>
      ) : null}
      {FEED_NAMES.filter((name) => shown.includes(name)).map((name) => (
        <div key={name} id={`feed-panel-${name}`} role="tabpanel" aria-labelledby={`feed-tab-${name}`} hidden={name !== active}>
          <FeedList name={name} />
        </div>
      ))}
    </section>
  );
}
