// Conversations (direct chats and communities), their messages, read state, idempotent sends, and the batched
// inbox listing. Direct chat ids are derived from the pair of uids, so /inbox/{uid} and the chat id meet.
import { createHash } from 'node:crypto';
import { conflict, forbidden, notFound, unprocessable } from '../lib/errors.ts';
import type { Prng } from '../lib/prng.ts';
import type { ChatListEntry, ChatMessage, ChatState } from '../lib/types.ts';
import { seedNotifications } from '../seed/inbox.ts';
import { createNotificationsRepo, type NotificationsRepo } from './notifications.ts';
import { nidOf, type UsersRepo } from './users.ts';

/** Spec section 9: the inbox is fetched in batches of 20; fewer means there is no more. */
export const INBOX_BATCH = 20;
/** Spec section 9: conversation ids are 12 characters for a direct chat, 14 for a community. */
export const CHAT_ID_LENGTH = 12;
export const COMMUNITY_ID_LENGTH = 14;
/** Page size of inbox/history when the client names none. */
export const HISTORY_PAGE = 50;

const UID_PATTERN = /^u[0-9a-z]{10}$/;

export interface StoredMessage {
  /** Increasing over the whole inbox: the cursor of inbox/list and inbox/history. */
  i: string;
  m: string;
  s: ChatState;
  t: number;
  u: string;
  /** The sender's client message id (idempotency key), when it sent one. */
  k?: string;
  /** The id of the message (same conversation) this one replies to. */
  q?: string;
  /** When its author last edited it. */
  e?: number;
  /** Deleted by its author: `m` is emptied, the row stays so replies and ids keep their place. */
  d?: true;
}

export interface Conversation {
  id: string;
  type: 'chat' | 'community';
  /** Community name; empty for a chat. */
  name: string;
  description: string;
  members: string[];
  createdBy: string;
  createdAt: number;
  messages: StoredMessage[];
  /** Per member: the newest message id they have read. */
  lastRead: Map<string, string>;
}

/** What a chat target (a uid or a conversation id) names for a user. */
export interface Resolved {
  id: string;
  conversation: Conversation | undefined;
  /** The other person of a direct chat. */
  peer: string | undefined;
}

export interface SendResult {
  message: StoredMessage;
  conversation: Conversation;
  /** True when the same client message id was sent before: nothing new was stored. */
  replay: boolean;
}

export interface HistoryPage {
  messages: StoredMessage[];
  more: boolean;
}

export interface InboxRepo {
  get(id: string): Conversation | undefined;
  /** Adds a conversation with its own id (seeding, or a new chat). */
  insert(input: Omit<Conversation, 'messages' | 'lastRead'>): Conversation;
  /** Stores a message. A message stored as read (`r`, the seed) counts as read by every member. */
  addMessage(conversationId: string, uid: string, text: string, at: number, state?: ChatState, k?: string): StoredMessage;
  /**
   * The scaled seed's bulk write: a message everyone has read (`r`), appended without moving read marks (the seed
   * sets them once per conversation afterwards).
   */
  appendRead(conversation: Conversation, uid: string, text: string, at: number): void;
  /** A new community with the creator as its only member and a first message, so it shows in the inbox. */
  createCommunity(uid: string, name: string, description: string, at: number): Conversation;
  /** The user's conversations whose newest message id is after `afterId`, oldest first, at most `limit`. */
  list(uid: string, afterId?: string, limit?: number): Record<string, ChatListEntry>;
  /** Conversation ids the user belongs to. */
  conversationsOf(uid: string): string[];
  /** A uid (direct chat) or conversation id, for this user; 404 when it is not theirs or does not exist. */
  resolve(uid: string, target: string): Resolved;
  /** Sends idempotently by (sender, k): a repeat answers the stored message. */
  send(uid: string, target: string, text: string, k: string, at: number, q?: string): SendResult;
  /** The message with this id in the conversation; 404 when there is none. */
  message(conversation: Conversation, id: string): StoredMessage;
  /** Where a message is, by its id alone (ids are unique over the whole inbox); staff's reports name only the message. */
  locate(id: string): { conversation: Conversation; message: StoredMessage } | undefined;
  /** The public shape of a stored message (with the message it replies to, as that one reads now). */
  view(conversation: Conversation, message: StoredMessage): ChatMessage;
  /** Changes the text of the author's own message (403 for anyone else, 409 once deleted). */
  edit(conversation: Conversation, uid: string, id: string, text: string, at: number): StoredMessage;
  /** Deletes the author's own message for everyone (403 for anyone else); idempotent. */
  remove(conversation: Conversation, uid: string, id: string): StoredMessage;
  /** The user's device has the others' messages up to `upTo`: those still `s` become `d`; answers them and their senders. */
  markReceived(conversation: Conversation, uid: string, upTo: string): { changed: StoredMessage[]; senders: string[] };
  /** Newest page, older than `before`, or newer than `after`; oldest first. */
  history(conversation: Conversation, opts: { before?: string; after?: string; limit?: number }): HistoryPage;
  /** Messages of the others the user has not read. */
  unread(conversation: Conversation, uid: string): number;
  /** Marks read up to `upTo` (default: all); answers the senders whose messages became `r` and the read id. */
  markRead(conversation: Conversation, uid: string, upTo?: string): { readers: string[]; senders: string[]; lastRead: string | undefined };
  /** Adds members to a community (already members are skipped); answers the members. */
  addMembers(conversation: Conversation, uids: readonly string[]): string[];
  notifications: NotificationsRepo;
  reset(): void;
}

export const messageId = (n: number): string => `m${String(n).padStart(11, '0')}`;

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The 12-character id of the direct chat between two users: the same for both orders of the pair, starting
 * with a letter (as every conversation id does). Both /inbox/{uid} and the chat list's id lead to it.
 */
export function directChatId(a: string, b: string): string {
  const [x, y] = a < b ? [a, b] : [b, a];
  const digest = createHash('sha256').update(`${x}|${y}`).digest();
  let out = LETTERS[(digest[0] ?? 0) % LETTERS.length] ?? 'a';
  for (let index = 1; out.length < CHAT_ID_LENGTH; index++) out += ALPHABET[(digest[index] ?? 0) % ALPHABET.length] ?? '0';
  return out;
}

/** The first index whose id is greater than `id` (messages are sorted by id). */
function indexAfter(messages: readonly StoredMessage[], id: string): number {
  let lo = 0;
  let hi = messages.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((messages[mid]?.i ?? '') <= id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first index whose id is `id` or greater. */
function indexFrom(messages: readonly StoredMessage[], id: string): number {
  const after = indexAfter(messages, id);
  return messages[after - 1]?.i === id ? after - 1 : after;
}

export function createInboxRepo(deps: { users: UsersRepo; rng: () => Prng }): InboxRepo {
  let conversations = new Map<string, Conversation>();
  let membership = new Map<string, Set<string>>();
  /** `${sender}|${k}` → where the message went, so a retried send answers the stored message. */
  let sentByKey = new Map<string, { conversationId: string; messageId: string }>();
  let lastMessage = 0;
  const notifications = createNotificationsRepo();

  /**
   * uid → their conversations that have a message, oldest last message first: the chat list (list()) reads a page from
   * it by binary search instead of sorting every conversation of the person (ada has 5,000 at SEED_SCALE=100). Built
   * on a person's first list() and kept from then on; a message always becomes the newest of the whole inbox, so its
   * conversation moves to the end.
   */
  let listOrder = new Map<string, Conversation[]>();
  const lastId = (conversation: Conversation): string => conversation.messages.at(-1)?.i ?? '';

  /** The first index of `list` whose last message id is greater than `id` (`except`'s last id taken as `exceptId`). */
  const orderAfter = (list: readonly Conversation[], id: string, except?: Conversation, exceptId = ''): number => {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const item = list[mid];
      const key = item === except ? exceptId : item ? lastId(item) : '';
      if (key <= id) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  const orderOf = (uid: string): Conversation[] => {
    let list = listOrder.get(uid);
    if (!list) {
      list = [];
      for (const id of membership.get(uid) ?? []) {
        const conversation = conversations.get(id);
        if (conversation && conversation.messages.length > 0) list.push(conversation);
      }
      list.sort((a, b) => (lastId(a) < lastId(b) ? -1 : lastId(a) > lastId(b) ? 1 : 0));
      listOrder.set(uid, list);
    }
    return list;
  };

  /** A message was appended to `conversation` (its last id was `previous`): it moves to the end of its members' lists. */
  const touched = (conversation: Conversation, previous: string | undefined): void => {
    if (listOrder.size === 0) return;
    for (const uid of conversation.members) {
      const list = listOrder.get(uid);
      if (!list) continue;
      if (previous !== undefined) {
        const at = orderAfter(list, previous, conversation, previous) - 1;
        if (list[at] === conversation) list.splice(at, 1);
      }
      list.push(conversation);
    }
  };

  const join = (uid: string, conversationId: string): void => {
    let set = membership.get(uid);
    if (!set) membership.set(uid, (set = new Set()));
    set.add(conversationId);
    const conversation = conversations.get(conversationId);
    const list = listOrder.get(uid);
    if (list && conversation && conversation.messages.length > 0 && !list.includes(conversation)) {
      list.splice(orderAfter(list, lastId(conversation)), 0, conversation);
    }
  };

  const newId = (length: number): string => {
    for (;;) {
      const id = deps.rng().id(length);
      if (!conversations.has(id)) return id;
    }
  };

  const nameOf = (uid: string): string => deps.users.get(uid)?.userName ?? '';
  const peerOf = (conversation: Conversation, uid: string): string | undefined =>
    conversation.type === 'chat' ? conversation.members.find((m) => m !== uid) : undefined;

  const unread = (conversation: Conversation, uid: string): number => {
    const read = conversation.lastRead.get(uid) ?? '';
    let count = 0;
    // Newest first, stopping at the read mark: O(unread), not O(conversation) (one chat holds 10,000 messages).
    for (let index = conversation.messages.length - 1; index >= 0; index--) {
      const message = conversation.messages[index];
      if (!message || message.i <= read) break;
      if (message.u !== uid) count += 1;
    }
    return count;
  };

  const find = (conversation: Conversation, id: string): StoredMessage | undefined => {
    const message = conversation.messages[indexFrom(conversation.messages, id)];
    return message?.i === id ? message : undefined;
  };

  const view = (conversation: Conversation, message: StoredMessage): ChatMessage => {
    const out: ChatMessage = { i: message.i, m: message.m, s: message.s, t: message.t, u: message.u };
    if (message.k !== undefined) out.k = message.k;
    if (message.e !== undefined) out.e = message.e;
    if (message.d) out.d = true;
    const quoted = message.q === undefined ? undefined : find(conversation, message.q);
    if (quoted) {
      out.q = { i: quoted.i, m: quoted.m, u: quoted.u, n: nameOf(quoted.u) };
      if (quoted.d) out.q.d = true;
    }
    return out;
  };

  const repo: InboxRepo = {
    get: (id) => conversations.get(id),
    insert(input) {
      if (conversations.has(input.id)) throw new Error(`Duplicate conversation ${input.id}`);
      const expected = input.type === 'chat' ? CHAT_ID_LENGTH : COMMUNITY_ID_LENGTH;
      if (input.id.length !== expected) throw new Error(`A ${input.type} id has ${expected} characters: ${input.id}`);
      const conversation: Conversation = { ...input, members: [...input.members], messages: [], lastRead: new Map() };
      conversations.set(conversation.id, conversation);
      for (const uid of conversation.members) join(uid, conversation.id);
      return conversation;
    },
    addMessage(conversationId, uid, text, at, state = 'd', k) {
      const conversation = conversations.get(conversationId);
      if (!conversation) throw new Error(`No conversation ${conversationId}`);
      lastMessage += 1;
      const message: StoredMessage = { i: messageId(lastMessage), m: text, s: state, t: at, u: uid };
      if (k !== undefined) message.k = k;
      const previous = conversation.messages.at(-1)?.i;
      conversation.messages.push(message);
      touched(conversation, previous);
      // The sender has read their own message; a message stored as read has been read by everyone.
      const readers = state === 'r' ? conversation.members : [uid];
      for (const reader of readers) conversation.lastRead.set(reader, message.i);
      return message;
    },
    appendRead(conversation, uid, text, at) {
      lastMessage += 1;
      const previous = conversation.messages.at(-1)?.i;
      conversation.messages.push({ i: messageId(lastMessage), m: text, s: 'r', t: at, u: uid });
      touched(conversation, previous);
    },
    createCommunity(uid, name, description, at) {
      const conversation = repo.insert({
        id: newId(COMMUNITY_ID_LENGTH),
        type: 'community',
        name,
        description,
        members: [uid],
        createdBy: uid,
        createdAt: at,
      });
      repo.addMessage(conversation.id, uid, `Created ${name}`, at);
      return conversation;
    },
    list(uid, afterId, limit = INBOX_BATCH) {
      const order = orderOf(uid);
      const start = afterId === undefined ? 0 : orderAfter(order, afterId);
      const out: Record<string, ChatListEntry> = {};
      for (const conversation of order.slice(start, start + limit)) {
        const last = conversation.messages.at(-1);
        if (!last) continue;
        const peer = peerOf(conversation, uid);
        const peerUser = peer === undefined ? undefined : deps.users.get(peer);
        const name = conversation.type === 'community' ? conversation.name : nameOf(last.u);
        out[conversation.id] = {
          type: conversation.type,
          nid: conversation.type === 'community' ? conversation.name : ((peerUser && nidOf(peerUser)) ?? ''),
          unread: unread(conversation, uid),
          data: { ...view(conversation, last), c: conversation.id, n: name },
        };
      }
      return out;
    },
    conversationsOf: (uid) => [...(membership.get(uid) ?? [])],
    resolve(uid, target) {
      if (UID_PATTERN.test(target)) {
        if (target === uid) throw unprocessable('inbox.chatSelf');
        if (!deps.users.get(target)) throw notFound('inbox.userNotFound');
        const id = directChatId(uid, target);
        return { id, conversation: conversations.get(id), peer: target };
      }
      const conversation = conversations.get(target);
      // Not a member reads exactly like no such conversation: its existence is not leaked.
      if (!conversation || !conversation.members.includes(uid)) throw notFound('inbox.conversationNotFound');
      return { id: conversation.id, conversation, peer: peerOf(conversation, uid) };
    },
    send(uid, target, text, k, at, q) {
      const resolved = repo.resolve(uid, target);
      const key = `${uid}|${k}`;
      const earlier = sentByKey.get(key);
      if (earlier) {
        const conversation = conversations.get(earlier.conversationId);
        const message = conversation?.messages[indexAfter(conversation.messages, earlier.messageId) - 1];
        if (conversation && message && message.i === earlier.messageId) {
          if (conversation.id !== resolved.id || message.m !== text) {
            throw conflict('inbox.messageIdReused');
          }
          return { message, conversation, replay: true };
        }
      }
      let conversation = resolved.conversation;
      if (q !== undefined && (!conversation || !find(conversation, q))) throw unprocessable('inbox.replyNotFound');
      if (!conversation) {
        // The first message of a direct chat creates it.
        conversation = repo.insert({
          id: resolved.id,
          type: 'chat',
          name: '',
          description: '',
          members: [uid, resolved.peer ?? ''],
          createdBy: uid,
          createdAt: at,
        });
      }
      // Sent: the server has it; it becomes delivered when a recipient's device says so (markReceived).
      const message = repo.addMessage(conversation.id, uid, text, at, 's', k);
      if (q !== undefined) message.q = q;
      sentByKey.set(key, { conversationId: conversation.id, messageId: message.i });
      return { message, conversation, replay: false };
    },
    history(conversation, { before, after, limit = HISTORY_PAGE }) {
      const all = conversation.messages;
      if (after !== undefined) {
        const start = indexAfter(all, after);
        return { messages: all.slice(start, start + limit), more: all.length > start + limit };
      }
      const end = before === undefined ? all.length : indexFrom(all, before);
      const start = Math.max(0, end - limit);
      return { messages: all.slice(start, end), more: start > 0 };
    },
    message(conversation, id) {
      const message = find(conversation, id);
      if (!message) throw notFound('inbox.messageNotFound');
      return message;
    },
    locate(id) {
      for (const conversation of conversations.values()) {
        const message = find(conversation, id);
        if (message) return { conversation, message };
      }
      return undefined;
    },
    view,
    edit(conversation, uid, id, text, at) {
      const message = repo.message(conversation, id);
      if (message.u !== uid) throw forbidden('inbox.notAuthor');
      if (message.d) throw conflict('inbox.messageGone');
      if (message.m !== text) {
        message.m = text;
        message.e = at;
      }
      return message;
    },
    remove(conversation, uid, id) {
      const message = repo.message(conversation, id);
      if (message.u !== uid) throw forbidden('inbox.notAuthor');
      // The text leaves the server: nothing of it is answered again, to anyone.
      message.m = '';
      message.d = true;
      delete message.e;
      return message;
    },
    markReceived(conversation, uid, upTo) {
      const changed: StoredMessage[] = [];
      const senders = new Set<string>();
      // Newest first from `upTo`, stopping at the first message already past `s`: states only move forward, in order.
      for (let index = indexAfter(conversation.messages, upTo) - 1; index >= 0; index--) {
        const message = conversation.messages[index];
        if (!message) break;
        if (message.u === uid) continue;
        if (message.s !== 's') break;
        message.s = 'd';
        changed.unshift(message);
        senders.add(message.u);
      }
      return { changed, senders: [...senders] };
    },
    unread,
    markRead(conversation, uid, upTo) {
      const newest = conversation.messages.at(-1)?.i;
      const target = upTo === undefined || (newest !== undefined && upTo > newest) ? newest : upTo;
      const previous = conversation.lastRead.get(uid) ?? '';
      if (target === undefined || target <= previous) return { readers: [], senders: [], lastRead: previous || undefined };
      conversation.lastRead.set(uid, target);
      const senders = new Set<string>();
      const end = indexAfter(conversation.messages, target);
      for (let index = end - 1; index >= 0; index--) {
        const message = conversation.messages[index];
        if (!message || message.i <= previous) break;
        if (message.u !== uid && message.s !== 'r') {
          message.s = 'r';
          senders.add(message.u);
        }
      }
      return { readers: [uid], senders: [...senders], lastRead: target };
    },
    addMembers(conversation, uids) {
      const newest = conversation.messages.at(-1)?.i;
      for (const uid of uids) {
        if (conversation.members.includes(uid)) continue;
        conversation.members.push(uid);
        join(uid, conversation.id);
        // A new member starts with nothing unread: the history before them is not news.
        if (newest !== undefined) conversation.lastRead.set(uid, newest);
      }
      return [...conversation.members];
    },
    notifications,
    reset() {
      conversations = new Map();
      membership = new Map();
      listOrder = new Map();
      sentByKey = new Map();
      lastMessage = 0;
      notifications.reset();
      for (const [uid, input, read] of seedNotifications()) notifications.add(uid, input, read);
    },
  };
  return repo;
}
