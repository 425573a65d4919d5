// The inbox side of the realtime protocol (spec section 4): `i` fetches the inbox 3 s later, `x` refreshes the
// read states of the open conversation, a reconnect fetches what was missed and flushes waiting sends, news
// from others plays a sound, and `connectionLost` drives the offline banner. (Reads in the account's other tabs:
// other-tabs.ts.)
import { computed, effect, signal } from '@preact/signals-react';
import { connectRealtime, onTextFrame, realtimeStatus, type TextFrame } from '../../../lib/api/socket';
import { user } from '../../../state/session';
import { chats, clearChatList, onInboxNews, refreshInbox, type InboxNews } from './chat-list';
import { clearContacts, loadContacts } from './contacts';
import {
  activeConversation,
  catchUp,
  clearConversations,
  conversationById,
  flushOutbox,
  loadedConversations,
  markSeen,
  restoreOutbox,
} from './conversation';
import { INBOX_FETCH_DELAY_MS } from './constants';
import { playIncomingSound } from './sound';
import { newestServerId } from './thread';

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
  const id = activeConversation.peek();
  const model = id ? conversationById(id) : undefined;
  if (model) void catchUp(model);
}

export function handleInboxFrame(frame: TextFrame): void {
  if (frame === 'i') scheduleInboxFetch();
  else if (frame === 'x') onRead();
}

/** After a fetch: open conversations with newer messages catch up (and are marked read if on screen). */
export function handleNews(news: InboxNews): void {
  if (news.incoming) void playIncomingSound();
  for (const summary of news.changed) {
    const model = conversationById(summary.id);
    if (!model) continue;
    const shown = newestServerId(model.messages.peek());
    if (shown === undefined || shown < summary.l.i) {
      void catchUp(model).then(() => markSeen(model));
    }
  }
}

/** After a reconnect: everything that may have happened while the socket was down. */
export function resync(): void {
  flushOutbox();
  fetchQuietly();
  for (const model of loadedConversations()) void catchUp(model).then(() => markSeen(model));
}

let started = false;

/** Starts the inbox's realtime handling once (idempotent): socket, frames, first fetch, catch-up on reconnect. */
export function startInbox(): void {
  if (started) return;
  started = true;
  connectRealtime();
  onTextFrame(handleInboxFrame);
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
  effect(() => {
    const me = user.value;
    const uid = me && !me.todo ? me.uid : null;
    if (uid === signedIn) return;
    if (signedIn !== null) {
      clearConversations();
      clearChatList();
      clearContacts();
    }
    signedIn = uid;
    if (uid) {
      restoreOutbox(uid);
      fetchQuietly();
      loadContacts().catch(() => undefined);
    }
  });

  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => {
      browserOffline.value = false;
      flushOutbox();
      fetchQuietly();
    });
    window.addEventListener('offline', () => {
      browserOffline.value = true;
    });
    document.addEventListener('visibilitychange', () => {
      const id = activeConversation.peek();
      const model = id ? conversationById(id) : undefined;
      if (model && document.visibilityState === 'visible') void markSeen(model);
    });
  }
}

/** Unread messages across the chat list (for badges). */
export const inboxUnread = computed(() => Object.values(chats.value).reduce((sum, chat) => sum + chat.u, 0));
