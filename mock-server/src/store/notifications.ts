// Notifications per user (messages, mentions, follows, challenges, comments and likes on one's posts, moderation
// notices, report outcomes) with read state, newest first.
import type { components } from '../../../contracts/api/schema.d.ts';

export type Notification = components['schemas']['Notification'];
export type NotificationType = Notification['type'];

/** Page size of notification/list when the client names none. */
export const NOTIFICATION_PAGE = 50;

export interface NotificationInput {
  type: NotificationType;
  text: string;
  /** Who it is from. */
  u?: string;
  n?: string;
  /** The community (mention: where it was written; message: the one the user was added to). */
  where?: string;
  /** Mention, comment: the message, post or comment, as `excerptOf` shortens it. */
  excerpt?: string;
  /** Challenge: the stake in OSBT. */
  amount?: number;
  /** Moderation: what staff did; report: the outcome. */
  action?: Notification['action'];
  targetType?: Notification['targetType'];
  reason?: Notification['reason'];
  note?: string;
  until?: number;
  /** Domain: the domain that expires soon, and in how many days. */
  domain?: string;
  days?: Notification['days'];
  autoRenew?: boolean;
  link?: string;
  t: number;
  /** Collapses repeats: an unread notification with the same key is replaced rather than added (one per chat). */
  key?: string;
}

export interface NotificationsRepo {
  add(uid: string, input: NotificationInput, read?: boolean): Notification;
  /**
   * Adds it unless one with the same `once` key was ever added for the user (read or not): a like says so once per
   * person and post, however often they unlike and like again. Null when it was already said.
   */
  addOnce(uid: string, once: string, input: NotificationInput): Notification | null;
  /** Newest first, older than `before` when given. */
  list(uid: string, before?: string, limit?: number): { items: Notification[]; unread: number; unreadMessages: number; more: boolean };
  /** Marks the user's notifications with these ids read; ids that are not the user's are ignored. */
  markRead(uid: string, ids: readonly string[]): number;
  /** Marks the user's unread notification collapsed under `key` read (a chat read to its end: its "sent you a message"). */
  markKeyRead(uid: string, key: string): void;
  unread(uid: string): number;
  /** How many of the unread are message notifications (the chat list counts those chats already). */
  unreadMessages(uid: string): number;
  reset(): void;
}

interface Stored {
  notification: Notification;
  key: string | undefined;
}

export const notificationId = (n: number): string => `n${String(n).padStart(11, '0')}`;

/** openapi.yaml Notification.excerpt: at most 140 characters. */
export const EXCERPT_MAX = 140;

/**
 * A message as a notification quotes it: on one line, at most EXCERPT_MAX characters (code points, as the
 * schema counts them, so an emoji is never cut in half), ending in "…" when it was cut.
 */
export function excerptOf(message: string): string {
  const chars = Array.from(message.replace(/\s+/g, ' ').trim());
  return chars.length <= EXCERPT_MAX ? chars.join('') : `${chars.slice(0, EXCERPT_MAX - 1).join('')}…`;
}

export function createNotificationsRepo(): NotificationsRepo {
  let byUser = new Map<string, Stored[]>();
  let said = new Set<string>();
  let counter = 0;

  const listOf = (uid: string): Stored[] => {
    let list = byUser.get(uid);
    if (!list) byUser.set(uid, (list = []));
    return list;
  };
  const unread = (uid: string): number => (byUser.get(uid) ?? []).filter((s) => !s.notification.read).length;
  const unreadMessages = (uid: string): number =>
    (byUser.get(uid) ?? []).filter((s) => !s.notification.read && s.notification.type === 'message').length;

  const repo: NotificationsRepo = {
    add(uid, input, read = false) {
      const list = listOf(uid);
      if (input.key !== undefined) {
        const index = list.findIndex((s) => s.key === input.key && !s.notification.read);
        if (index !== -1) list.splice(index, 1);
      }
      counter += 1;
      const notification: Notification = { id: notificationId(counter), type: input.type, text: input.text, t: input.t, read };
      if (input.u !== undefined) notification.u = input.u;
      if (input.n !== undefined) notification.n = input.n;
      if (input.where !== undefined) notification.where = input.where;
      if (input.excerpt !== undefined) notification.excerpt = input.excerpt;
      if (input.amount !== undefined) notification.amount = input.amount;
      if (input.link !== undefined) notification.link = input.link;
      if (input.domain !== undefined) notification.domain = input.domain;
      if (input.days !== undefined) notification.days = input.days;
      if (input.autoRenew !== undefined) notification.autoRenew = input.autoRenew;
      if (input.action !== undefined) notification.action = input.action;
      if (input.targetType !== undefined) notification.targetType = input.targetType;
      if (input.reason !== undefined) notification.reason = input.reason;
      if (input.note !== undefined) notification.note = input.note;
      if (input.until !== undefined) notification.until = input.until;
      // Ids increase, so the list stays ordered by id (newest last) and `before` is a plain comparison.
      list.push({ notification, key: input.key });
      return notification;
    },
    addOnce(uid, once, input) {
      const id = `${uid} ${once}`;
      if (said.has(id)) return null;
      said.add(id);
      return repo.add(uid, input);
    },
    list(uid, before, limit = NOTIFICATION_PAGE) {
      const all = byUser.get(uid) ?? [];
      const older = before === undefined ? all : all.filter((s) => s.notification.id < before);
      const page = older.slice(-limit).reverse();
      return {
        items: page.map((s) => ({ ...s.notification })),
        unread: unread(uid),
        unreadMessages: unreadMessages(uid),
        more: older.length > limit,
      };
    },
    markRead(uid, ids) {
      const wanted = new Set(ids);
      for (const stored of byUser.get(uid) ?? []) if (wanted.has(stored.notification.id)) stored.notification.read = true;
      return unread(uid);
    },
    markKeyRead(uid, key) {
      for (const stored of byUser.get(uid) ?? []) if (stored.key === key) stored.notification.read = true;
    },
    unread,
    unreadMessages,
    reset() {
      byUser = new Map();
      said = new Set();
      counter = 0;
    },
  };
  return repo;
}
