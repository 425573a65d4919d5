// The inbox's API shapes, all taken from the types generated from openapi.yaml, plus the client-only states.
import type { components } from '../../../../../contracts/api/schema';

type Schemas = components['schemas'];

export type ChatMessage = Schemas['ChatMessage'];
export type ChatListEntry = Schemas['ChatListEntry'];
export type InboxBatch = Schemas['InboxBatch'];
export type SendMessageBody = Schemas['SendMessage'];
export type HistoryQuery = Schemas['HistoryQuery'];
export type ConversationPage = Schemas['Conversation'];
export type ReadState = Schemas['ReadState'];
export type MessagesChanged = Schemas['MessagesChanged'];
export type QuotedMessage = Schemas['QuotedMessage'];
export type NewCommunity = Schemas['NewCommunity'];
export type CommunityMembers = Schemas['CommunityMembers'];
export type Contacts = Schemas['Contacts'];
export type Profile = Schemas['Profile'];
export type Notification = Schemas['Notification'];
export type NotificationPage = Schemas['NotificationPage'];
export type ConversationType = ChatListEntry['type'];

/**
 * A message as the conversation shows it: the server's states (`s` sent, `d` delivered to a recipient's device, `r`
 * read), plus `p` (pending) and `f` (failed, waiting for a retry) on the client.
 */
export type MessageState = ChatMessage['s'] | 'f';

export interface ThreadMessage {
  /** The server id, or `local:<k>` until the server answers. */
  i: string;
  m: string;
  s: MessageState;
  t: number;
  u: string;
  /** The sender's username (the server sends it with history pages). */
  n?: string;
  k?: string;
  /** Why the server refused it for good (its message, spec section 8), while it waits for a retry. */
  why?: string;
  /** The message it replies to (for a local one, as it read when the reply was written). */
  q?: QuotedMessage;
  /** When its author last edited it. */
  e?: number;
  /** Deleted by its author (the text is gone). */
  d?: true;
}

/** One row of the chat list (spec section 3: nid, t, l with m, u unread), keyed by conversation id. */
export interface ChatSummary {
  id: string;
  type: ConversationType;
  nid: string;
  /** The other person's username (chat) or the community name. */
  name: string;
  /** The other person of a direct chat (from nid). */
  peer?: string;
  t: number;
  l: ThreadMessage;
  u: number;
}
