// What each operation changes, so a run against a real deployment sends only calls that change nothing
// unless CONTRACT_ALLOW_MUTATIONS=1. Every operation of openapi.yaml must be listed (a test enforces it), so a
// new operation forces a decision instead of defaulting to "safe".

export type Effect =
  /** Reads only. */
  | 'read'
  /** Creates or revokes only the suite's own session token; no user data changes. */
  | 'session'
  /** Changes data (accounts, posts, contacts, games, balances). */
  | 'mutation';

export const OPERATION_EFFECTS: Record<string, Effect> = {
  signIn: 'session',
  signUp: 'mutation',
  signOut: 'session',
  getUser: 'read',
  getRates: 'read',
  updateAccount: 'mutation',
  getProfile: 'read',
  createPost: 'mutation',
  listFeed: 'read',
  listNewPosts: 'read',
  getPost: 'read',
  likePost: 'mutation',
  unlikePost: 'mutation',
  updatePost: 'mutation',
  deletePost: 'mutation',
  listComments: 'read',
  addComment: 'mutation',
  deleteComment: 'mutation',
  getProfileStats: 'read',
  followProfile: 'mutation',
  unfollowProfile: 'mutation',
  listProfilePosts: 'read',
  searchProfiles: 'read',
  getTag: 'read',
  listTagPosts: 'read',
  followTag: 'mutation',
  unfollowTag: 'mutation',
  uploadMedia: 'mutation',
  createCommunity: 'mutation',
  addContact: 'mutation',
  removeContacts: 'mutation',
  listContacts: 'read',
  listInbox: 'read',
  sendMessage: 'mutation',
  getHistory: 'read',
  markRead: 'mutation',
  inviteToCommunity: 'mutation',
  listNotifications: 'read',
  markNotificationsRead: 'mutation',
  playAction: 'mutation',
  resolvePlay: 'mutation',
  playMove: 'mutation',
  playRematch: 'mutation',
  playQueue: 'mutation',
  playQueueLeave: 'mutation',
  payAssets: 'read',
  payWallet: 'read',
  payActivity: 'read',
  payRecipients: 'read',
  payRecipientSave: 'mutation',
  payRecipientRemove: 'mutation',
  paySendPreview: 'read',
  paySend: 'mutation',
  payRequestCreate: 'mutation',
  payRequests: 'read',
  payRequestPay: 'mutation',
  payRequestDecline: 'mutation',
  payConvertQuote: 'mutation',
  payConvertExecute: 'mutation',
  payAdd: 'mutation',
  payWithdraw: 'mutation',
  payGiftCardBuy: 'mutation',
  payGiftCards: 'read',
  payGiftCardRedeem: 'mutation',
  payGiftCardCancel: 'mutation',
  payP2pOffers: 'read',
  payP2pAds: 'read',
  payP2pAdCreate: 'mutation',
  payP2pAdUpdate: 'mutation',
  payP2pAdDelete: 'mutation',
  payP2pOrderCreate: 'mutation',
  payP2pOrders: 'read',
  payP2pOrder: 'read',
  payP2pOrderPaid: 'mutation',
  payP2pOrderRelease: 'mutation',
  payP2pOrderCancel: 'mutation',
  payP2pOrderDispute: 'mutation',
  payP2pOrderFeedback: 'mutation',
  payP2pOrderMessages: 'read',
  payP2pOrderMessage: 'mutation',
};

/** True when the operation may run against this target. */
export function mayRun(operationId: string, allowMutations: boolean): boolean {
  const effect = OPERATION_EFFECTS[operationId] ?? 'mutation';
  return effect !== 'mutation' || allowMutations;
}
