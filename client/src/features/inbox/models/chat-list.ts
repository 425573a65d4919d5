// The chat list (spec section 3: conversations keyed by id with nid, t, last message l and unread count u),
// fetched with inbox/list in batches until one has fewer than 20 entries, from the user's stored last id.
import { batch, computed, signal } from '@preact/signals-react';
import { user } from '../../../state/session';
import { listInbox } from '../api/list-inbox';
import { INBOX_BATCH } from './constants';
import { readChats, readLastId, writeChats, writeLastId } from './inbox-cache';
import type { ChatListEntry, ChatMessage, ChatSummary, InboxBatch, MessagesChanged, ThreadMessage } from './types';
import { uidOfNid } from './validation';

export const chats = signal<Record<string, ChatSummary>>({}, { name: 'inboxChats' });
export const chatListStatus = signal<'idle' | 'loading' | 'ready' | 'error'>('idle', { name: 'inboxChatListStatus' });

/** Newest conversation first. */
export const sortedChats = computed(() =>
  Object.values(chats.value).sort((a, b) => b.t - a.t || (a.l.i < b.l.i ? 1 : a.l.i > b.l.i ? -1 : 0)),
);
export const unreadTotal = computed(() => Object.values(chats.value).reduce((sum, chat) => sum + chat.u, 0));

/** What a fetch brought: the conversations that changed, and whether any has a new message from someone else. */
export interface InboxNews {
  changed: ChatSummary[];
  incoming: boolean;
}

const newsListeners = new Set<(news: InboxNews) => void>();

export function onInboxNews(listener: (news: InboxNews) => void): () => void {
  newsListeners.add(listener);
  return () => newsListeners.delete(listener);
}

/**
 * Fetches batches from `startId` until one has fewer than INBOX_BATCH entries (spec sections 4 and 9); each next
 * batch starts after the last id of the one before. Answers the entries oldest first and the new last id.
 */
export async function fetchBatches(
  list: (id?: string) => Promise<InboxBatch>,
  startId?: string,
): Promise<{ entries: Array<[string, ChatListEntry]>; lastId: string | undefined }> {
  const entries: Array<[string, ChatListEntry]> = [];
  let id = startId;
  for (;;) {
    const batchEntries = Object.entries(await list(id)).sort(([, a], [, b]) => (a.data.i < b.data.i ? -1 : a.data.i > b.data.i ? 1 : 0));
    entries.push(...batchEntries);
    const last = batchEntries.at(-1)?.[1].data.i;
    if (last !== undefined) id = last;
    if (batchEntries.length < INBOX_BATCH) break;
  }
  return { entries, lastId: id };
}

export function summaryOf(id: string, entry: ChatListEntry): ChatSummary {
  const { data } = entry;
  const nid = entry.nid ?? data.n ?? '';
  const peer = entry.type === 'chat' ? uidOfNid(nid) : undefined;
  const name = entry.type === 'community' ? (data.n ?? nid) : (nid.split('-')[0] ?? data.n ?? '');
  return {
    id,
    type: entry.type,
    nid,
    name,
    ...(peer ? { peer } : {}),
    t: data.t,
    l: {
      i: data.i,
      m: data.m,
      s: data.s,
      t: data.t,
      u: data.u,
      ...(data.k ? { k: data.k } : {}),
      ...(data.e !== undefined ? { e: data.e } : {}),
      ...(data.d ? { d: true as const } : {}),
    },
    u: entry.unread ?? 0,
  };
}

let owner: string | null = null;

/** Loads the signed-in user's cached chat list (once per user). */
export function loadChatCacheOf(uid: string): void {
  if (owner === uid) return;
  owner = uid;
  chats.value = readChats(uid);
}

function save(): void {
  if (owner) writeChats(owner, chats.peek());
}

let running: Promise<void> | null = null;
let again = false;

async function runRefresh(list: (id?: string) => Promise<InboxBatch>): Promise<void> {
  const me = user.peek()?.uid;
  if (!me) return;
  loadChatCacheOf(me);
  const start = readLastId(me);
  chatListStatus.value = chatListStatus.peek() === 'ready' ? 'ready' : 'loading';
  const { entries, lastId } = await fetchBatches(list, start);
  // The account may have switched while the batches were in flight: drop what belongs to the other one.
  if (user.peek()?.uid !== me) return;
  const next = { ...chats.peek() };
  const changed: ChatSummary[] = [];
  let incoming = false;
  for (const [id, entry] of entries) {
    const before = next[id];
    const fetched = summaryOf(id, entry);
    // For the same last message, reading only moves forward: a fetch that left before another tab read the chat
    // (its answer arriving after that tab's news) must not bring the unread count back.
    const sameLast = before !== undefined && before.l.i === fetched.l.i;
    const summary: ChatSummary = sameLast
      ? { ...fetched, u: Math.min(before.u, fetched.u), l: before.l.s === 'r' ? { ...fetched.l, s: 'r' } : fetched.l }
      : fetched;
    const isNewer = !before || before.l.i < summary.l.i || before.l.i.startsWith('local:');
    // Only a message after the first load is news worth a sound; the first load of an empty cache is history.
    if (start !== undefined && isNewer && summary.l.u !== me) incoming = true;
    next[id] = summary;
    changed.push(summary);
  }
  batch(() => {
    chats.value = next;
    chatListStatus.value = 'ready';
  });
  if (lastId !== undefined) writeLastId(me, lastId);
  save();
  if (changed.length > 0) for (const listener of [...newsListeners]) listener({ changed, incoming });
}

/** Fetches what is new since the stored last id; calls made while one runs are folded into one more run. */
export function refreshInbox(list: (id?: string) => Promise<InboxBatch> = listInbox): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await runRefresh(list);
      } while (again);
    } catch (error) {
      chatListStatus.value = chatListStatus.peek() === 'ready' ? 'ready' : 'error';
      throw error;
    } finally {
      running = null;
    }
  })();
  return running;
}

/** Updates one row from what the client itself knows (its own sent message, a read, a conversation page). */
export function patchChat(id: string, patch: (current: ChatSummary | undefined) => ChatSummary | undefined): void {
  const current = chats.peek()[id];
  const next = patch(current);
  if (!next || next === current) return;
  chats.value = { ...chats.peek(), [id]: next };
  save();
}

/** Forgets everything in memory (sign-out, tests); the per-user cache stays for that user's next visit. */
export function clearChatList(): void {
  owner = null;
  batch(() => {
    chats.value = {};
    chatListStatus.value = 'idle';
  });
}

/** Realtime `{type: 'm'}` on the chat list: a row whose last message was edited, deleted or delivered shows it so. */
export function applyChangedToList(change: MessagesChanged): void {
  for (const message of change.messages)
    patchChat(change.c, (current) =>
      current && current.l.i === message.i ? { ...current, l: { ...current.l, ...lastMessageOf(message) } } : current,
    );
}

/** The fields of a server message a chat row's last message takes. */
function lastMessageOf(message: ChatMessage): ThreadMessage {
  const out: ThreadMessage = { i: message.i, m: message.m, s: message.s, t: message.t, u: message.u };
  if (message.e !== undefined) out.e = message.e;
  if (message.d) out.d = true;
  return out;
}
