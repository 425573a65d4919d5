// Where the realtime wiring (realtime-sync.ts, on every page of the area) finds the open conversations' code once
// something has loaded it: the conversation page, or a send left waiting from an earlier visit. Until then there is
// no conversation to keep up to date, so /discover does not carry that code (conversation.ts registers itself here).
import type * as Conversation from './conversation';

export type ConversationHooks = Pick<
  typeof Conversation,
  | 'activeConversation'
  | 'applyChanged'
  | 'catchUp'
  | 'clearConversations'
  | 'conversationById'
  | 'flushOutbox'
  | 'loadedConversations'
  | 'markSeen'
  | 'restoreOutbox'
>;

let loaded: ConversationHooks | null = null;
const listeners = new Set<(hooks: ConversationHooks) => void>();

/** Called once by conversation.ts as it loads. */
export function registerConversations(hooks: ConversationHooks): void {
  loaded = hooks;
  listeners.forEach((listener) => listener(hooks));
}

/** The open conversations' code, or null while nothing has loaded it. */
export function conversations(): ConversationHooks | null {
  return loaded;
}

/** Runs `listener` when the code loads (at once if it already has); answers the unsubscribe. */
export function whenConversationsLoad(listener: (hooks: ConversationHooks) => void): () => void {
  if (loaded) listener(loaded);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
