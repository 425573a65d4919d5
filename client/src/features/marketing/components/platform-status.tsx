// The footer's status line (spec section 4's status badge; issue #33): what the API's health check (platformStatus)
// says now, in the reader's language — never a claim made without asking. Until the line is (nearly) on screen it
// only waits; then the asking and the answer's line (platform-status-live.tsx) load, so a reader who never reaches
// the footer costs no call, and the first JS of / carries only this watcher.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { StatusBadge } from '../../../components/ui/status-badge';

const LiveStatus = lazy(() => import('./platform-status-live').then(({ LivePlatformStatus }) => ({ default: LivePlatformStatus })));

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
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setSeen(true), {
      rootMargin: '200px',
    });
    observer.observe(target);
    return () => observer.disconnect();
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
