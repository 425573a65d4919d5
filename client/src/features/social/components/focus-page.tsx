// /focus: a calm, distraction-free reading room over the whole frame (no top bar, rail, side panels or FAB): the
// posts of the people and tags you follow in one quiet column, without counts or buttons, opening where you
// stopped last time ("You stopped here") and remembering the post you are at as you read.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { X } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { makeOnlyThisReachable } from '../../../lib/only-this-reachable';
import { focusList, openAtPlace, savePlace } from '../models/focus';
import { PostList } from './post-list';
import './social-messages';
import './social.css';
import './compose-messages';

/** The band at the top of the reader where the post being read is. */
const READING_BAND = '0px 0px -75% 0px';

export function FocusPage() {
  useSignals();
  const t = useT();
  const room = useRef<HTMLDivElement>(null);
  const [stoppedAt, setStoppedAt] = useState<string | null>(null);
  const ready = useRef(false);

  // Open at the remembered post: the list scrolls it to the top once it is drawn (PostList's openAt), then the place
  // is followed.
  useEffect(() => {
    let live = true;
    void openAtPlace().then((id) => {
      if (!live) return;
      setStoppedAt(id);
      if (!id)
        requestAnimationFrame(() => {
          ready.current = true;
        });
    });
    return () => {
      live = false;
    };
  }, []);
  const opened = useCallback(() => {
    ready.current = true;
  }, []);

  // Remember the post in the reading band as the reader moves.
  useEffect(() => {
    const root = room.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    // Posts now in the band; the place is the highest of them.
    const inBand = new Set<Element>();
    const watched = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target);
          else inBand.delete(entry.target);
        }
        if (!ready.current) return;
        const top = [...inBand]
          .filter((post) => post.isConnected)
          .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0];
        const id = top?.getAttribute('data-post-id');
        if (id) savePlace(id);
      },
      { root, rootMargin: READING_BAND },
    );
    // The list is windowed: posts mount and unmount as the reader moves, so the watched set follows the room's DOM.
    const follow = () => {
      for (const post of watched) {
        if (post.isConnected) continue;
        observer.unobserve(post);
        watched.delete(post);
        inBand.delete(post);
      }
      root.querySelectorAll('[data-post-id]').forEach((post) => {
        if (watched.has(post)) return;
        watched.add(post);
        observer.observe(post);
      });
    };
    follow();
    const mounted = typeof MutationObserver === 'undefined' ? null : new MutationObserver(follow);
    mounted?.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      mounted?.disconnect();
    };
  }, []);

  // Nothing behind the room is reachable: Tab stays in the reading column (the frame's top bar, rail and FAB are
  // covered, so a focus there would be invisible).
  useEffect(() => (room.current ? makeOnlyThisReachable(room.current) : undefined), []);

  // The page behind does not scroll under the room.
  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <div className="sc-focus" ref={room} data-stopped-at={stoppedAt ?? undefined}>
      <header className="sc-focus__head">
        <div>
          <h1>{t('socialCompose.focusTitle')}</h1>
          <p>{t('socialCompose.focusLead')}</p>
        </div>
        <Link to="/discover" className="sc-focus__exit" aria-label={t('socialCompose.focusExit')}>
          <X size={20} aria-hidden="true" />
        </Link>
      </header>
      <div className="sc-focus__column">
        <PostList
          list={focusList}
          calm
          label={t('socialCompose.focusTitle')}
          marker={stoppedAt ? { before: stoppedAt, label: t('socialCompose.focusStoppedHere') } : undefined}
          drawAtOnce
          openAt={stoppedAt}
          onOpened={opened}
          empty={<EmptyState message={t('socialCompose.focusEmpty')} />}
        />
      </div>
    </div>
  );
}
