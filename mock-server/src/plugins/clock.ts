// The mock's only source of time: tests and /__mock/clock move it forward so nothing ever sleeps.
import type { FastifyInstance } from 'fastify';

export interface Clock {
  /** Milliseconds since the epoch, as the mock sees it. */
  now(): number;
  /** Moves time forward by `ms` (a non-negative integer); answers the new now(). */
  advance(ms: number): number;
  /** Drops every advance made so far. */
  reset(): void;
}

/**
 * With `start`, time stands still at `start` and moves only by advance() (deterministic tests);
 * without, it follows the system clock plus every advance made.
 */
export function createClock(options: { start?: number } = {}): Clock {
  const { start } = options;
  let offset = 0;
  return {
    now: start === undefined ? () => Date.now() + offset : () => start + offset,
    advance(ms: number): number {
      if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError(`advance needs a non-negative integer, got ${ms}`);
      offset += ms;
      return this.now();
    },
    reset(): void {
      offset = 0;
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
