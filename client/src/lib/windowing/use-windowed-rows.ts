// Windowing for a list that scrolls with its page or an ancestor (the chat list, the feeds' post lists): only the
// rows near the viewport are mounted, with the space of the others kept in two empty blocks so the scroll height
// stays right. The work is the row window's (row-window.ts); this is its React side. A list that starts small (a
// feed) passes a loader instead of the module: every row is mounted until the list passes the cap, and the window's
// code is asked for only then.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { MAX_MOUNTED_ROWS } from './limits';
import type { RowRange, RowWindow } from './row-window';

type RowWindowModule = typeof import('./row-window');

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
   * While the list is not shown (display: none, or content-visibility: hidden), keep the rows it had rather than none: a feed behind the other tab
   * shows its place at once when its tab is chosen again. Without it a list not shown mounts no row.
   */
  keepWhileHidden?: boolean;
  /** The row window's module, or how to load it the first time the list passes the cap. */
  engine: RowWindowModule | (() => Promise<RowWindowModule>);
}

/** The modules loaders have brought, by loader: a list mounted again later starts windowed at once. */
const loaded = new WeakMap<() => Promise<RowWindowModule>, RowWindowModule>();

const noWindow = (): (() => void) => () => undefined;
const WHOLE: RowRange = { start: 0, end: 0, before: 0, after: 0 };
const wholeList = (): RowRange => WHOLE;

export function useWindowedRows<E extends HTMLElement>(
  keys: readonly string[],
  estimate: number,
  { heights: kept, keepWhileHidden = false, engine }: WindowedRowsOptions,
): WindowedRows<E> {
  const listRef = useRef<E>(null);
  const [own] = useState(() => new Map<string, number>());
  const options = { estimate, heights: kept ?? own, keepWhileHidden };
  const [rowWindow, setRowWindow] = useState<RowWindow | null>(() => {
    const module = typeof engine === 'function' ? loaded.get(engine) : engine;
    return module ? new module.RowWindow(keys, options) : null;
  });
  const count = keys.length;
  const keysRef = useRef(keys);
  keysRef.current = keys;
  // A scroll asked for before the window's code was here, to a row not mounted: made once the window is.
  const waiting = useRef<{ index: number; done: () => void } | null>(null);

  // A list past the cap loads the window's code once; the window starts from the rows all still mounted.
  const over = count > MAX_MOUNTED_ROWS;
  useEffect(() => {
    if (rowWindow || !over || typeof engine !== 'function') return;
    let live = true;
    void engine().then((module) => {
      loaded.set(engine, module);
      if (live) setRowWindow(new module.RowWindow(keysRef.current, options, listRef.current));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the options are read once, when the window is made
  }, [rowWindow, over, engine]);

  const range = useSyncExternalStore(rowWindow?.subscribe ?? noWindow, rowWindow?.current ?? wholeList);

  useLayoutEffect(() => {
    rowWindow?.setKeys(keys);
  }, [rowWindow, keys]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!rowWindow || !list) return;
    const detach = rowWindow.attach(list);
    const asked = waiting.current;
    waiting.current = null;
    if (asked) void rowWindow.scrollToIndex(asked.index).then(asked.done);
    return detach;
  }, [rowWindow]);

  // The row scrollToIndex asked for, mounted by this render: to the top of its scroller.
  useLayoutEffect(() => {
    rowWindow?.committed();
  });

  const measure = useCallback(
    (element: HTMLElement | null) => (element && rowWindow ? rowWindow.observe(element) : undefined),
    [rowWindow],
  );

  const scrollToIndex = useCallback(
    (index: number): Promise<void> => {
      if (rowWindow) return rowWindow.scrollToIndex(index);
      const key = keys[index];
      const row = Array.from(listRef.current?.children ?? []).find((child) => (child as HTMLElement).dataset.key === key);
      row?.scrollIntoView({ block: 'start' });
      if (row || key === undefined) return Promise.resolve();
      return new Promise<void>((done) => {
        waiting.current?.done();
        waiting.current = { index, done };
      });
    },
    [rowWindow, keys],
  );

  if (!rowWindow || count <= MAX_MOUNTED_ROWS) {
    // Past the cap with the window's code still on its way, the first rows only: never more than the cap mounted.
    return { listRef, measure, start: 0, end: Math.min(count, MAX_MOUNTED_ROWS), before: 0, after: 0, scrollToIndex };
  }
  const start = Math.min(range.start, count);
  return {
    listRef,
    measure,
    start,
    end: Math.min(Math.max(range.end, start), count),
    before: range.before,
    after: range.after,
    scrollToIndex,
  };
}
