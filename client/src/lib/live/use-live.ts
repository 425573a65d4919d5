// The one way a screen stays current without a reload (docs/architecture.md "Live values"): it refetches when one
// of its topics is announced (here or in another tab of the same account), on a realtime `i` (something changed
// for this user on the server: a payment received, an order moved, a staff answer), when the tab is shown again,
// and, while `active`, every `intervalMs` as long as the tab is visible (records that settle on the server's
// clock, such as a pending order's timer, send no frame). A refetch already running is not doubled: one more
// follows it.
import { useEffect, useRef } from 'react';
import { onTextFrame } from '../api/socket';
import { subscribe, type LiveTopic } from './announce';

export interface LiveOptions {
  /** Poll this often while `active` and the tab is visible. */
  intervalMs?: number;
  active?: boolean;
  /** Refetch on the realtime `i` (default true). */
  realtime?: boolean;
}

const visible = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';

export function useLive(topics: LiveTopic | readonly LiveTopic[], reload: () => unknown, options: LiveOptions = {}): void {
  const latest = useRef(reload);
  latest.current = reload;
  const { intervalMs, active = true, realtime = true } = options;
  const topicKey = (typeof topics === 'string' ? [topics] : topics).join(' ');
  const runner = useRef<(() => void) | null>(null);
  const mounted = useRef(false);

  if (!runner.current) {
    let running = false;
    let again = false;
    const run = (): void => {
      if (!mounted.current) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      let result: unknown;
      try {
        result = latest.current();
      } catch {
        result = undefined;
      }
      void Promise.resolve(result)
        .catch(() => undefined)
        .finally(() => {
          running = false;
          if (again) {
            again = false;
            run();
          }
        });
    };
    runner.current = run;
  }

  useEffect(() => {
    const run = runner.current;
    if (!run) return;
    mounted.current = true;
    const offTopics = topicKey ? topicKey.split(' ').map((topic) => subscribe(topic as LiveTopic, run)) : [];
    const offFrame = realtime
      ? onTextFrame((frame) => {
          if (frame === 'i') run();
        })
      : () => undefined;
    const onVisible = () => {
      if (visible()) run();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      offTopics.forEach((off) => off());
      offFrame();
      document.removeEventListener('visibilitychange', onVisible);
      mounted.current = false;
    };
  }, [topicKey, realtime]);

  useEffect(() => {
    if (!intervalMs || !active) return;
    const timer = setInterval(() => {
      // A hidden tab polls nothing; it refetches once when shown again.
      if (visible()) runner.current?.();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active]);
}
