// /discover, the default landing (spec section 2): the For you and Following feeds as tabs, each read by infinite
// scroll and returning to where the reader was; newer posts wait behind a "new posts" button rather than moving
// the list, and join the top only when asked.
import { useEffect, useLayoutEffect, type KeyboardEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { ArrowUp, SquarePen } from 'lucide-react';
import { paths } from '../../../app/paths';
import { useIsMobile } from '../../../app/shell/layout-state';
import { storeFirstScreen } from '../../../app/shell/stored-screen';
import { STORED_SCREEN_SKIP, storedScreenShown } from '../../../app/shell/stored-screen-format';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import { openModal } from '../../../state/modal';
import { theme } from '../../../state/theme';
import { activeFeed, checkNewPosts, FEED_NAMES, feeds, showWaiting, waiting } from '../models/feeds';
import { NEW_POSTS_POLL_MS } from '../models/limits';
import type { FeedName } from '../models/types';
import { CreatePostAction } from './lazy-dialogs';
import { PostList } from './post-list';
import './social-messages';
import './social.css';

const TAB_LABEL: Record<FeedName, string> = { forYou: 'social.forYou', following: 'social.following' };
/** Long enough for the first posts to be drawn (a few per task, post-list.tsx) and the page to settle. */
const STORE_FIRST_SCREEN_AFTER_MS = 1000;

/** Remembers how far down the reader was in the open feed. */
function savePosition(name: FeedName): void {
  feeds[name].scrollY.value = window.scrollY;
}

function restorePosition(name: FeedName): void {
  const y = feeds[name].scrollY.value;
  // After the frame's scroll-to-top on arrival and after this render's layout.
  requestAnimationFrame(() => window.scrollTo(0, y));
}

export function DiscoverPage() {
  useSignals();
  const t = useT();
  const active = activeFeed.value;
  const list = feeds[active];
  const newer = waiting[active].value;

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

  // The reader's next visit opens on this screen while the app loads (app/shell/stored-screen.ts): For you as it
  // is once its first posts are drawn (the opening tab; a first screen is never the Following one). Taken again
  // when what a copy must match changes (theme, language, phone layout): the next load would not show the old one.
  const forYouReady = active === 'forYou' && list.status.value === 'ready' && list.ids.value.length > 0;
  const mobile = useIsMobile();
  const copyFits = `${theme.value} ${language.value} ${mobile}`;
  useEffect(() => {
    if (!forYouReady) return;
    const timer = setTimeout(() => {
      const root = document.getElementById('root');
      if (root && !storedScreenShown()) storeFirstScreen(paths.discover.path, root);
    }, STORE_FIRST_SCREEN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [forYouReady, list.ids.value.length, copyFits]);

  const select = (name: FeedName) => {
    if (name === activeFeed.peek()) return;
    savePosition(activeFeed.peek());
    activeFeed.value = name;
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
    // The posts went in above without moving the page (the browser anchors the scroll); now glide up to them.
    document.getElementById('feed-top')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
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
            aria-controls="feed-panel"
            tabIndex={name === active ? 0 : -1}
            onClick={() => select(name)}
            onKeyDown={onTabKey}
          >
            {t(TAB_LABEL[name])}
          </button>
        ))}
      </div>
      {newer.length > 0 ? (
        <div className="sc-newer" {...{ [STORED_SCREEN_SKIP]: '' }}>
          <button type="button" className="sc-newer__button" onClick={showNewer}>
            <ArrowUp size={16} aria-hidden="true" />
            {newer.length === 1 ? t('social.newPost') : t('social.newPosts', { count: newer.length })}
          </button>
        </div>
      ) : null}
      <div id="feed-panel" role="tabpanel" aria-labelledby={`feed-tab-${active}`}>
        <PostList
          key={active}
          list={list}
          label={t(TAB_LABEL[active])}
          empty={active === 'following' ? <EmptyState message={t('social.followingEmpty')} /> : undefined}
        />
      </div>
    </section>
  );
}
