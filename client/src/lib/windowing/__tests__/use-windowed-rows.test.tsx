// The windowing hook's lazy start (decision 049): a list given a loader mounts every row within the cap and asks
// for nothing; past the cap it asks for the window's code once and, until it is here, mounts the first 60 rows
// only; then the rows around the viewport. A list given the module itself is windowed from its first render.
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import * as rowWindow from '../row-window';
import { MAX_MOUNTED_ROWS } from '../limits';
import { useWindowedRows } from '../use-windowed-rows';

const keysOf = (count: number): string[] => Array.from({ length: count }, (_, i) => `row-${i}`);

/** The hook over a list element of its own (the rows need a list to be followed in). */
function windowed(keys: readonly string[], engine: Parameters<typeof useWindowedRows>[2]['engine']) {
  const list = document.createElement('div');
  return renderHook(
    ({ current }: { current: readonly string[] }) => {
      const rows = useWindowedRows<HTMLDivElement>(current, 100, { engine });
      rows.listRef.current ??= list;
      return rows;
    },
    { initialProps: { current: keys } },
  );
}

describe('useWindowedRows with a loader', () => {
  it('mounts every row within the cap and never asks for the code', () => {
    const load = vi.fn(() => Promise.resolve(rowWindow));
    const { result } = windowed(keysOf(MAX_MOUNTED_ROWS), load);
    expect([result.current.start, result.current.end]).toEqual([0, MAX_MOUNTED_ROWS]);
    expect(load).not.toHaveBeenCalled();
  });

  it('past the cap: asks once, the first 60 rows meanwhile, then the rows around the viewport', async () => {
    let arrive: (module: typeof rowWindow) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof rowWindow>((done) => (arrive = done)));
    const { result, rerender } = windowed(keysOf(MAX_MOUNTED_ROWS), load);
    rerender({ current: keysOf(1000) });
    expect(load).toHaveBeenCalledTimes(1);
    expect([result.current.start, result.current.end, result.current.before, result.current.after]).toEqual([0, MAX_MOUNTED_ROWS, 0, 0]);
    rerender({ current: keysOf(1001) });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      arrive(rowWindow);
      await Promise.resolve();
    });
    // jsdom's viewport (768 px) at the top of the list: 8 rows of 100 px and 8 beyond.
    expect([result.current.start, result.current.end]).toEqual([0, 16]);
    expect(result.current.after).toBe((1001 - 16) * 100);
  });
});

describe('useWindowedRows with the module', () => {
  it('is windowed from its first render', () => {
    const { result } = windowed(keysOf(5000), rowWindow);
    expect(result.current.end).toBeLessThanOrEqual(MAX_MOUNTED_ROWS);
    expect(result.current.after).toBeGreaterThan(4900 * 100);
  });
});
