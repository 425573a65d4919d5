// The moving part of windowing, without React: for a list that scrolls with its page or an ancestor (the chat list,
// the feeds' post lists), which rows to mount around the viewport, the space of the others, the rows' heights as
// they are measured, and bringing a row to the top. use-windowed-rows.ts is its React side; the feeds load this
// module only once a list passes the cap (MAX_MOUNTED_ROWS), so a feed read for a page or two does not carry it.
import { recordHeights } from './row-heights';
import { layoutRows, MAX_MOUNTED_ROWS, visibleRows, type RowLayout } from './windowing';

/** The rows to mount, [start, end), and the space of the rows above and below them. */
export interface RowRange {
  start: number;
  end: number;
  before: number;
  after: number;
}

export interface RowWindowOptions {
  estimate: number;
  /** The caller's map of measured heights, kept across mounts (a place restored on Back lands on the same row). */
  heights: Map<string, number>;
  /** While the list is not shown (display: none, or content-visibility: hidden), keep the rows it had rather than none (a feed behind its tab). */
  keepWhileHidden: boolean;
}

const viewportHeight = (): number => (typeof window === 'undefined' ? 800 : window.innerHeight);

export class RowWindow {
  private keys: readonly string[];
  private layout: RowLayout;
  private range: [number, number];
  private snapshot: RowRange;
  private list: HTMLElement | null = null;
  /** The row scrollToIndex is bringing to the top, and what to call once it is there. */
  private pending: { key: string; done: () => void } | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly rows: ResizeObserver | null;
  private readonly options: RowWindowOptions;

  /**
   * `list`: a list already on screen with its rows mounted (one that has just passed the cap): they are measured
   * now, and the range starts from where the list is scrolled, so the render that takes rows out keeps the one being
   * read in place (the space standing for the others is their real height, not the estimate).
   */
  constructor(keys: readonly string[], options: RowWindowOptions, list?: HTMLElement | null) {
    this.options = options;
    this.keys = keys;
    if (list) {
      for (const child of Array.from(list.children)) {
        const row = child as HTMLElement;
        const height = row.getBoundingClientRect().height;
        if (row.dataset.key && height > 0) options.heights.set(row.dataset.key, height);
      }
    }
    this.layout = layoutRows(keys, options.heights, options.estimate);
    const top = list ? Math.max(0, -list.getBoundingClientRect().top) : 0;
    this.range = visibleRows(this.layout, top, viewportHeight());
    this.snapshot = this.compute();
    this.rows =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver((entries) => {
            if (recordHeights(entries, this.options.heights)) this.relayout();
          });
  }

  /** For useSyncExternalStore: the range changes only through the listeners' calls. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): RowRange => this.snapshot;

  /** The list's keys changed (a page arrived, a chat moved up). */
  setKeys(keys: readonly string[]): void {
    if (keys === this.keys) return;
    this.keys = keys;
    this.relayout();
  }

  /** Follows `list` in the viewport: any scroll of an ancestor or the page, a resize, the list shown or hidden. */
  attach(list: HTMLElement): () => void {
    this.list = list;
    for (const child of Array.from(list.children)) if ((child as HTMLElement).dataset.key) this.rows?.observe(child);
    // Capture: scroll events do not bubble, and whichever ancestor scrolls moves the list in the viewport.
    document.addEventListener('scroll', this.update, { capture: true, passive: true });
    window.addEventListener('resize', this.update);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(this.update);
    resized?.observe(list);
    this.update();
    return () => {
      document.removeEventListener('scroll', this.update, { capture: true });
      window.removeEventListener('resize', this.update);
      resized?.disconnect();
      this.rows?.disconnect();
      this.pending?.done();
      this.pending = null;
      this.list = null;
    };
  }

  /** Watches a mounted row's height (a ref callback's body; the row carries data-key). */
  observe(row: HTMLElement): () => void {
    this.rows?.observe(row);
    return () => this.rows?.unobserve(row);
  }

  /**
   * Mounts the row at `index` and scrolls it to the top of its scroller (scrollIntoView's `block: 'start'`) once it
   * is rendered (`committed`); the promise settles then, at once when there is no such row.
   */
  scrollToIndex(index: number): Promise<void> {
    const key = this.keys[index];
    if (key === undefined) return Promise.resolve();
    this.pending?.done();
    return new Promise<void>((done) => {
      this.pending = { key, done };
      // The rows from this one down, as if the list were scrolled there.
      this.setRange(visibleRows(this.layout, this.layout.offsets[index] ?? 0, viewportHeight()));
    });
  }

  /** After each render of the list: the row scrollToIndex asked for, if mounted now, goes to the top. */
  committed(): void {
    const target = this.pending;
    if (!target || !this.list) return;
    const row = Array.from(this.list.children).find((child) => (child as HTMLElement).dataset.key === target.key);
    if (!row && this.keys.includes(target.key)) return;
    this.pending = null;
    row?.scrollIntoView({ block: 'start' });
    target.done();
    this.update();
  }

  private readonly update = (): void => {
    // A row on its way to the top decides the range until it is there.
    if (this.pending) return;
    const list = this.list;
    // A list not shown (on a desktop /inbox the phone's list beside the panel's; a feed behind the other tab) has no
    // place in the viewport: it mounts no row or keeps those it had, and its range is computed again once shown.
    if (list && typeof list.checkVisibility === 'function' && !list.checkVisibility()) {
      if (!this.options.keepWhileHidden) this.setRange([0, 0]);
      return;
    }
    // The list's part inside the viewport, in the list's own coordinates.
    const top = list ? Math.max(0, -list.getBoundingClientRect().top) : 0;
    this.setRange(visibleRows(this.layout, top, viewportHeight()));
  };

  private relayout(): void {
    this.layout = layoutRows(this.keys, this.options.heights, this.options.estimate);
    if (this.list) this.update();
    this.publish();
  }

  private setRange(next: [number, number]): void {
    if (next[0] === this.range[0] && next[1] === this.range[1]) return;
    this.range = next;
    this.publish();
  }

  private publish(): void {
    const next = this.compute();
    const last = this.snapshot;
    if (next.start === last.start && next.end === last.end && next.before === last.before && next.after === last.after) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  private compute(): RowRange {
    const count = this.keys.length;
    // A list within the cap mounts every row: the browser's find in page and anything looking for a row below the
    // screen see the whole list.
    if (count <= MAX_MOUNTED_ROWS) return { start: 0, end: count, before: 0, after: 0 };
    const start = Math.min(this.range[0], count);
    const end = Math.min(Math.max(this.range[1], start), count);
    const before = this.layout.offsets[start] ?? 0;
    return { start, end, before, after: this.layout.total - (this.layout.offsets[end] ?? this.layout.total) };
  }
}
