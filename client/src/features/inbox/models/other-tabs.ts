// The chat list across tabs (lib/live's 'inbox'): a chat read in another tab of the same account clears its unread
// count here. The inbox fetch brings only newer messages, so the read state comes from the cache that tab wrote.
// Only the chat list on screen listens (its component), so nothing of this loads with pages that show no list.
import { subscribe } from '../../../lib/live/announce';
import { STORAGE_KEYS } from '../../../lib/storage';
import { user } from '../../../state/session';
import { chats, refreshInbox } from './chat-list';
import { readChats } from './inbox-cache';

/** Takes the stored row of every chat whose last message is the one we show (the other tab's read state). */
export function adoptStoredChats(): void {
  const me = user.peek()?.uid;
  if (!me) return;
  const stored = readChats(me);
  const next = { ...chats.peek() };
  for (const [id, row] of Object.entries(next)) if (stored[id]?.l.i === row.l.i) next[id] = stored[id];
  chats.value = next;
}

/**
 * Follows the account's other tabs until the returned stop: their reads, then anything newer from the server.
 *
 * The other tab's announcement can arrive before its write to the stored chats is visible here (Chromium hands
 * local storage to other tabs' processes on its own schedule): the list then adopted the old row and kept its
 * unread count. The storage event comes once the write is visible, so the rows are adopted again then.
 */
export function followOtherTabs(): () => void {
  const stop = subscribe('inbox', () => {
    adoptStoredChats();
    refreshInbox().catch(() => {
      // The next `i` or reconnect fetches again; the list keeps what it has.
    });
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.chats) adoptStoredChats();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stop();
    window.removeEventListener('storage', onStorage);
  };
}
