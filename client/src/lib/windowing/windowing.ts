// The arithmetic of the windowed lists (the conversation's messages, the chat list, the feeds' posts): row offsets
// from measured (or estimated) heights, and which rows intersect the viewport. Pure, so it is tested without a
// layout engine; the components only measure and scroll.

import { MAX_MOUNTED_ROWS } from './limits';

export { MAX_MOUNTED_ROWS };
/** Rows rendered beyond each edge of the viewport, so a fast scroll does not show blank space. */
export const OVERSCAN_ROWS = 8;
/** Height assumed for a row until it is measured. */
export const ESTIMATED_ROW_HEIGHT = 56;

export interface RowLayout {
  /** offsets[i] is where row i starts; offsets[count] is the total height. */
  offsets: Float64Array;
  total: number;
}

export function layoutRows(keys: readonly string[], heights: ReadonlyMap<string, number>, estimate = ESTIMATED_ROW_HEIGHT): RowLayout {
  const offsets = new Float64Array(keys.length + 1);
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] ?? '';
    offsets[index + 1] = (offsets[index] ?? 0) + (heights.get(key) ?? estimate);
  }
  return { offsets, total: offsets[keys.length] ?? 0 };
}

/** The row at a vertical position (the last row starting at or above it). */
export function rowAt(layout: RowLayout, y: number): number {
  const count = layout.offsets.length - 1;
  if (count <= 0) return 0;
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((layout.offsets[mid] ?? 0) <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The rows to mount: [start, end) around the viewport, never more than MAX_MOUNTED_ROWS. */
export function visibleRows(layout: RowLayout, scrollTop: number, viewport: number, overscan = OVERSCAN_ROWS): [number, number] {
  const count = layout.offsets.length - 1;
  if (count <= 0) return [0, 0];
  const first = rowAt(layout, Math.max(0, scrollTop));
  const last = rowAt(layout, Math.max(0, scrollTop + Math.max(viewport, 1) - 1));
  let start = Math.max(0, first - overscan);
  let end = Math.min(count, last + 1 + overscan);
  if (end - start > MAX_MOUNTED_ROWS) {
    // A viewport taller than the cap allows (tiny rows on a huge screen): keep the rows around its top.
    start = Math.max(0, first - Math.min(overscan, 2));
    end = Math.min(count, start + MAX_MOUNTED_ROWS);
  }
  return [start, end];
}
