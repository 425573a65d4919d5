// Live values' announcements (docs/architecture.md "Live values", docs/decisions/022): after a mutation, a named
// topic is announced; this tab's subscribers refetch at once and every other tab of the same account hears it too,
// through a BroadcastChannel, or a storage event where there is none. Messages carry the account's uid, so a tab
// signed in as someone else ignores them.
import { user } from '../../state/session';

/**
 * What changed. `balance`: anything that moves the person's money (the top bar, wallet, availability);
 * `notifications`: their read state; `inbox`: chats read or written; `orders`: market orders placed or cancelled.
 */
export type LiveTopic = 'balance' | 'notifications' | 'inbox' | 'orders';

interface LiveMessage {
  uid: string;
  topic: LiveTopic;
  /** Makes every storage write a change, so the storage event fires even for the same topic twice. */
  nonce: string;
}

const CHANNEL_NAME = 'osb-live';
/** Ours, outside lib/storage's spec keys: a message, not a value; only the storage event reads it. */
export const LIVE_STORAGE_KEY = 'osb-live';
const TOPICS: readonly string[] = ['balance', 'notifications', 'inbox', 'orders'];

const subscribers: Record<LiveTopic, Set<() => void>> = {
  balance: new Set(),
  notifications: new Set(),
  inbox: new Set(),
  orders: new Set(),
};

let channel: BroadcastChannel | null = null;
let listening = false;

function deliver(topic: LiveTopic): void {
  for (const handler of [...subscribers[topic]]) {
    try {
      handler();
    } catch (error) {
      console.error('live: a subscriber failed', error);
    }
  }
}

function isLiveMessage(value: unknown): value is LiveMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { uid, topic } = value as Partial<LiveMessage>;
  return typeof uid === 'string' && typeof topic === 'string' && TOPICS.includes(topic);
}

/** Another tab's announcement: delivered here only when this tab is signed in as the same person. */
export function receive(message: unknown): void {
  if (!isLiveMessage(message)) return;
  if (message.uid !== user.peek()?.uid) return;
  deliver(message.topic);
}

function onStorage(event: StorageEvent): void {
  if (event.key !== LIVE_STORAGE_KEY || !event.newValue) return;
  try {
    receive(JSON.parse(event.newValue));
  } catch {
    // Not ours, or cut short: nothing to deliver.
  }
}

/** Opens the cross-tab transport once, the first time anything here is used. */
function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent) => receive(event.data);
  } else {
    window.addEventListener('storage', onStorage);
  }
}

function post(message: LiveMessage): void {
  if (channel) {
    channel.postMessage(message);
    return;
  }
  try {
    // A storage event reaches the other tabs only; the key is removed at once so nothing stays stored.
    localStorage.setItem(LIVE_STORAGE_KEY, JSON.stringify(message));
    localStorage.removeItem(LIVE_STORAGE_KEY);
  } catch {
    // Storage disabled: the other tabs catch up when they are shown again.
  }
}

/** Runs `handler` whenever `topic` is announced, here or in another tab of the same account; answers the unsubscribe. */
export function subscribe(topic: LiveTopic, handler: () => void): () => void {
  listen();
  subscribers[topic].add(handler);
  return () => subscribers[topic].delete(handler);
}

/** After a mutation: this tab's subscribers of `topic` refetch, and so do the other tabs of the same account. */
export function announce(topic: LiveTopic): void {
  listen();
  deliver(topic);
  const uid = user.peek()?.uid;
  if (uid) post({ uid, topic, nonce: `${Date.now()}-${Math.random().toString(36).slice(2, 8)}` });
}

/** Tests: closes the transport so the next use opens a fresh one. */
export function resetLiveTransport(): void {
  channel?.close();
  channel = null;
  if (listening && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  listening = false;
}
