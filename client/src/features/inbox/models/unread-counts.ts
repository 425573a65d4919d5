// Keeps the frame's unread counts (state/unread.ts) current wherever the signed-in person is: chats with unread
// messages follow the chat list; unread notifications are asked for on sign-in, on every realtime `i` (news for
// this person: a message, a mention, a like…), when the tab is shown again, and when this or another tab reads
// notifications or a chat (lib/live `notifications`, `inbox`). Several `i` in a burst (20 messages) make one request.
// The message notifications among them are kept apart, so the tab title counts a new sender's message once.
import { batch, effect } from '@preact/signals-react';
import { watch } from '../../../lib/live/announce';
import { user } from '../../../state/session';
import { unreadChats, unreadMessageNotifications, unreadNotifications } from '../../../state/unread';
import { listNotifications } from '../api/list-notifications';
import { chats } from './chat-list';

/** A burst of `i` frames waits this long for the last of them. */
export const UNREAD_FETCH_DELAY_MS = 400;

let timer: ReturnType<typeof setTimeout> | undefined;
/** Answers that left before a later request are dropped, so an old count never overwrites a newer one. */
let asked = 0;

export async function refreshUnreadNotifications(): Promise<void> {
  const ask = ++asked;
  const uid = user.peek()?.uid;
  if (!uid || user.peek()?.todo) return;
  const { unread, unreadMessages = 0 } = await listNotifications(undefined, 1);
  if (ask !== asked || user.peek()?.uid !== uid) return;
  batch(() => {
    unreadNotifications.value = unread;
    unreadMessageNotifications.value = unreadMessages;
  });
}

function scheduleRefresh(): void {
  clearTimeout(timer);
  timer = setTimeout(() => void refreshUnreadNotifications().catch(() => undefined), UNREAD_FETCH_DELAY_MS);
}

let started = false;

/** Starts keeping the counts (idempotent); the main platform's area starts it with the inbox. */
export function startUnreadCounts(): void {
  if (started) return;
  started = true;
  effect(() => {
    unreadChats.value = Object.values(chats.value).filter((chat) => chat.u > 0).length;
  });
  let signedIn: string | null = null;
  effect(() => {
    const me = user.value;
    const uid = me && !me.todo ? me.uid : null;
    if (uid === signedIn) return;
    signedIn = uid;
    unreadNotifications.value = 0;
    unreadMessageNotifications.value = 0;
    if (uid) scheduleRefresh();
  });
  // A chat read (here or in another tab) reads its message notification on the server too.
  watch(['notifications', 'inbox'], scheduleRefresh);
}
