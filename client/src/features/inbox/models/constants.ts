// The inbox's constants, each defined once with the spec section that names it.

/** Spec sections 4 and 9: "Inbox batch threshold 20" — a batch of fewer than 20 means there is no more. */
export const INBOX_BATCH = 20;
/** Spec sections 4 and 9: "'i' triggers an inbox fetch after 3s". */
export const INBOX_FETCH_DELAY_MS = 3_000;
/** Spec sections 3 and 9: "Conversation id length 12 (chat) or 14 (community)". */
export const CHAT_ID_LENGTH = 12;
export const COMMUNITY_ID_LENGTH = 14;
/** Not in the spec: messages per history page (openapi.yaml HistoryQuery.limit default). */
export const HISTORY_PAGE = 50;
/** Not in the spec: the longest message openapi.yaml SendMessage accepts. */
export const MESSAGE_MAX = 2_000;
/** Not in the spec: retries of a failed send back off from 1 s, doubling, to at most the reconnect delay (10 s). */
export const SEND_RETRY_BASE_MS = 1_000;
export const SEND_RETRY_MAX_MS = 10_000;
