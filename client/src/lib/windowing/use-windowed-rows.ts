// Windowing for a list that scrolls with its page or an ancestor (the chat list, the feeds' post lists): only the
// rows near the viewport are mounted, with the space of the others kept as padding so the scroll height stays
// right. Rows are measured as they render (the arithmetic is windowing.ts, shared with the message list); whichever
// ancestor scrolls (the desktop list panel, the phone's page, the focus room), the viewport is what bounds the
// visible part.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { layoutRows, MAX_MOUNTED_ROWS, visibleRows } from './windowing';
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
  /**
   * Mounts the row at `index` and scrolls it to the top of its scroller (scrollIntoView's `block: 'start'`); the
   * promise settles once it is there (at once when there is no such row).
   */
  scrollToIndex: (index: number) => Promise<void>;
}

export interface WindowedRowsOptions {
  /**
   * A map the caller keeps across mounts: the rows measured on an earlier visit, so a position restored on Back
   * lands on the same row rather than where the estimate would put it.
   */
  heights?: Map<string, number> | undefined;
  /**
   * While the list is not shown (display: none), keep the rows it had rather than none: a feed behind the other tab
   * shows its place at once when its tab is chosen again. Without it a list not shown mounts no row.
   */
  keepWhileHidden?: boolean;
}

export function useWindowedRows<E extends HTMLElement>(
  keys: readonly string[],
  estimate: number,
  { heights: kept, keepWhileHidden = false }: WindowedRowsOptions = {},
): WindowedRows<E> {
  const listRef = useRef<E>(null);
  const [own] = useState(() => new Map<string, number>());
  const heights = kept ?? own;
  const [version, setVersion] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version stands for the contents of heights, a map the hook mutates
  const layout = useMemo(() => layoutRows(keys, heights, estimate), [keys, version, estimate, heights]);
  const layoutRef = useRef(layout);
  const [range, setRange] = useState<[number, number]>(() =>
    visibleRows(layout, 0, typeof window === 'undefined' ? 800 : window.innerHeight),
  );
  // The row scrollToIndex is bringing to the top, and what to call once it is there.
  const pending = useRef<{ key: string; done: () => void } | null>(null);

  const update = useCallback(() => {
    // A row on its way to the top decides the range until it is there.
    if (pending.current) return;
    const element = listRef.current;
    // A list not shown (on a desktop /inbox the phone's list is display: none beside the panel's; a feed behind
    // the other tab) has no place in the viewport: it mounts no row or keeps those it had. Shown again (a resize, a
    // tab chosen), the observer below computes its range again.
    if (element && typeof element.checkVisibility === 'function' && !element.checkVisibility()) {
      if (!keepWhileHidden) setRange((current) => (current[0] === 0 && current[1] === 0 ? current : [0, 0]));
      return;
    }
    const height = window.innerHeight;
    // The list's part inside the viewport, in the list's own coordinates.
    const top = element ? Math.max(0, -element.getBoundingClientRect().top) : 0;
    const next = visibleRows(layoutRef.current, top, height);
    setRange((current) => (current[0] === next[0] && current[1] === next[1] ? current : next));
  }, [keepWhileHidden]);

  useEffect(() => {
    layoutRef.current = layout;
    update();
  }, [layout, update]);

  useEffect(() => {
    // Any scroll of an ancestor (capture: scroll events do not bubble) or of the page moves the list in the viewport.
    document.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('resize', update);
    // The list itself shown or hidden (display: none) or changing size with no scroll or resize of the window.
    const element = listRef.current;
    const resized = element && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(update) : null;
    if (element) resized?.observe(element);
    return () => {
      document.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
      resized?.disconnect();
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

  const scrollToIndex = useCallback(
    (index: number): Promise<void> => {
      const key = keys[index];
      if (key === undefined) return Promise.resolve();
      pending.current?.done();
      return new Promise<void>((done) => {
        pending.current = { key, done };
        // The rows from this one down, as if the list were scrolled there; the layout effect below scrolls it.
        const current = layoutRef.current;
        setRange(visibleRows(current, current.offsets[index] ?? 0, window.innerHeight));
      });
    },
    [keys],
  );

  // The row scrollToIndex asked for, mounted now: to the top of its scroller. The scroll it makes computes the
  // range from the new place (update).
  useLayoutEffect(() => {
    const target = pending.current;
    if (!target) return;
    const row = Array.from(listRef.current?.children ?? []).find((child) => (child as HTMLElement).dataset.key === target.key);
    if (!row && keys.includes(target.key)) return;
    pending.current = null;
    row?.scrollIntoView({ block: 'start' });
    target.done();
    update();
  });

  return { listRef, measure, start, end, before, after, scrollToIndex };
}
