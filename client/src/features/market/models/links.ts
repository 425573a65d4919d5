// Where market pages link to (the routes of spec section 2 "Market", as app/paths.ts mounts them; features do
// not import the app layer, so the few hrefs the market needs are spelled here once).
export const marketLinks = {
  trending: '/market/trending',
  cart: '/market/cart',
  orders: '/market/order',
  saved: '/market/saved',
  /** A product's own page. */
  product: (id: string) => `/market/product/${encodeURIComponent(id)}`,
  /** Top up the balance the market pays from. */
  addFunds: '/pay/add/OSBT',
  /** The address book (account area), where a delivery address is added. */
  addresses: '/account/address',
} as const;
