// useLive: a screen's way to stay current without a reload (docs/architecture.md "Live values"). On top of lib/live's
// watch (an announcement of its topics here or in another tab, a realtime `i`, the tab shown again) it polls every
// `intervalMs` while `active` and the tab is visible (records that settle on the server's clock send no frame),
// keeps one reload at a time (signals that come meanwhile make one more after it), and stops on unmount.
import { useEffect, useRef } from 'react';
import { watch, type LiveTopic } from './announce';

export interface LiveOptions {
  /** Poll this often while `active` and the tab is visible. */
  intervalMs?: number;
  active?: boolean;
}

export function useLive(
  topics: LiveTopic | readonly LiveTopic[],
  reload: () => unknown,
  { intervalMs, active = true }: LiveOptions = {},
): void {
  const latest = useRef(reload);
  latest.current = reload;
  const key = [topics].flat().join(' ');

  useEffect(() => {
    let running = false;
    let again = false;
    let stopped = false;
    const run = (): void => {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      // The executor calls reload now (the screen refetches at once) and turns a throw into a rejection.
      void new Promise((resolve) => resolve(latest.current()))
        .catch(() => undefined)
        .finally(() => {
          running = false;
          if (again) {
            again = false;
            run();
          }
        });
    };
    const stop = watch(key ? (key.split(' ') as LiveTopic[]) : [], run);
    // A hidden tab polls nothing; it refetches once when shown again.
    const timer = intervalMs && active ? setInterval(() => document.visibilityState !== 'hidden' && run(), intervalMs) : undefined;
    return () => {
      stopped = true;
      stop();
      clearInterval(timer);
    };
  }, [key, intervalMs, active]);
}
