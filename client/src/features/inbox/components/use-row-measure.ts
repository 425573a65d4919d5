// Measuring the mounted rows of a windowed list (the message list and the chat list): each row with a `data-key`
// is watched while mounted, its height kept in `heights`, and `bump` is called when a height changed so the layout
// (models/windowing.ts) is computed again.
import { useCallback, useEffect, useMemo, type Dispatch, type SetStateAction } from 'react';

/** Answers the ref callback to attach to each row; `heights` is the caller's map, kept across renders. */
export function useRowMeasure(
  heights: Map<string, number>,
  bump: Dispatch<SetStateAction<number>>,
): (element: HTMLElement | null) => (() => void) | undefined {
  const observer = useMemo(() => {
    if (typeof ResizeObserver === 'undefined') return null;
    return new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        const key = element.dataset.key;
        if (!key) continue;
        const height = Math.ceil(entry.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height);
        if (height > 0 && heights.get(key) !== height) {
          heights.set(key, height);
          changed = true;
        }
      }
      if (changed) bump((v) => v + 1);
    });
  }, [heights, bump]);
  useEffect(() => () => observer?.disconnect(), [observer]);

  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || !observer) return;
      observer.observe(element);
      return () => observer.unobserve(element);
    },
    [observer],
  );
}
