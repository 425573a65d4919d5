// Notifications at /inbox/notification: messages, mentions, follows and challenges with read state; marking read
// is announced (lib/live) so the account's other tabs refetch; the frame's count (state/unread) follows both.
import { batch, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { announce } from '../../../lib/live/announce';
import { unreadMessageNotifications, unreadNotifications } from '../../../state/unread';
import { listNotifications } from '../api/list-notifications';
import { markNotificationsRead } from '../api/mark-notifications-read';
import type { Notification } from './types';

export const notifications = signal<Notification[]>([], { name: 'inboxNotifications' });
export const notificationsUnread = signal(0, { name: 'inboxNotificationsUnread' });
export const notificationsStatus = signal<'idle' | 'loading' | 'ready' | 'error'>('idle', { name: 'inboxNotificationsStatus' });
export const notificationsError = signal<string | null>(null, { name: 'inboxNotificationsError' });
export const notificationsMore = signal(false, { name: 'inboxNotificationsMore' });

export async function loadNotifications(more = false): Promise<void> {
  const before = more ? notifications.peek().at(-1)?.id : undefined;
  if (!more) notificationsStatus.value = notifications.peek().length > 0 ? 'ready' : 'loading';
  try {
    const page = await listNotifications(before);
    batch(() => {
      const known = more ? notifications.peek() : [];
      const ids = new Set(known.map((n) => n.id));
      notifications.value = [...known, ...page.items.filter((n) => !ids.has(n.id))];
      notificationsUnread.value = page.unread;
      unreadNotifications.value = page.unread;
      unreadMessageNotifications.value = page.unreadMessages ?? 0;
      notificationsMore.value = page.more;
      notificationsStatus.value = 'ready';
      notificationsError.value = null;
    });
  } catch (error) {
    batch(() => {
      notificationsError.value = errorMessage(error);
      if (notifications.peek().length === 0) notificationsStatus.value = 'error';
    });
  }
}

export async function markNotificationsSeen(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const wanted = new Set(ids);
  const { unread, unreadMessages = 0 } = await markNotificationsRead([...ids]);
  batch(() => {
    notifications.value = notifications.peek().map((n) => (wanted.has(n.id) ? { ...n, read: true } : n));
    notificationsUnread.value = unread;
    unreadNotifications.value = unread;
    unreadMessageNotifications.value = unreadMessages;
  });
  announce('notifications');
}
