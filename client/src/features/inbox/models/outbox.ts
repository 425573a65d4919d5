// Optimistic sending (issue: "pending, then sent, with retry on failure", order kept, idempotent). Each
// conversation has a queue sent strictly one at a time, so the server stores messages in the order they were
// typed even when a request is slow or the connection drops; every retry reuses the message's client id `k`,
// so a request that reached the server but whose answer was lost is answered from the store, never duplicated.
import { ApiError } from '../../../lib/api/errors';
import { SEND_RETRY_BASE_MS, SEND_RETRY_MAX_MS } from './constants';
import type { ChatMessage, SendMessageBody } from './types';

export interface OutboxItem extends SendMessageBody {
  /** Conversation key the item belongs to (its queue). */
  queue: string;
  attempts: number;
  /** When the person sent it (ms), shown beside it until the server's message replaces it. */
  t: number;
}

/** An item not yet acknowledged, as kept across reloads: waiting in its queue, or refused and waiting for retry(k). */
export interface UnsentItem {
  queue: string;
  to: string;
  m: string;
  k: string;
  t: number;
  failed: boolean;
  /** The message it replies to. */
  q?: string;
}

export interface OutboxDeps {
  send: (body: SendMessageBody) => Promise<ChatMessage>;
  onSent: (item: OutboxItem, message: ChatMessage) => void;
  /** willRetry false: the server refused it for good (a 4xx); it waits for retry(k). */
  onFailed: (item: OutboxItem, error: unknown, willRetry: boolean) => void;
  /** After any change to what is unsent (enqueued, acknowledged, refused, retried, restored, cleared). */
  onChange?: () => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface Outbox {
  enqueue(queue: string, body: SendMessageBody, t?: number): void;
  /** Sends a message that failed for good again (at the end of its queue, same k). */
  retry(k: string): void;
  /** Skips the backoff wait of every queue (the connection is back). */
  retryNow(): void;
  /** Items not yet acknowledged, per queue, in order. */
  pendingOf(queue: string): readonly OutboxItem[];
  /** Everything not yet acknowledged: each queue in order, then the refused ones. */
  unsent(): UnsentItem[];
  /** Takes back what unsent() gave (after a reload): waiting items are sent again, in order, with their own k. */
  restore(items: readonly UnsentItem[]): void;
  /** Drops everything held and every timer (another person signed in); a send in flight is not waited for. */
  clear(): void;
}

/** Network failures, timeouts, 429 and 5xx are worth retrying; any other 4xx will answer the same again. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export function retryDelay(attempts: number): number {
  return Math.min(SEND_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), SEND_RETRY_MAX_MS);
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const queues = new Map<string, OutboxItem[]>();
  const busy = new Set<string>();
  const timers = new Map<string, unknown>();
  const failed = new Map<string, OutboxItem>();

  const changed = (): void => deps.onChange?.();
  // Bumped by clear(): an answer to a send made before it belongs to items no longer held.
  let generation = 0;

  const pump = async (queue: string): Promise<void> => {
    if (busy.has(queue) || timers.has(queue)) return;
    const items = queues.get(queue);
    const head = items?.[0];
    if (!items || !head) return;
    busy.add(queue);
    head.attempts += 1;
    const sentIn = generation;
    try {
      const message = await deps.send({ to: head.to, m: head.m, k: head.k, ...(head.q ? { q: head.q } : {}) });
      if (sentIn !== generation) return;
      items.shift();
      busy.delete(queue);
      changed();
      deps.onSent(head, message);
    } catch (error) {
      if (sentIn !== generation) return;
      busy.delete(queue);
      if (isRetryable(error)) {
        // The head stays first: nothing typed after it may overtake it.
        deps.onFailed(head, error, true);
        timers.set(
          queue,
          setTimer(() => {
            timers.delete(queue);
            void pump(queue);
          }, retryDelay(head.attempts)),
        );
        return;
      }
      items.shift();
      failed.set(head.k, head);
      changed();
      deps.onFailed(head, error, false);
    }
    void pump(queue);
  };

  const push = (item: OutboxItem): void => {
    let items = queues.get(item.queue);
    if (!items) queues.set(item.queue, (items = []));
    items.push(item);
  };

  return {
    enqueue(queue, body, t = Date.now()) {
      push({ ...body, queue, attempts: 0, t });
      changed();
      void pump(queue);
    },
    retry(k) {
      const item = failed.get(k);
      if (!item) return;
      failed.delete(k);
      push(item);
      changed();
      void pump(item.queue);
    },
    retryNow() {
      for (const [queue, timer] of [...timers]) {
        clearTimer(timer);
        timers.delete(queue);
        void pump(queue);
      }
    },
    pendingOf: (queue) => [...(queues.get(queue) ?? [])],
    unsent() {
      const shape = (item: OutboxItem, isFailed: boolean): UnsentItem => ({
        queue: item.queue,
        to: item.to,
        m: item.m,
        k: item.k,
        t: item.t,
        failed: isFailed,
        ...(item.q ? { q: item.q } : {}),
      });
      return [...[...queues.values()].flat().map((item) => shape(item, false)), ...[...failed.values()].map((item) => shape(item, true))];
    },
    restore(items) {
      const held = new Set([...[...queues.values()].flat(), ...failed.values()].map((item) => item.k));
      const waiting = new Set<string>();
      for (const { queue, to, m, k, t, q, failed: isFailed } of items) {
        if (held.has(k)) continue;
        held.add(k);
        const item: OutboxItem = { queue, to, m, k, t, attempts: 0, ...(q ? { q } : {}) };
        if (isFailed) failed.set(k, item);
        else {
          push(item);
          waiting.add(queue);
        }
      }
      changed();
      for (const queue of waiting) void pump(queue);
    },
    clear() {
      generation += 1;
      for (const timer of timers.values()) clearTimer(timer);
      timers.clear();
      queues.clear();
      busy.clear();
      failed.clear();
      changed();
    },
  };
}
