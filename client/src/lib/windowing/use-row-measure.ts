// Measuring the mounted rows of a windowed list (the message list, the chat list, the feeds): each row with a
// `data-key` is watched while mounted, its height kept in `heights`, and `bump` is called when a height changed so
// the layout (windowing.ts) is computed again.
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
        // Not rounded: the padding standing for rows taken out is the sum of their heights, and rounding each one
        // would move the rows still mounted by up to a pixel per row taken out.
        const height = entry.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
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
