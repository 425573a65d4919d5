// Blocking time of a page load counted two ways from the same Chromium trace: by each main-thread task's wall
// time, as Lighthouse's TBT counts it, and by the thread's own CPU time in that task (the trace's `tdur`).
//
// On this two-core machine the browser process, the network service, the compositor and V8's helper threads
// run beside the page, and a task's wall time often comes out several times its CPU time: the main thread was
// waiting, not working. The thread-time figure is what the page's own work would block on an idle device at the
// same slowdown; the budget still uses Lighthouse's TBT. The estimate is Lighthouse's simulation simplified:
// every top-level task after the first contentful paint counts `multiplier` × its length, less 50 ms, and a task
// that laid out the page half that multiplier (Lantern's layoutTaskMultiplier).

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time, µs (complete events). */
  dur?: number;
  /** Thread (CPU) time, µs. */
  tdur?: number;
}

export interface BlockingEstimate {
  /** From the tasks' wall time. */
  wallMs: number;
  /** From the same tasks' thread time. */
  threadMs: number;
  /** Top-level main-thread tasks after the first contentful paint. */
  tasks: number;
}

/** Names Chromium gives a main-thread task, old and new. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** Lantern slows a task that ran a layout by half the CPU multiplier. */
const LAYOUT_TASK_SHARE = 0.5;
/** A task blocks input for whatever part of it is over 50 ms. */
const BLOCKING_THRESHOLD_MS = 50;

function blocking(lengthMs: number, multiplier: number): number {
  return Math.max(0, multiplier * lengthMs - BLOCKING_THRESHOLD_MS);
}

/**
 * The estimate for the page whose first contentful paint the trace records (its renderer's main thread), or null
 * when the trace has no first contentful paint or no thread times.
 */
export function blockingEstimate(events: readonly TraceEvent[], multiplier = 4): BlockingEstimate | null {
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').sort((a, b) => a.ts - b.ts)[0];
  if (!fcp) return null;
  const tasks = events
    .filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name) && e.pid === fcp.pid && e.tid === fcp.tid && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts);
  // Only top-level tasks: a task run inside another (a nested message loop, or the two names for one task) is
  // part of it.
  const topLevel: TraceEvent[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    if (task.ts < end) continue;
    topLevel.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  const after = topLevel.filter((task) => task.ts >= fcp.ts);
  if (after.length > 0 && after.every((task) => typeof task.tdur !== 'number')) return null;
  const layouts = events.filter((e) => e.name === 'Layout' && e.pid === fcp.pid && e.tid === fcp.tid).map((e) => e.ts);
  let wallMs = 0;
  let threadMs = 0;
  for (const task of after) {
    const laidOut = layouts.some((ts) => ts >= task.ts && ts < task.ts + (task.dur ?? 0));
    const slowdown = laidOut ? multiplier * LAYOUT_TASK_SHARE : multiplier;
    wallMs += blocking((task.dur ?? 0) / 1000, slowdown);
    // A task the trace gives no thread time counts by its wall time.
    threadMs += blocking((task.tdur ?? task.dur ?? 0) / 1000, slowdown);
  }
  return { wallMs, threadMs, tasks: after.length };
}
