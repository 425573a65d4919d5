// Keeps a screen current without a reload: a realtime `i` (something changed for this user: a payment settled, a
// staff answer, an order moved) or the tab shown again reloads it, and, while `active`, so does every `intervalMs`
// (records that settle on the server's clock, such as a pending order's timer, send no frame).
import { useEffect, useRef } from 'react';
import { onTextFrame } from './api/socket';

export function useLiveRefresh(reload: () => unknown, options: { intervalMs?: number; active?: boolean } = {}): void {
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
