// Optimistic sending: one at a time per conversation in typed order, retried with the same client id on a
// network failure (so a lost answer never duplicates), refused ones kept for a manual retry.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { createOutbox, isRetryable, retryDelay } from '../models/outbox';
import type { ChatMessage, SendMessageBody } from '../models/types';

/** A fake server: stores by (k) like the mock does, so a retried k is answered from the store. */
function fakeServer() {
  const stored: ChatMessage[] = [];
  const byK = new Map<string, ChatMessage>();
  let n = 0;
  const store = (body: SendMessageBody): ChatMessage => {
    const earlier = byK.get(body.k);
    if (earlier) return earlier;
    n += 1;
    const message: ChatMessage = {
      i: `m${String(n).padStart(11, '0')}`,
      m: body.m,
      s: 'd',
      t: n,
      u: 'u0000000001',
      c: 'abcdefghijkl',
      k: body.k,
    };
    stored.push(message);
    byK.set(body.k, message);
    return message;
  };
  return { stored, store };
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('outbox', () => {
  it('sends strictly in order even when the first request is the slowest', async () => {
    const server = fakeServer();
    const resolvers: Array<() => void> = [];
    const send = vi.fn(
      (body: SendMessageBody) =>
        new Promise<ChatMessage>((resolve) => {
          resolvers.push(() => resolve(server.store(body)));
        }),
    );
    const sent: string[] = [];
    const outbox = createOutbox({ send, onSent: (item) => sent.push(item.m), onFailed: () => undefined });
    for (const m of ['one', 'two', 'three']) outbox.enqueue('c1', { to: 'u0000000002', m, k: `key-${m}-xx` });
    // Only the head is in flight: nothing typed later can overtake it.
    expect(send).toHaveBeenCalledTimes(1);
    for (let step = 0; step < 3; step++) {
      resolvers[step]?.();
      await tick();
    }
    expect(sent).toEqual(['one', 'two', 'three']);
    expect(server.stored.map((m) => m.m)).toEqual(['one', 'two', 'three']);
  });

  it('retries a network failure with the same k after a backoff, keeping later messages behind it', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    let failNext = 2;
    const send = vi.fn(async (body: SendMessageBody) => {
      if (failNext > 0) {
        failNext -= 1;
        throw new ApiError(undefined, 0);
      }
      return server.store(body);
    });
    const failures: boolean[] = [];
    const outbox = createOutbox({ send, onSent: () => undefined, onFailed: (_item, _error, willRetry) => failures.push(willRetry) });
    outbox.enqueue('c1', { to: 'u0000000002', m: 'first', k: 'key-first-1' });
    outbox.enqueue('c1', { to: 'u0000000002', m: 'second', k: 'key-second-1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(retryDelay(1));
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(retryDelay(2));
    expect(send.mock.calls.map(([body]) => body.k)).toEqual(['key-first-1', 'key-first-1', 'key-first-1', 'key-second-1']);
    expect(failures).toEqual([true, true]);
    expect(server.stored.map((m) => m.m)).toEqual(['first', 'second']);
    vi.useRealTimers();
  });

  it('never duplicates when the request reached the server but the answer was lost', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    let loseAnswer = true;
    const send = vi.fn(async (body: SendMessageBody) => {
      const message = server.store(body);
      if (loseAnswer) {
        loseAnswer = false;
        throw new ApiError(undefined, 0);
      }
      return message;
    });
    const sent: ChatMessage[] = [];
    const outbox = createOutbox({ send, onSent: (_item, message) => sent.push(message), onFailed: () => undefined });
    outbox.enqueue('c1', { to: 'u0000000002', m: 'once', k: 'key-once-01' });
    await vi.advanceTimersByTimeAsync(retryDelay(1));
    expect(server.stored).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.i).toBe(server.stored[0]?.i);
    vi.useRealTimers();
  });

  it('retryNow skips the backoff (the connection is back)', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    let offline = true;
    const send = vi.fn(async (body: SendMessageBody) => {
      if (offline) throw new ApiError(undefined, 0);
      return server.store(body);
    });
    const outbox = createOutbox({ send, onSent: () => undefined, onFailed: () => undefined });
    outbox.enqueue('c1', { to: 'u0000000002', m: 'a', k: 'key-a-00001' });
    await vi.advanceTimersByTimeAsync(0);
    offline = false;
    outbox.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.stored).toHaveLength(1);
    expect(outbox.pendingOf('c1')).toEqual([]);
    vi.useRealTimers();
  });

  it('a refused message (4xx) waits for a manual retry while the rest go on; the retry keeps its k', async () => {
    const server = fakeServer();
    let refuse = true;
    const send = vi.fn(async (body: SendMessageBody) => {
      if (refuse && body.m === 'bad') throw new ApiError('Conversation not found', 404);
      return server.store(body);
    });
    const failed: Array<[string, boolean]> = [];
    const outbox = createOutbox({ send, onSent: () => undefined, onFailed: (item, _e, willRetry) => failed.push([item.m, willRetry]) });
    outbox.enqueue('c1', { to: 'u0000000002', m: 'bad', k: 'key-bad-001' });
    outbox.enqueue('c1', { to: 'u0000000002', m: 'good', k: 'key-good-01' });
    await tick();
    await tick();
    expect(failed).toEqual([['bad', false]]);
    expect(server.stored.map((m) => m.m)).toEqual(['good']);
    refuse = false;
    outbox.retry('key-bad-001');
    await tick();
    expect(server.stored.map((m) => m.k)).toEqual(['key-good-01', 'key-bad-001']);
  });

  it('queues of different conversations do not wait for each other', async () => {
    const server = fakeServer();
    const send = vi.fn((body: SendMessageBody) =>
      body.to === 'slow' ? new Promise<ChatMessage>(() => undefined) : Promise.resolve(server.store(body)),
    );
    const outbox = createOutbox({ send, onSent: () => undefined, onFailed: () => undefined });
    outbox.enqueue('c1', { to: 'slow', m: 'stuck', k: 'key-stuck-1' });
    outbox.enqueue('c2', { to: 'fast', m: 'quick', k: 'key-quick-1' });
    await tick();
    expect(server.stored.map((m) => m.m)).toEqual(['quick']);
  });
});

describe('what is unsent', () => {
  it('lists waiting items in their order, then refused ones, and reports every change', async () => {
    const server = fakeServer();
    const onChange = vi.fn();
    const send = vi.fn((body: SendMessageBody) =>
      body.m === 'refused' ? Promise.reject(new ApiError('No', 404)) : new Promise<ChatMessage>(() => undefined),
    );
    const outbox = createOutbox({ send, onSent: () => undefined, onFailed: () => undefined, onChange });
    outbox.enqueue('c1', { to: 'u2', m: 'refused', k: 'key-refused' }, 5);
    outbox.enqueue('c1', { to: 'u2', m: 'waiting', k: 'key-waiting' }, 6);
    await tick();
    expect(outbox.unsent()).toEqual([
      { queue: 'c1', to: 'u2', m: 'waiting', k: 'key-waiting', t: 6, failed: false },
      { queue: 'c1', to: 'u2', m: 'refused', k: 'key-refused', t: 5, failed: true },
    ]);
    // Two enqueues and one refusal.
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(server.stored).toEqual([]);
  });

  it('restores waiting items and sends them in order with their own k; refused ones wait for retry', async () => {
    const server = fakeServer();
    const send = vi.fn((body: SendMessageBody) => Promise.resolve(server.store(body)));
    const outbox = createOutbox({ send, onSent: () => undefined, onFailed: () => undefined });
    outbox.restore([
      { queue: 'c1', to: 'u2', m: 'first', k: 'key-first', t: 1, failed: false },
      { queue: 'c1', to: 'u2', m: 'second', k: 'key-second', t: 2, failed: false },
      { queue: 'c1', to: 'u2', m: 'refused', k: 'key-refused', t: 3, failed: true },
      // The same message twice (two tabs wrote it): sent once.
      { queue: 'c1', to: 'u2', m: 'first', k: 'key-first', t: 1, failed: false },
    ]);
    await tick();
    await tick();
    expect(server.stored.map((m) => m.k)).toEqual(['key-first', 'key-second']);
    expect(outbox.unsent().map((item) => [item.k, item.failed])).toEqual([['key-refused', true]]);
    outbox.retry('key-refused');
    await tick();
    expect(server.stored.map((m) => m.k)).toEqual(['key-first', 'key-second', 'key-refused']);
  });

  it('clear drops everything and its timers; the answer to a send already made is ignored', async () => {
    let answer: (message: ChatMessage) => void = () => undefined;
    const send = vi.fn(() => new Promise<ChatMessage>((resolve) => (answer = resolve)));
    const onSent = vi.fn();
    const outbox = createOutbox({ send, onSent, onFailed: () => undefined });
    outbox.enqueue('c1', { to: 'u2', m: 'in flight', k: 'key-flight' });
    outbox.enqueue('c1', { to: 'u2', m: 'behind it', k: 'key-behind' });
    outbox.clear();
    expect(outbox.unsent()).toEqual([]);
    answer({ i: 'm00000000001', m: 'in flight', s: 'd', t: 1, u: 'u1', c: 'c1', k: 'key-flight' });
    await tick();
    expect(onSent).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('retry rules', () => {
  it('retries network failures, timeouts, 429 and 5xx; not other 4xx', () => {
    expect(isRetryable(new ApiError(undefined, 0))).toBe(true);
    expect(isRetryable(new ApiError(undefined, 503))).toBe(true);
    expect(isRetryable(new ApiError(undefined, 429))).toBe(true);
    expect(isRetryable(new ApiError(undefined, 404))).toBe(false);
    expect(isRetryable(new ApiError(undefined, 409))).toBe(false);
    expect(isRetryable(new TypeError('fetch failed'))).toBe(true);
  });

  it('backs off from 1 s, doubling, to at most 10 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });
});
