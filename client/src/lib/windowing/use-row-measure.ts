// Measuring the mounted rows of a windowed list laid out by its component (the message list): each row with a
// `data-key` is watched while mounted, its height kept in `heights`, and `bump` is called when a height changed so
// the layout (windowing.ts) is computed again. Lists that scroll with the page use the row window instead.
import { useCallback, useEffect, useMemo, type Dispatch, type SetStateAction } from 'react';
import { recordHeights } from './row-heights';

/** Answers the ref callback to attach to each row; `heights` is the caller's map, kept across renders. */
export function useRowMeasure(
  heights: Map<string, number>,
  bump: Dispatch<SetStateAction<number>>,
): (element: HTMLElement | null) => (() => void) | undefined {
  const observer = useMemo(() => {
    if (typeof ResizeObserver === 'undefined') return null;
    return new ResizeObserver((entries) => {
      if (recordHeights(entries, heights)) bump((v) => v + 1);
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
