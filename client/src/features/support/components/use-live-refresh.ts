// Keeps a support screen current without a reload: a realtime `i` (the mock sends it to the requester on every
// staff answer or status change, and to the assignee on the requester's reply) or the tab shown again reloads it.
import { useEffect, useRef } from 'react';
import { onTextFrame } from '../../../lib/api/socket';

export function useLiveRefresh(reload: () => unknown): void {
  const latest = useRef(reload);
  latest.current = reload;
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
}
