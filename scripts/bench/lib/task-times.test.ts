import { describe, expect, it } from 'vitest';
import { blockingEstimate, type TraceEvent } from './task-times.ts';

const MAIN = { pid: 1, tid: 7 };
const task = (ts: number, durMs: number, tdurMs?: number, name = 'ThreadControllerImpl::RunTask', at = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ...at,
  ts: ts * 1000,
  dur: durMs * 1000,
  ...(tdurMs === undefined ? {} : { tdur: tdurMs * 1000 }),
});
const fcp = (ts: number, at = MAIN): TraceEvent => ({ name: 'firstContentfulPaint', ph: 'R', ...at, ts: ts * 1000 });

describe('blockingEstimate', () => {
  it('counts 4× each task after the first contentful paint, less 50 ms, by wall and by thread time', () => {
    const estimate = blockingEstimate([fcp(100), task(10, 60, 60), task(120, 30, 10), task(200, 20, 20), task(300, 12, 12)]);
    // Wall: 4×30−50 = 70 and 4×20−50 = 30; the 12 ms task blocks nothing; the one before the paint does not count.
    // Thread: 4×10−50 < 0 and 4×20−50 = 30.
    expect(estimate).toEqual({ wallMs: 100, threadMs: 30, tasks: 3 });
  });

  it("takes only the painting renderer's main thread, and only top-level tasks", () => {
    const other = { pid: 2, tid: 9 };
    const estimate = blockingEstimate([
      fcp(100),
      task(150, 40, 40),
      // The same task under its other name, and a task nested inside it: part of the first.
      task(151, 38, 38, 'RunTask'),
      task(160, 20, 20),
      task(150, 90, 90, 'RunTask', other),
    ]);
    expect(estimate).toEqual({ wallMs: 110, threadMs: 110, tasks: 1 });
  });

  it('has no figure without a first contentful paint or without thread times', () => {
    expect(blockingEstimate([task(150, 40, 40)])).toBeNull();
    expect(blockingEstimate([fcp(100), task(150, 40)])).toBeNull();
  });

  it('slows a task that ran a layout by half as much, as Lantern does', () => {
    const layout: TraceEvent = { name: 'Layout', ph: 'X', ...MAIN, ts: 160_000, dur: 15_000, tdur: 15_000 };
    // 2×40−50 = 30 for the task with the layout; 4×40−50 = 110 for the one without.
    expect(blockingEstimate([fcp(100), task(150, 40, 40), layout, task(300, 40, 40)])).toEqual({ wallMs: 140, threadMs: 140, tasks: 2 });
  });

  it('uses the given slowdown', () => {
    expect(blockingEstimate([fcp(0), task(10, 30, 30)], 2)).toEqual({ wallMs: 10, threadMs: 10, tasks: 1 });
  });
});
