// The id formats a page's address can carry (openapi.yaml's patterns), so a page knows a malformed id from its URL
// alone and shows its not-found state without asking the API (rules/__tests__/ids.test.ts keeps them in step).

/** PayP2pOrderId: /pay/p2p/orders/{id}. */
export const P2P_ORDER_ID = /^od[0-9a-z]{8}$/;
/** CloudDomainId: /cloud/domain/manage/{id}. */
export const DOMAIN_ID = /^dm[0-9a-z]{8}$/;
/** Uid: a user (/admin/supports/{uid}). */
export const USER_ID = /^u[0-9a-z]{10}$/;
/** SupportTicketId: /admin/supports/{uid}?ticket={id}. */
export const SUPPORT_TICKET_ID = /^st[0-9]{8}$/;
/** MapPlaceCode: /map/c/{code}. */
export const PLACE_CODE = /^[0-9a-hjkmnp-tv-z]{8}$/;
