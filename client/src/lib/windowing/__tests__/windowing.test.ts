// The windowed list's arithmetic: offsets from measured heights, and never more than 60 rows mounted.
import { describe, expect, it } from 'vitest';
import { layoutRows, MAX_MOUNTED_ROWS, rowAt, visibleRows } from '../windowing';

const keys = (n: number) => Array.from({ length: n }, (_, i) => `k${i}`);

describe('layoutRows', () => {
  it('uses measured heights where known and the estimate elsewhere', () => {
    const layout = layoutRows(['a', 'b', 'c'], new Map([['b', 100]]), 50);
    expect([...layout.offsets]).toEqual([0, 50, 150, 200]);
    expect(layout.total).toBe(200);
  });
});

describe('visibleRows', () => {
  it('mounts only the rows around the viewport of a 10,000-row list', () => {
    const layout = layoutRows(keys(10_000), new Map(), 56);
    const [start, end] = visibleRows(layout, 56 * 5_000, 700);
    expect(start).toBeGreaterThan(4_980);
    expect(end).toBeLessThan(5_030);
    expect(end - start).toBeLessThanOrEqual(MAX_MOUNTED_ROWS);
  });

  it('never mounts more than 60 rows, even for a huge viewport of tiny rows', () => {
    const layout = layoutRows(keys(10_000), new Map(), 4);
    const [start, end] = visibleRows(layout, 0, 4_000);
    expect(end - start).toBe(MAX_MOUNTED_ROWS);
  });

  it('handles the ends and an empty list', () => {
    const layout = layoutRows(keys(10), new Map(), 50);
    expect(visibleRows(layout, 0, 1000)).toEqual([0, 10]);
    expect(visibleRows(layoutRows([], new Map()), 0, 500)).toEqual([0, 0]);
    expect(rowAt(layout, 10_000)).toBe(9);
  });
});
