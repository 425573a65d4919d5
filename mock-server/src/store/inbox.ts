// Conversations (direct chats and communities), their messages, and the batched inbox listing.
import type { Prng } from '../lib/prng.ts';
import type { ChatListEntry, ChatState } from '../lib/types.ts';
import type { UsersRepo } from './users.ts';

/** Spec section 9: the inbox is fetched in batches of 20; fewer means there is no more. */
export const INBOX_BATCH = 20;
/** Spec section 9: conversation ids are 12 characters for a direct chat, 14 for a community. */
export const CHAT_ID_LENGTH = 12;
export const COMMUNITY_ID_LENGTH = 14;

export interface StoredMessage {
  /** Increasing over the whole inbox: the cursor of inbox/list. */
  i: string;
  m: string;
  s: ChatState;
  t: number;
  u: string;
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
}

export interface InboxRepo {
  get(id: string): Conversation | undefined;
  /** Adds a conversation with its own id (seeding, or a new chat). */
  insert(input: Omit<Conversation, 'messages'>): Conversation;
  addMessage(conversationId: string, uid: string, text: string, at: number, state?: ChatState): StoredMessage;
  /** A new community with the creator as its only member and a first message, so it shows in the inbox. */
  createCommunity(uid: string, name: string, description: string, at: number): Conversation;
  /** The user's conversations whose newest message id is after `afterId`, oldest first, at most `limit`. */
  list(uid: string, afterId?: string, limit?: number): Record<string, ChatListEntry>;
  /** Conversation ids the user belongs to. */
  conversationsOf(uid: string): string[];
  reset(): void;
}

export const messageId = (n: number): string => `m${String(n).padStart(11, '0')}`;

export function createInboxRepo(deps: { users: UsersRepo; rng: () => Prng }): InboxRepo {
  let conversations = new Map<string, Conversation>();
  let membership = new Map<string, Set<string>>();
  let lastMessage = 0;

  const join = (uid: string, conversationId: string): void => {
    let set = membership.get(uid);
    if (!set) membership.set(uid, (set = new Set()));
    set.add(conversationId);
  };

  const newId = (length: number): string => {
    for (;;) {
      const id = deps.rng().id(length);
      if (!conversations.has(id)) return id;
    }
  };

  const repo: InboxRepo = {
    get: (id) => conversations.get(id),
    insert(input) {
      if (conversations.has(input.id)) throw new Error(`Duplicate conversation ${input.id}`);
      const expected = input.type === 'chat' ? CHAT_ID_LENGTH : COMMUNITY_ID_LENGTH;
      if (input.id.length !== expected) throw new Error(`A ${input.type} id has ${expected} characters: ${input.id}`);
      const conversation: Conversation = { ...input, members: [...input.members], messages: [] };
      conversations.set(conversation.id, conversation);
      for (const uid of conversation.members) join(uid, conversation.id);
      return conversation;
    },
    addMessage(conversationId, uid, text, at, state = 'd') {
      const conversation = conversations.get(conversationId);
      if (!conversation) throw new Error(`No conversation ${conversationId}`);
      lastMessage += 1;
      const message: StoredMessage = { i: messageId(lastMessage), m: text, s: state, t: at, u: uid };
      conversation.messages.push(message);
      return message;
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
      const found: Array<{ conversation: Conversation; last: StoredMessage }> = [];
      for (const id of membership.get(uid) ?? []) {
        const conversation = conversations.get(id);
        const last = conversation?.messages.at(-1);
        if (conversation && last && (afterId === undefined || last.i > afterId)) found.push({ conversation, last });
      }
      found.sort((a, b) => (a.last.i < b.last.i ? -1 : a.last.i > b.last.i ? 1 : 0));
      const out: Record<string, ChatListEntry> = {};
      for (const { conversation, last } of found.slice(0, limit)) {
        const name = conversation.type === 'community' ? conversation.name : (deps.users.get(last.u)?.userName ?? '');
        out[conversation.id] = {
          type: conversation.type,
          data: { i: last.i, m: last.m, s: last.s, t: last.t, u: last.u, c: conversation.id, n: name },
        };
      }
      return out;
    },
    conversationsOf: (uid) => [...(membership.get(uid) ?? [])],
    reset() {
      conversations = new Map();
      membership = new Map();
      lastMessage = 0;
    },
  };
  return repo;
}
