// The conversation's messages as a windowed list: only the rows near the viewport are mounted (at most 60 of a
// 10,000-message chat), rows are measured as they render, the reader's position is kept when older pages are
// prepended or rows change height, and the list follows new messages while the reader is at the bottom. It can open
// at a given row (the first unread) instead of the bottom, and offers a "new messages" button when something
// arrives while the reader is scrolled up.
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ArrowDown } from 'lucide-react';
import { ESTIMATED_ROW_HEIGHT, layoutRows, rowAt, visibleRows } from '../../../lib/windowing/windowing';
import { useRowMeasure } from '../../../lib/windowing/use-row-measure';

/** Space above the first row for the "loading earlier" / "beginning" line. */
const HEADER_HEIGHT = 44;
/** Within this distance of the bottom the list counts as "at the bottom" and follows new rows. */
const STICK_DISTANCE = 48;
/** Older messages are requested when the reader is this close to the top. */
const LOAD_OLDER_DISTANCE = 400;

export interface WindowedListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  renderRow: (item: T, index: number) => ReactNode;
  header: ReactNode;
  /** Called when the reader nears the top (load older messages). */
  onNearTop?: () => void;
  /** Changing this scrolls to the bottom and follows again (the person sent a message). */
  followToken?: number;
  label: string;
  /** The row to open at (shown near the top, e.g. the first unread message) instead of the bottom; read once. */
  startKey?: string | null;
  /** The text of the button that appears when new rows arrive below while the reader is scrolled up. */
  newRowsLabel?: string;
}

/** Space left above the start row, so the divider above it shows. */
const START_MARGIN = 8;

export function WindowedList<T>({
  items,
  keyOf,
  renderRow,
  header,
  onNearTop,
  followToken,
  label,
  startKey,
  newRowsLabel,
}: WindowedListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const heights = useRef(new Map<string, number>());
  const [version, setVersion] = useState(0);
  const [view, setView] = useState({ top: 0, height: 0 });
  const stick = useRef(true);
  const anchor = useRef<{ key: string; delta: number } | null>(null);
  /** Set while the list holds the start row at the top; cleared by the reader's first scroll. */
  const starting = useRef(false);
  const startedAt = useRef<string | null>(null);
  const [newBelow, setNewBelow] = useState(false);

  const keys = useMemo(() => items.map(keyOf), [items, keyOf]);

  // Open at the start row once (per start key): hold it at the top while the rows around it are measured. Runs before
  // the placing effect below; the new version makes that one place the row.
  useLayoutEffect(() => {
    if (!startKey || startedAt.current === startKey || !keys.includes(startKey)) return;
    startedAt.current = startKey;
    starting.current = true;
    stick.current = false;
    anchor.current = { key: startKey, delta: -START_MARGIN };
    setVersion((v) => v + 1);
  }, [startKey, keys]);

  // Something new at the end while the reader is up the list: offer the way down instead of jumping there.
  const lastKey = keys.at(-1);
  const previousLast = useRef(lastKey);
  useEffect(() => {
    if (lastKey !== previousLast.current && previousLast.current !== undefined && !stick.current) setNewBelow(true);
    previousLast.current = lastKey;
  }, [lastKey]);
  // `version` changes when a measured height changes, so the offsets are recomputed then too.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version stands for heights.current, a ref whose changes the hook cannot see
  const layout = useMemo(() => layoutRows(keys, heights.current, ESTIMATED_ROW_HEIGHT), [keys, version]);
  const indexOf = useMemo(() => new Map(keys.map((key, index) => [key, index])), [keys]);
  const total = HEADER_HEIGHT + layout.total;

  const measure = useRowMeasure(heights.current, setVersion);

  /** Remembers which row is at the top of the viewport and how far into it, to restore after a layout change. */
  const rememberAnchor = (top: number, height: number): void => {
    stick.current = total - (top + height) <= STICK_DISTANCE;
    const y = Math.max(0, top - HEADER_HEIGHT);
    const index = rowAt(layout, y);
    const key = keys[index];
    anchor.current = key === undefined ? null : { key, delta: top - HEADER_HEIGHT - (layout.offsets[index] ?? 0) };
  };

  // After every layout change: follow the bottom, or put the anchored row back where the reader saw it.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let top: number;
    if (stick.current) {
      top = Math.max(0, total - element.clientHeight);
    } else {
      const index = anchor.current ? indexOf.get(anchor.current.key) : undefined;
      top =
        index === undefined || !anchor.current ? element.scrollTop : HEADER_HEIGHT + (layout.offsets[index] ?? 0) + anchor.current.delta;
    }
    if (Math.abs(element.scrollTop - top) >= 1) element.scrollTop = top;
    // The start row may be so near the end that the list cannot scroll it to the top: then it is at the bottom.
    if (starting.current && total - (element.scrollTop + element.clientHeight) <= STICK_DISTANCE) stick.current = true;
    setView((v) =>
      v.top === element.scrollTop && v.height === element.clientHeight ? v : { top: element.scrollTop, height: element.clientHeight },
    );
  }, [layout, total, indexOf]);

  const scrollToEnd = () => {
    stick.current = true;
    starting.current = false;
    setNewBelow(false);
    const element = scroller.current;
    if (element) element.scrollTop = Math.max(0, total - element.clientHeight);
  };
  // Reads the newest total, but only a new followToken scrolls to the bottom (not every layout change).
  const followBottom = useEffectEvent(scrollToEnd);
  useLayoutEffect(() => {
    if (followToken === undefined) return;
    followBottom();
  }, [followToken]);

  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver(() => setView({ top: element.scrollTop, height: element.clientHeight }));
    resize.observe(element);
    return () => resize.disconnect();
  }, []);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    // Our own scroll to the start row fires this too; only a scroll away from it hands the position to the reader.
    const held = starting.current && anchor.current ? indexOf.get(anchor.current.key) : undefined;
    const heldTop = held === undefined ? undefined : HEADER_HEIGHT + (layout.offsets[held] ?? 0) - START_MARGIN;
    if (heldTop === undefined || Math.abs(element.scrollTop - heldTop) > 2) {
      starting.current = false;
      rememberAnchor(element.scrollTop, element.clientHeight);
    }
    if (stick.current) setNewBelow(false);
    setView({ top: element.scrollTop, height: element.clientHeight });
    if (element.scrollTop < LOAD_OLDER_DISTANCE) onNearTop?.();
  };

  // A short conversation that does not fill the viewport cannot be scrolled: ask for older messages at once.
  useEffect(() => {
    const element = scroller.current;
    if (element && total <= element.clientHeight + LOAD_OLDER_DISTANCE) onNearTop?.();
  }, [total, onNearTop]);

  const [start, end] = visibleRows(layout, Math.max(0, view.top - HEADER_HEIGHT), view.height);
  const rows: ReactNode[] = [];
  for (let index = start; index < end; index++) {
    const item = items[index];
    const key = keys[index];
    if (item === undefined || key === undefined) continue;
    rows.push(
      <div
        key={key}
        ref={measure}
        data-key={key}
        role="listitem"
        aria-setsize={items.length}
        aria-posinset={index + 1}
        className="windowed-list__row"
        style={{ transform: `translateY(${HEADER_HEIGHT + (layout.offsets[index] ?? 0)}px)` }}
      >
        {renderRow(item, index)}
      </div>,
    );
  }

  return (
    <div className="windowed-list__frame">
      <div ref={scroller} className="windowed-list" onScroll={onScroll} tabIndex={0} role="region" aria-label={label}>
        <div className="windowed-list__inner" style={{ height: total }}>
          <div className="windowed-list__header" style={{ height: HEADER_HEIGHT }}>
            {header}
          </div>
          <div role="list" aria-label={label}>
            {rows}
          </div>
        </div>
      </div>
      {newBelow && newRowsLabel ? (
        <button type="button" className="windowed-list__new" onClick={scrollToEnd}>
          <ArrowDown size={16} aria-hidden="true" />
          {newRowsLabel}
        </button>
      ) : null}
    </div>
  );
}
