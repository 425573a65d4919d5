// One conversation's screen state (issue "Conversation"): resolves /inbox/{uid} (a user uid or a conversation
// id), loads the newest page, older pages on demand, catches up after news or a reconnect, sends through the
// outbox optimistically (a reply quoting another message too), edits and deletes the person's own messages, applies
// the others' edits, deletes and delivery receipts as they arrive, acknowledges receipt of the others' messages, and
// marks read while the person is looking at it.
import { batch, signal, type Signal } from '@preact/signals-react';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { randomId } from '../../../lib/random-id';
import { user } from '../../../state/session';
import { getHistory } from '../api/get-history';
import { markRead } from '../api/mark-read';
import { announce } from '../../../lib/live/announce';
import { sendMessage } from '../api/send-message';
import { applyChangedToList, patchChat, chats } from './chat-list';
import { registerConversations } from './conversation-hooks';
import { HISTORY_PAGE } from './constants';
import { readOutbox, writeOutbox } from './inbox-cache';
import { createOutbox, type OutboxItem } from './outbox';
import { acknowledge, clearReceipts } from './receipts';
import { LOCAL_PREFIX, isLocal, mergeMessages, newestServerId, oldestServerId } from './thread';
import type { ChatMessage, ConversationPage, ConversationType, MessagesChanged, QuotedMessage, ThreadMessage } from './types';

/** Pages read per catch-up when many messages were missed (openapi.yaml HistoryQuery.limit maximum). */
const CATCH_UP_PAGE = 100;

export interface ConversationInfo {
  c: string;
  type: ConversationType;
  name: string;
  nid: string;
  peer?: string;
  description: string;
  members: number;
  /** The reader created this community (so cannot report it). */
  mine: boolean;
  /** Staff restricted this community: it can be read, not sent to or added to. */
  restricted: boolean;
}

export interface ConversationModel {
  key: string;
  info: Signal<ConversationInfo | null>;
  messages: Signal<ThreadMessage[]>;
  /** 'missing': the address names no conversation the API knows (404). */
  status: Signal<'loading' | 'ready' | 'error' | 'missing'>;
  error: Signal<string | null>;
  hasOlder: Signal<boolean>;
  loadingOlder: Signal<boolean>;
  unread: Signal<number>;
  /** The first message the person had not read when they opened the conversation (the unread divider). */
  unreadFrom: Signal<string | null>;
}

const byKey = new Map<string, ConversationModel>();
const byId = new Map<string, ConversationModel>();

/** The resolved id of the conversation on screen (set by the page while mounted). */
export const activeConversation = signal<string | null>(null, { name: 'inboxActiveConversation' });

function createModel(key: string): ConversationModel {
  return {
    key,
    info: signal<ConversationInfo | null>(null),
    messages: signal<ThreadMessage[]>([]),
    status: signal<'loading' | 'ready' | 'error' | 'missing'>('loading'),
    error: signal<string | null>(null),
    hasOlder: signal(false),
    loadingOlder: signal(false),
    unread: signal(0),
    unreadFrom: signal<string | null>(null),
  };
}

/** The model for an /inbox/{uid} segment; a uid and its chat id end up sharing one model once resolved. */
export function conversationFor(key: string): ConversationModel {
  let model = byKey.get(key) ?? byId.get(key);
  if (!model) {
    model = createModel(key);
    byKey.set(key, model);
  }
  return model;
}

export function conversationById(id: string): ConversationModel | undefined {
  return byId.get(id);
}

/** Loaded conversations (for catch-up after a reconnect). */
export function loadedConversations(): ConversationModel[] {
  return [...new Set(byId.values())];
}

function infoOf(page: ConversationPage): ConversationInfo {
  return {
    c: page.c,
    type: page.type,
    name: page.name,
    nid: page.nid,
    ...(page.peer ? { peer: page.peer } : {}),
    description: page.description,
    members: page.members,
    mine: page.mine ?? false,
    restricted: page.restricted ?? false,
  };
}

function applyMessages(model: ConversationModel, incoming: readonly ChatMessage[]): void {
  model.messages.value = mergeMessages(model.messages.peek(), incoming);
  const id = model.info.peek()?.c;
  if (id) acknowledge(id, incoming, user.peek()?.uid);
  const newest = model.messages
    .peek()
    .filter((m) => !isLocal(m))
    .at(-1);
  if (!id || !newest) return;
  // Keep the chat list's last message (and its state) in step with what the conversation shows.
  patchChat(id, (current) => (current && current.l.i <= newest.i ? { ...current, t: Math.max(current.t, newest.t), l: newest } : current));
}

/** Loads the newest page (first open) and registers the resolved id. */
export async function loadConversation(model: ConversationModel): Promise<void> {
  model.status.value = model.info.peek() ? 'ready' : 'loading';
  try {
    const page = await getHistory({ c: model.info.peek()?.c ?? model.key, limit: HISTORY_PAGE });
    const existing = byId.get(page.c);
    if (existing && existing !== model) {
      // This uid names a chat already open under its id: share that model.
      byKey.set(model.key, existing);
      await catchUp(existing);
      return;
    }
    byId.set(page.c, model);
    batch(() => {
      model.info.value = infoOf(page);
      if (model.messages.peek().length === 0) model.hasOlder.value = page.more;
      model.unread.value = page.unread;
      applyMessages(model, page.messages);
      showUnsent(model, page.c);
      model.status.value = 'ready';
      model.error.value = null;
    });
  } catch (error) {
    batch(() => {
      model.error.value = errorMessage(error);
      if (!model.info.peek()) model.status.value = error instanceof ApiError && error.status === 404 ? 'missing' : 'error';
    });
  }
}

/** Loads the page before the oldest loaded message (scrolling up). */
export async function loadOlder(model: ConversationModel): Promise<void> {
  const info = model.info.peek();
  const before = oldestServerId(model.messages.peek());
  if (!info || !before || !model.hasOlder.peek() || model.loadingOlder.peek()) return;
  model.loadingOlder.value = true;
  try {
    const page = await getHistory({ c: info.c, before, limit: HISTORY_PAGE });
    batch(() => {
      model.hasOlder.value = page.more;
      applyMessages(model, page.messages);
    });
  } catch (error) {
    model.error.value = errorMessage(error);
  } finally {
    model.loadingOlder.value = false;
  }
}

/**
 * The person left the conversation: only its newest page stays loaded (and what is still being sent), the older
 * pages scrolled up to are let go and load again when scrolled to. Without this every conversation kept every page
 * read, and every message that arrived, for the whole session (the long-session bench).
 */
export function keepNewestPage(model: ConversationModel): void {
  const messages = model.messages.peek();
  const server = messages.filter((m) => !isLocal(m));
  if (server.length <= HISTORY_PAGE) return;
  const oldestKept = server[server.length - HISTORY_PAGE];
  const from = oldestKept ? messages.indexOf(oldestKept) : 0;
  batch(() => {
    model.messages.value = messages.slice(from);
    model.hasOlder.value = true;
  });
}

/**
 * Fetches every message after the newest one shown, then the newest page again for read states: what a
 * reconnect, an `i` or an `x` may have changed. Merging by id keeps each message exactly once.
 */
export async function catchUp(model: ConversationModel): Promise<void> {
  const info = model.info.peek();
  if (!info) return loadConversation(model);
  try {
    for (let after = newestServerId(model.messages.peek()); after !== undefined;) {
      const page = await getHistory({ c: info.c, after, limit: CATCH_UP_PAGE });
      applyMessages(model, page.messages);
      model.unread.value = page.unread;
      after = page.more ? newestServerId(model.messages.peek()) : undefined;
    }
    const newest = await getHistory({ c: info.c, limit: HISTORY_PAGE });
    batch(() => {
      // What may have changed besides messages: members, and a restriction staff set or lifted.
      model.info.value = infoOf(newest);
      model.unread.value = newest.unread;
      applyMessages(model, newest.messages);
      model.error.value = null;
    });
  } catch (error) {
    model.error.value = errorMessage(error);
  }
}

/** A message quoted as it reads now (a deleted one keeps no text). */
export function quoteOf(message: ThreadMessage): QuotedMessage {
  return {
    i: message.i,
    m: message.d ? '' : message.m,
    u: message.u,
    ...(message.n ? { n: message.n } : {}),
    ...(message.d ? { d: true } : {}),
  };
}

/**
 * Realtime `{type: 'm'}`: the others' edits, deletes and delivery receipts (and this person's from another tab)
 * replace the messages shown, and quotes of them follow; the chat list's last message too.
 */
export function applyChanged(change: MessagesChanged): void {
  const model = byId.get(change.c);
  if (model) {
    batch(() => {
      applyMessages(model, change.messages);
      const changed = new Map(change.messages.map((m) => [m.i, m]));
      model.messages.value = model.messages.peek().map((m) => {
        const source = m.q ? changed.get(m.q.i) : undefined;
        return source && m.q ? { ...m, q: { ...m.q, m: source.d ? '' : source.m, ...(source.d ? { d: true as const } : {}) } } : m;
      });
    });
  }
  applyChangedToList(change);
}

let reading = new Set<string>();

/** Marks the conversation read when it is on screen and has something of the others unread. */
export async function markSeen(model: ConversationModel): Promise<void> {
  const info = model.info.peek();
  const me = user.peek()?.uid;
  if (!info || !me || activeConversation.peek() !== info.c) return;
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
  const unseen = model.messages.peek().some((m) => m.u !== me && !isLocal(m) && m.s !== 'r');
  if (!unseen && model.unread.peek() === 0 && (chats.peek()[info.c]?.u ?? 0) === 0) return;
  if (reading.has(info.c)) return;
  reading.add(info.c);
  try {
    const state = await markRead(info.c);
    batch(() => {
      model.unread.value = state.unread;
      model.messages.value = model.messages
        .peek()
        .map((m) => (m.u !== me && !isLocal(m) && m.s !== 'r' && (!state.i || m.i <= state.i) ? { ...m, s: 'r' } : m));
      patchChat(info.c, (current) =>
        current ? { ...current, u: state.unread, l: current.l.u !== me ? { ...current.l, s: 'r' } : current.l } : current,
      );
    });
    // The other tabs of this account show the chat's unread count too.
    announce('inbox');
  } catch {
    // Reading is retried on the next news or the next visit; nothing to tell the person.
  } finally {
    reading.delete(info.c);
  }
}

/** Whose messages the outbox holds; its unsent ones are kept under that user (inbox-cache.ts). */
let outboxOwner: string | null = null;
/** Client ids this page has held for the owner. Stored ones it never held are another tab's and stay stored. */
let heldHere = new Set<string>();

const outbox = createOutbox({
  send: sendMessage,
  onChange() {
    if (!outboxOwner) return;
    const unsent = outbox.unsent();
    for (const item of unsent) heldHere.add(item.k);
    writeOutbox(outboxOwner, [...readOutbox(outboxOwner).filter((item) => !heldHere.has(item.k)), ...unsent]);
  },
  onSent(item: OutboxItem, message: ChatMessage) {
    const model = byId.get(item.queue);
    if (model) applyMessages(model, [message]);
    else if (message.c)
      patchChat(message.c, (current) =>
        current ? { ...current, t: message.t, l: { i: message.i, m: message.m, s: message.s, t: message.t, u: message.u } } : current,
      );
  },
  onFailed(item: OutboxItem, error: unknown, willRetry: boolean) {
    const model = byId.get(item.queue);
    if (!model) return;
    // A message refused for good says why (a suspension, a conversation left): retrying would not help.
    const refused = (m: ThreadMessage): ThreadMessage => ({ ...m, s: 'f', why: errorMessage(error) });
    const waiting = ({ why: _why, ...m }: ThreadMessage): ThreadMessage => ({ ...m, s: 'p' });
    model.messages.value = model.messages.peek().map((m) => (m.i === LOCAL_PREFIX + item.k ? (willRetry ? waiting(m) : refused(m)) : m));
  },
});

/** Sends text optimistically: shown at once as pending, delivered in typed order, never twice; `replyTo` is quoted. */
export function sendText(model: ConversationModel, text: string, replyTo?: ThreadMessage): boolean {
  const info = model.info.peek();
  const me = user.peek()?.uid;
  const m = text.trim();
  if (!info || !me || m.length === 0) return false;
  const t = Date.now();
  const k = `${t.toString(36)}-${randomId(12)}`;
  const q = replyTo && !isLocal(replyTo) ? replyTo : undefined;
  model.messages.value = [...model.messages.peek(), { i: LOCAL_PREFIX + k, m, s: 'p', t, u: me, k, ...(q ? { q: quoteOf(q) } : {}) }];
  // A direct chat is addressed by the other person's uid, so its first message creates it.
  outbox.enqueue(info.c, { to: info.peer ?? info.c, m, k, ...(q ? { q: q.i } : {}) }, t);
  return true;
}

/**
 * What this user typed and no server acknowledged before the page was last closed: waiting messages are sent
 * again in their order with their own client id (so one that did arrive is not stored twice), refused ones wait
 * for a retry. Called when a user's inbox starts; another user's messages are put away first, never sent.
 */
export function restoreOutbox(uid: string): void {
  if (outboxOwner === uid) return;
  outboxOwner = null;
  outbox.clear();
  heldHere = new Set();
  outboxOwner = uid;
  outbox.restore(readOutbox(uid));
}

/** The unsent messages of a conversation, shown as the person left them (unless the server already has them). */
function showUnsent(model: ConversationModel, queue: string): void {
  const me = user.peek()?.uid;
  if (!me || outboxOwner !== me) return;
  const shown = new Set(model.messages.peek().flatMap((message) => (message.k ? [message.k] : [])));
  const missing: ThreadMessage[] = outbox
    .unsent()
    .filter((item) => item.queue === queue && !shown.has(item.k))
    .map((item) => ({ i: LOCAL_PREFIX + item.k, m: item.m, s: item.failed ? 'f' : 'p', t: item.t, u: me, k: item.k }));
  if (missing.length > 0) model.messages.value = [...model.messages.peek(), ...missing];
}

/** Sends a message the server refused again (the same client id, at the end of the queue). */
export function retrySend(model: ConversationModel, k: string): void {
  const now = Date.now();
  model.messages.value = [
    ...model.messages.peek().filter((m) => m.i !== LOCAL_PREFIX + k),
    ...model.messages
      .peek()
      .filter((m) => m.i === LOCAL_PREFIX + k)
      .map(({ why: _why, ...m }) => ({ ...m, s: 'p' as const, t: now })),
  ];
  outbox.retry(k);
}

/** The connection is back: retry waiting sends at once instead of after their backoff. */
export function flushOutbox(): void {
  outbox.retryNow();
}

/** Forgets every conversation (sign-out, account switch, tests). */
export function clearConversations(): void {
  // The unsent messages stay stored under their author, for when they sign in again.
  outboxOwner = null;
  outbox.clear();
  byKey.clear();
  byId.clear();
  reading = new Set();
  clearReceipts();
  activeConversation.value = null;
}

// The realtime wiring reaches these through conversation-hooks.ts, so it does not load this module itself.
registerConversations({
  activeConversation,
  applyChanged,
  catchUp,
  clearConversations,
  conversationById,
  flushOutbox,
  loadedConversations,
  markSeen,
  restoreOutbox,
});
