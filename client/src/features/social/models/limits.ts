// The social limits the spec names, each defined once (spec sections 5 and 9).

/** Spec section 9: "Max images 10 at 2MB". */
export const MAX_IMAGES = 10;
/** Spec section 9: each image at most 2MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Spec sections 5 and 9: "Video: max 60 seconds". */
export const MAX_VIDEO_SECONDS = 60;
/** Spec sections 5 and 9: "Quote post text: max 150 characters, with a counter". */
export const QUOTE_MAX_LENGTH = 150;
/** Spec section 9: "Recent searches: 100 kept, 12 shown". */
export const RECENT_SEARCHES_KEPT = 100;
export const RECENT_SEARCHES_SHOWN = 12;

/** openapi NewPost.description and PostUpdate.description maxLength. */
export const DESCRIPTION_MAX_LENGTH = 2000;
/** Ours: tags per post (openapi NewPost.tags maxItems); their form is contracts/rules/tags.ts (openapi Tag). */
export const MAX_TAGS = 10;
/** Ours: a browser recording stops by itself after five minutes (the upload limit for audio is 8 MB). */
export const MAX_RECORDING_SECONDS = 300;
/** Ours: how often the open feed asks for newer posts. */
export const NEW_POSTS_POLL_MS = 30_000;
