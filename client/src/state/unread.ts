// Unread counts the frame shows (the rail's and list panel's Inbox and Notifications entries, the tab title): the
// inbox feature keeps them current, the shell only reads them (features never reach the shell, nor it them).
import { computed, signal } from '@preact/signals-react';

/** Chats with at least one unread message. */
export const unreadChats = signal(0, { name: 'unreadChats' });
/** Unread notifications (the notification list's `unread`). */
export const unreadNotifications = signal(0, { name: 'unreadNotifications' });
/** How many of those are "sent you a message" (`unreadMessages`): their chats are already among the unread chats. */
export const unreadMessageNotifications = signal(0, { name: 'unreadMessageNotifications' });
/** What the tab title counts: "(3) discover · app", a new sender's first message once (its chat, not its notice too). */
export const unreadTotal = computed(
  () => unreadChats.value + unreadNotifications.value - Math.min(unreadMessageNotifications.value, unreadNotifications.value),
);
