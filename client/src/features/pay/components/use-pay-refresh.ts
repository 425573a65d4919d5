// Keeps a pay screen current: reloads when a realtime `i` arrives (something changed for this user), when the
// tab becomes visible again, and every `intervalMs` while `active` (pending records settle on the server's clock).
import { useEffect, useRef } from 'react';
import { onTextFrame } from '../../../lib/api/socket';

export function usePayRefresh(reload: () => unknown, options: { intervalMs?: number; active?: boolean } = {}): void {
  const latest = useRef(reload);
  latest.current = reload;
  const { intervalMs, active = true } = options;

  useEffect(() => {
    const run = () => void latest.current();
    const offFrame = onTextFrame((frame) => {
      if (frame === 'i') run();
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      offFrame();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  useEffect(() => {
    if (!intervalMs || !active) return;
    const timer = setInterval(() => void latest.current(), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active]);
}
