// The inbox side of the realtime protocol (spec section 4): `i` fetches the inbox list 3 s later and the open
// conversation's new messages at once, `x` refreshes the read states of the open conversation, `{type: 'm'}`
// applies edits, deletes and delivery receipts, a reconnect fetches what was missed and flushes waiting sends,
// news from others plays a sound, and `connectionLost` drives the offline banner. (Reads in the account's other
// tabs: other-tabs.ts.)
import { computed, effect, signal } from '@preact/signals-react';
import { connectRealtime, onJsonFrame, onTextFrame, realtimeStatus, type TextFrame } from '../../../lib/api/socket';
import { user } from '../../../state/session';
import { applyChangedToList, chats, clearChatList, onInboxNews, refreshInbox, type InboxNews } from './chat-list';
import { clearContacts, loadContacts } from './contacts';
import { conversations, whenConversationsLoad, type ConversationHooks } from './conversation-hooks';
import { INBOX_FETCH_DELAY_MS } from './constants';
import { readOutbox } from './inbox-cache';
import { loadDrafts } from './drafts';
import { acknowledge } from './receipts';
import { playIncomingSound } from './sound';
import { newestServerId } from './thread';
import type { MessagesChanged } from './types';

/** True from a lost connection until the socket is open again. */
export const connectionLost = signal(false, { name: 'inboxConnectionLost' });
export const browserOffline = signal(typeof navigator !== 'undefined' && navigator.onLine === false, { name: 'inboxBrowserOffline' });
/** The offline banner shows while the socket is lost or the browser says it is offline. */
export const showOfflineBanner = computed(() => connectionLost.value || browserOffline.value);

let fetchTimer: ReturnType<typeof setTimeout> | null = null;

function fetchQuietly(): void {
  refreshInbox().catch(() => {
    // A failed fetch is retried by the next `i` or reconnect; the list keeps what it has.
  });
}

/** Spec section 4: "'i' triggers an inbox fetch after 3s"; several `i` within those 3 s make one fetch. */
export function scheduleInboxFetch(): void {
  if (fetchTimer) return;
  fetchTimer = setTimeout(() => {
    fetchTimer = null;
    fetchQuietly();
  }, INBOX_FETCH_DELAY_MS);
}

/** Spec section 4: "'x' sets state s to r" — the open conversation re-reads its newest page's states. */
function onRead(): void {
  const c = conversations();
  const id = c?.activeConversation.peek();
  const model = id ? c?.conversationById(id) : undefined;
  if (c && model) void c.catchUp(model);
}

/** The open conversation's catch-up in flight, and whether another `i` came while it ran (one more then follows). */
let catchingUp: Promise<void> | null = null;
let catchUpAgain = false;

/**
 * The conversation on screen reads its new messages as soon as `i` arrives (spec section 4's 3 s wait is for the
 * inbox list fetch; a person looking at the chat should not wait for it), then marks them read.
 */
function catchUpActive(): void {
  const c = conversations();
  const id = c?.activeConversation.peek();
  const model = id ? c?.conversationById(id) : undefined;
  if (!c || !model) return;
  if (catchingUp) {
    catchUpAgain = true;
    return;
  }
  catchingUp = c
    .catchUp(model)
    .then(() => c.markSeen(model))
    .finally(() => {
      catchingUp = null;
      if (catchUpAgain) {
        catchUpAgain = false;
        catchUpActive();
      }
    });
}

export function handleInboxFrame(frame: TextFrame): void {
  if (frame === 'i') {
    scheduleInboxFetch();
    catchUpActive();
  } else if (frame === 'x') onRead();
}

function isMessagesChanged(data: unknown): data is MessagesChanged {
  return (
    typeof data === 'object' &&
    data !== null &&
    'c' in data &&
    typeof data.c === 'string' &&
    'messages' in data &&
    Array.isArray(data.messages)
  );
}

/** Realtime `{type: 'm'}`: messages edited, deleted or delivered. */
export function handleChangedFrame(data: unknown): void {
  if (!isMessagesChanged(data)) return;
  const c = conversations();
  if (c) c.applyChanged(data);
  else applyChangedToList(data);
}

/** After a fetch: open conversations with newer messages catch up (and are marked read if on screen). */
export function handleNews(news: InboxNews): void {
  if (news.incoming) void playIncomingSound();
  const me = user.peek()?.uid;
  for (const summary of news.changed) {
    // This device has the newest message now: its sender sees "Entregue" (the open conversation acknowledges its own).
    acknowledge(summary.id, [summary.l], me);
    const c = conversations();
    const model = c?.conversationById(summary.id);
    if (!c || !model) continue;
    const shown = newestServerId(model.messages.peek());
    if (shown === undefined || shown < summary.l.i) {
      void c.catchUp(model).then(() => c.markSeen(model));
    }
  }
}

/** After a reconnect: everything that may have happened while the socket was down. */
export function resync(): void {
  const c = conversations();
  c?.flushOutbox();
  fetchQuietly();
  for (const model of c?.loadedConversations() ?? []) void c?.catchUp(model).then(() => c.markSeen(model));
}

/**
 * Sends left waiting by an earlier visit go out on sign-in; their code is loaded for them only when there are some.
 * Once loaded (here or by the conversation page), it is told whose waiting sends are whose.
 */
function restoreWaitingSends(uid: string): void {
  const c = conversations();
  if (c) c.restoreOutbox(uid);
  else if (readOutbox(uid).length > 0) void import('./conversation');
}

let started = false;

/** Starts the inbox's realtime handling once (idempotent): socket, frames, first fetch, catch-up on reconnect. */
export function startInbox(): void {
  if (started) return;
  started = true;
  connectRealtime();
  onTextFrame(handleInboxFrame);
  onJsonFrame('m', handleChangedFrame);
  onInboxNews(handleNews);

  let lost = false;
  effect(() => {
    const status = realtimeStatus.value;
    if (status === 'closed' && user.peek()) {
      lost = true;
      connectionLost.value = true;
    } else if (status === 'open') {
      connectionLost.value = false;
      if (lost) {
        lost = false;
        resync();
      }
    }
  });

  let signedIn: string | null = null;
  whenConversationsLoad((c: ConversationHooks) => {
    if (signedIn) c.restoreOutbox(signedIn);
  });
  effect(() => {
    const me = user.value;
    const uid = me && !me.todo ? me.uid : null;
    if (uid === signedIn) return;
    if (signedIn !== null) {
      conversations()?.clearConversations();
      clearChatList();
      clearContacts();
    }
    signedIn = uid;
    loadDrafts(uid);
    if (uid) {
      restoreWaitingSends(uid);
      fetchQuietly();
      loadContacts().catch(() => undefined);
    }
  });

  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => {
      browserOffline.value = false;
      conversations()?.flushOutbox();
      fetchQuietly();
    });
    window.addEventListener('offline', () => {
      browserOffline.value = true;
    });
    document.addEventListener('visibilitychange', () => {
      const c = conversations();
      const id = c?.activeConversation.peek();
      const model = id ? c?.conversationById(id) : undefined;
      if (c && model && document.visibilityState === 'visible') void c.markSeen(model);
    });
  }
}

/** Unread messages across the chat list (for badges). */
export const inboxUnread = computed(() => Object.values(chats.value).reduce((sum, chat) => sum + chat.u, 0));
