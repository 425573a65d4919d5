// The footer's status line (spec section 4's status badge; issue #33): what the API's health check (platformStatus)
// says now, in the reader's language — never a claim made without asking. Until the line is (nearly) on screen it
// only waits; then the asking and the answer's line (platform-status-live.tsx) load, so a reader who never reaches
// the footer costs no call, and the first JS of / carries only this watcher.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { StatusBadge } from '../../../components/ui/status-badge';

const LiveStatus = lazy(() => import('./platform-status-live').then(({ LivePlatformStatus }) => ({ default: LivePlatformStatus })));

/** How long the line stays near the screen before it counts as reached. */
export const SEEN_AFTER_MS = 500;

export function PlatformStatus() {
  const [seen, setSeen] = useState(false);
  const line = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (seen) return;
    const target = line.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    // Seen means on screen for a moment: while the app takes over from the written-out page, the page's content can
    // be missing for a few frames, pulling the footer into view; that passing glimpse asks nothing.
    let dwell: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        clearTimeout(dwell);
        if (entries.some((entry) => entry.isIntersecting)) dwell = setTimeout(() => setSeen(true), SEEN_AFTER_MS);
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => {
      clearTimeout(dwell);
      observer.disconnect();
    };
  }, [seen]);
  const waiting = <StatusBadge ref={line} pending />;
  return seen ? (
    <Suspense fallback={waiting}>
      <LiveStatus />
    </Suspense>
  ) : (
    waiting
  );
}
