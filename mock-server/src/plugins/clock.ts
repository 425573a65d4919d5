// The mock's only source of time: tests and /__mock/clock move it forward so nothing ever sleeps.
import type { FastifyInstance } from 'fastify';

export interface Clock {
  /** Milliseconds since the epoch, as the mock sees it. */
  now(): number;
  /** Moves time forward by `ms` (a non-negative integer); answers the new now(). */
  advance(ms: number): number;
  /** Drops every advance made so far. */
  reset(): void;
  /**
   * Runs `run` once when the clock reaches `at`: at once inside the advance() that gets there, and, when the clock
   * follows the system clock, also when real time gets there. Answers the function that cancels it.
   */
  schedule(at: number, run: () => void): () => void;
  /**
   * Holds now() at `at` (a state file's replay: each request at the time it was first made, timers due by then run
   * first), or with null lets it follow its own course again and runs what came due. Advances still add up.
   */
  pin(at: number | null): void;
}

/**
 * With `start`, time stands still at `start` and moves only by advance() (deterministic tests);
 * without, it follows the system clock plus every advance made.
 */
export function createClock(options: { start?: number } = {}): Clock {
  const { start } = options;
  let offset = 0;
  let pinned: number | null = null;
  const course = start === undefined ? () => Date.now() + offset : () => start + offset;
  const now = (): number => pinned ?? course();

  interface Entry {
    at: number;
    run: () => void;
    timer: ReturnType<typeof setTimeout> | null;
  }
  const entries = new Set<Entry>();

  const cancel = (entry: Entry): void => {
    entries.delete(entry);
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
  };
  /** Runs the entries that are due, earliest first (a run may schedule more). */
  const runDue = (): void => {
    const due = [...entries].filter((entry) => entry.at <= now()).sort((x, y) => x.at - y.at);
    for (const entry of due) {
      if (!entries.has(entry)) continue;
      cancel(entry);
      entry.run();
    }
  };
  /** A fixed clock moves only by advance(); a live one also by real time, so a real timer wakes it. */
  const arm = (entry: Entry): void => {
    if (start !== undefined) return;
    entry.timer = setTimeout(
      () => {
        entry.timer = null;
        if (!entries.has(entry)) return;
        if (entry.at <= now()) runDue();
        else arm(entry);
      },
      Math.max(0, entry.at - now()),
    );
    // A pending game timer never keeps the process alive.
    entry.timer.unref?.();
  };

  return {
    now,
    advance(ms: number): number {
      if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError(`advance needs a non-negative integer, got ${ms}`);
      offset += ms;
      if (pinned !== null) pinned += ms;
      runDue();
      return now();
    },
    reset(): void {
      offset = 0;
    },
    pin(at) {
      pinned = at;
      runDue();
    },
    schedule(at, run) {
      const entry: Entry = { at, run, timer: null };
      entries.add(entry);
      arm(entry);
      return () => cancel(entry);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export function clockPlugin(app: FastifyInstance, clock: Clock): void {
  app.decorate('clock', clock);
}
