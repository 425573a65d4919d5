// The mock's clock: a fixed clock moves only by advance(), a live one with real time; schedule() runs a callback once
// when the clock reaches its time either way (the game's 30 s timer rides on it).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClock } from '../src/plugins/clock.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('Clock.schedule', () => {
  it('a fixed clock runs what is due inside the advance() that reaches it, earliest first, once', () => {
    const clock = createClock({ start: 1_000 });
    const ran: string[] = [];
    clock.schedule(1_500, () => ran.push('late'));
    clock.schedule(1_200, () => ran.push('early'));
    clock.advance(199);
    expect(ran).toEqual([]);
    clock.advance(1);
    expect(ran).toEqual(['early']);
    clock.advance(10_000);
    clock.advance(10_000);
    expect(ran).toEqual(['early', 'late']);
  });

  it('a cancelled run never happens', () => {
    const clock = createClock({ start: 0 });
    const run = vi.fn();
    const cancel = clock.schedule(10, run);
    cancel();
    clock.advance(100);
    expect(run).not.toHaveBeenCalled();
  });

  it('a live clock runs it when real time gets there, or earlier when advanced', () => {
    vi.useFakeTimers({ now: 5_000 });
    const clock = createClock();
    const byTime = vi.fn();
    const byAdvance = vi.fn();
    clock.schedule(5_000 + 30_000, byTime);
    clock.schedule(5_000 + 60_000, byAdvance);
    vi.advanceTimersByTime(29_999);
    expect(byTime).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(byTime).toHaveBeenCalledTimes(1);
    clock.advance(30_000);
    expect(byAdvance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(byTime).toHaveBeenCalledTimes(1);
    expect(byAdvance).toHaveBeenCalledTimes(1);
  });
});
