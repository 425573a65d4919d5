// Live values (docs/architecture.md "Live values", docs/decisions/022): after a mutation a named topic is announced;
// this tab's subscribers refetch at once and every other tab of the same account hears it too (a BroadcastChannel,
// or a storage event where there is none; messages carry the uid, so a tab signed in as someone else ignores them).
// `watch` is the core of staying current; screens use it through useLive (use-live.ts). Small on purpose: it loads
// with every signed-in page.
import { onTextFrame } from '../api/socket';
import { user } from '../../state/session';

/**
 * What changed. `balance`: anything that moves the person's money (the top bar, wallet, availability);
 * `notifications`: their read state; `inbox`: a chat read (a message written reaches every tab as the realtime
 * `i`); `orders`: market orders placed, cancelled or returned; `cart`: the market cart changed.
 */
export type LiveTopic = 'balance' | 'notifications' | 'inbox' | 'orders' | 'cart';

/** The BroadcastChannel's name, and the storage key of the fallback (a message, never a stored value). */
export const LIVE_KEY = 'osb-live';

const subscribers = new Map<string, Set<() => void>>();
let channel: BroadcastChannel | null = null;
let listening = false;

/** Subscribers never throw (watch catches its reload's failure), so one never keeps the others stale. */
function deliver(topic: string): void {
  subscribers.get(topic)?.forEach((handler) => handler());
}

/** Another tab's announcement: delivered here only when this tab is signed in as the same person. */
export function receive(message: unknown): void {
  const { uid, topic } = (message ?? {}) as { uid?: unknown; topic?: string };
  if (uid && uid === user.peek()?.uid) deliver(String(topic));
}

function onStorage(event: StorageEvent): void {
  if (event.key !== LIVE_KEY || !event.newValue) return;
  try {
    receive(JSON.parse(event.newValue));
  } catch {
    // Cut short or not ours: nothing to deliver.
  }
}

/** Opens the cross-tab transport the first time anything here is used. */
function listen(): void {
  if (listening) return;
  listening = true;
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(LIVE_KEY);
    channel.onmessage = (event: MessageEvent) => receive(event.data);
  } else addEventListener('storage', onStorage);
}

/** Runs `handler` whenever `topic` is announced, here or in another tab of the same account; answers the unsubscribe. */
export function subscribe(topic: LiveTopic, handler: () => void): () => void {
  listen();
  let set = subscribers.get(topic);
  if (!set) subscribers.set(topic, (set = new Set()));
  set.add(handler);
  return () => set.delete(handler);
}

/** After a mutation: this tab's subscribers of `topic` refetch, and so do the other tabs of the same account. */
export function announce(topic: LiveTopic): void {
  listen();
  deliver(topic);
  const message = { uid: user.peek()?.uid, topic };
  if (!message.uid) return;
  if (channel) return channel.postMessage(message);
  try {
    // The storage event reaches the other tabs only; removing the key at once leaves nothing stored (and makes the
    // next write of the same message a change again, so it fires too).
    localStorage.setItem(LIVE_KEY, JSON.stringify(message));
    localStorage.removeItem(LIVE_KEY);
  } catch {
    // Storage disabled: the other tabs catch up when they are shown again.
  }
}

/**
 * The core of staying current: `reload` runs when one of `topics` is announced (here or in another tab), on a
 * realtime `i` (something changed for this user on the server: a payment received, an order moved, a staff
 * answer) and when the tab is shown again. Answers the stop. Screens use useLive (use-live.ts), which adds the
 * poll and keeps one reload at a time; the top bar's balance uses this directly, which is all it needs.
 */
export function watch(topics: LiveTopic | readonly LiveTopic[], reload: () => unknown): () => void {
  // The executor calls reload now and turns a throw into a rejection; a failed refetch waits for the next signal.
  const run = (): void => void new Promise((resolve) => resolve(reload())).catch(() => undefined);
  const onVisible = () => document.visibilityState !== 'hidden' && run();
  const stops = [topics].flat().map((topic) => subscribe(topic, run));
  stops.push(onTextFrame((frame) => frame === 'i' && run()));
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stops.forEach((stop) => stop());
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Tests: closes the transport so the next use opens a fresh one. */
export function resetLiveTransport(): void {
  channel?.close();
  channel = null;
  removeEventListener('storage', onStorage);
  listening = false;
}
