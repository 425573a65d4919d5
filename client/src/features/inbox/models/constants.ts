// The inbox's constants, each defined once with the spec section that names it.

/** Spec sections 4 and 9: "Inbox batch threshold 20" — a batch of fewer than 20 means there is no more. */
export const INBOX_BATCH = 20;
/** Spec sections 4 and 9: "'i' triggers an inbox fetch after 3s". */
export const INBOX_FETCH_DELAY_MS = 3_000;
/** Spec sections 3 and 9: "Conversation id length 12 (chat) or 14 (community)". */
export const CHAT_ID_LENGTH = 12;
export const COMMUNITY_ID_LENGTH = 14;
/**
 * Spec section 5: a community name "must be under 25 characters" while the input allows 50 ("community name
 * input 50", section 9). Both hold: the field accepts up to 50 characters so a longer paste is not silently cut,
 * and the rule (3 to 24 letters, digits or underscores) decides validity, showing the spec's message verbatim.
 */
export const COMMUNITY_NAME_MIN = 3;
export const COMMUNITY_NAME_MAX = 24;
export const COMMUNITY_NAME_INPUT_MAX = 50;
/** Spec sections 5 and 9: "Description max 200". */
export const COMMUNITY_DESCRIPTION_MAX = 200;
/** Not in the spec: messages per history page (openapi.yaml HistoryQuery.limit default). */
export const HISTORY_PAGE = 50;
/** Not in the spec: the longest message openapi.yaml SendMessage accepts. */
export const MESSAGE_MAX = 2_000;
/** Not in the spec: retries of a failed send back off from 1 s, doubling, to at most the reconnect delay (10 s). */
export const SEND_RETRY_BASE_MS = 1_000;
export const SEND_RETRY_MAX_MS = 10_000;
