// Windowing for a list that scrolls with its page or panel (the chat list): only the rows near the viewport are
// mounted, with the space of the others kept as padding so the scroll height stays right. Rows are measured as they
// render (the arithmetic is models/windowing.ts, shared with the message list); whichever ancestor scrolls (the
// desktop list panel, the phone's page), the viewport is what bounds the visible part.
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { layoutRows, MAX_MOUNTED_ROWS, visibleRows } from '../models/windowing';
import { useRowMeasure } from './use-row-measure';

export interface WindowedRows<E extends HTMLElement> {
  listRef: RefObject<E | null>;
  /** Attach to each mounted row (with data-key): it is measured while mounted. */
  measure: (element: HTMLElement | null) => (() => void) | undefined;
  start: number;
  end: number;
  /** Space of the rows above `start` and below `end`. */
  before: number;
  after: number;
}

/**
 * `heightCache` (a map the caller keeps across mounts) remembers the rows measured on an earlier visit, so a position
 * restored on Back lands on the same row rather than where the estimate would put it.
 */
export function useWindowedRows<E extends HTMLElement>(
  keys: readonly string[],
  estimate: number,
  heightCache?: Map<string, number>,
): WindowedRows<E> {
  const listRef = useRef<E>(null);
  const [own] = useState(() => new Map<string, number>());
  const heights = heightCache ?? own;
  const [version, setVersion] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version stands for the contents of heights, a map the hook mutates
  const layout = useMemo(() => layoutRows(keys, heights, estimate), [keys, version, estimate, heights]);
  const layoutRef = useRef(layout);
  const [range, setRange] = useState<[number, number]>(() =>
    visibleRows(layout, 0, typeof window === 'undefined' ? 800 : window.innerHeight),
  );

  const update = useCallback(() => {
    const element = listRef.current;
    // A list not shown (on a desktop /inbox the phone's list is display: none beside the panel's) mounts no row; a
    // resize that shows it computes its range again.
    if (element && typeof element.checkVisibility === 'function' && !element.checkVisibility()) {
      setRange((current) => (current[0] === 0 && current[1] === 0 ? current : [0, 0]));
      return;
    }
    const height = window.innerHeight;
    // The list's part inside the viewport, in the list's own coordinates.
    const top = element ? Math.max(0, -element.getBoundingClientRect().top) : 0;
    const next = visibleRows(layoutRef.current, top, height);
    setRange((current) => (current[0] === next[0] && current[1] === next[1] ? current : next));
  }, []);

  useEffect(() => {
    layoutRef.current = layout;
    update();
  }, [layout, update]);

  useEffect(() => {
    // Any scroll of an ancestor (capture: scroll events do not bubble) or of the page moves the list in the viewport.
    document.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('resize', update);
    return () => {
      document.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
    };
  }, [update]);

  const measure = useRowMeasure(heights, setVersion);

  const count = keys.length;
  // A list within the cap mounts every row (the inbox of ×1's seed, 50 chats): the browser's find in page and
  // anything looking for a row below the screen see the whole list, as before windowing.
  const whole = count <= MAX_MOUNTED_ROWS;
  const start = whole ? 0 : Math.min(range[0], count);
  const end = whole ? count : Math.min(Math.max(range[1], start), count);
  const before = layout.offsets[start] ?? 0;
  const after = layout.total - (layout.offsets[end] ?? layout.total);
  return { listRef, measure, start, end, before, after };
}
