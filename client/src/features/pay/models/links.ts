// Where pay pages link to (the routes of spec section 2 "Pay", as app/paths.ts mounts them; features do not
// import the app layer, so the few hrefs pay needs are spelled here once).
export type Flow = 'add' | 'withdraw' | 'send' | 'request' | 'convert';

export const payLinks = {
  wallet: '/pay/wallet',
  activity: '/pay/activity',
  transactions: '/pay/transactions',
  /** A movement's receipt. */
  receipt: (id: string): string => `/pay/activity/${encodeURIComponent(id)}`,
  statement: '/pay/statement',
  flow: (flow: Flow, asset?: string): string => (asset ? `/pay/${flow}/${encodeURIComponent(asset)}` : `/pay/${flow}`),
  p2pLive: '/pay/p2p/live',
  p2pAds: '/pay/p2p/ads',
  p2pOrders: '/pay/p2p/orders',
  p2pOrder: (id: string): string => `/pay/p2p/orders/${encodeURIComponent(id)}`,
  giftCardMy: '/pay/card/gift-card/my',
  giftCardRedeem: '/pay/card/gift-card/redeem',
  /** The market's "my orders" (spec section 2 Market), where a purchase from the activity can be opened. */
  marketOrders: '/market/order',
} as const;
