// The slow-call counters behind the shell's progress bar: nothing for a quick call, a bar after a second, words after
// six, and both gone once the call settles, answered or failed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anySlowCall, anyStillWaiting, SLOW_AFTER_MS, STILL_WAITING_MS, trackCall } from '../slow-calls';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function deferred(): { promise: Promise<string>; resolve: () => void; reject: () => void } {
  let resolve!: () => void;
  let reject!: () => void;
  const promise = new Promise<string>((ok, fail) => {
    resolve = () => ok('answer');
    reject = () => fail(new Error('cut'));
  });
  return { promise, resolve, reject };
}

describe('slow calls', () => {
  it('shows nothing for a call answered within a second', async () => {
    const call = deferred();
    void trackCall(call.promise);
    await vi.advanceTimersByTimeAsync(SLOW_AFTER_MS - 1);
    call.resolve();
    await vi.advanceTimersByTimeAsync(STILL_WAITING_MS);
    expect(anySlowCall.value).toBe(false);
    expect(anyStillWaiting.value).toBe(false);
  });

  it('counts a call as slow after a second and as still waiting after six, until it settles', async () => {
    const call = deferred();
    void trackCall(call.promise);
    await vi.advanceTimersByTimeAsync(SLOW_AFTER_MS);
    expect(anySlowCall.value).toBe(true);
    expect(anyStillWaiting.value).toBe(false);
    await vi.advanceTimersByTimeAsync(STILL_WAITING_MS - SLOW_AFTER_MS);
    expect(anyStillWaiting.value).toBe(true);
    call.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(anySlowCall.value).toBe(false);
    expect(anyStillWaiting.value).toBe(false);
  });

  it('stays on while any slow call is pending, and a failed call ends it like an answered one', async () => {
    const first = deferred();
    const second = deferred();
    void trackCall(first.promise).catch(() => null);
    void trackCall(second.promise);
    await vi.advanceTimersByTimeAsync(SLOW_AFTER_MS);
    first.reject();
    await vi.advanceTimersByTimeAsync(0);
    expect(anySlowCall.value).toBe(true);
    second.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(anySlowCall.value).toBe(false);
  });

  it('hands the call back untouched', async () => {
    await expect(trackCall(Promise.resolve('answer'))).resolves.toBe('answer');
  });
});
