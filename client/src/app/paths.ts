// Every route of spec section 2, defined once: the router mounts `path`, links call `getHref()`, so the two
// cannot drift (the bulletproof-react `config/paths.ts` pattern).
import { POST_ID, postPath } from '../lib/post-link.ts';
import { isValidUserName, normalizeUserName } from '../lib/username.ts';

interface StaticPath {
  path: string;
  getHref: () => string;
}

function at(path: string): StaticPath {
  return { path, getHref: () => path };
}

/** `{product}` of the main platform (DESIGN.md: `app`). */
export const PRODUCT = 'app';

/** Spec section 2: /docs redirects here. */
export const DOCS_HOME = '/docs/cloud/getting-started-with-cloud';

/** Spec section 2 Market: the category pages under /market/*; /market redirects to the first. */
export const MARKET_CATEGORIES = ['trending', 'featured', 'electronics', 'foods', 'clothings', 'others'] as const;
export type MarketCategory = (typeof MARKET_CATEGORIES)[number];

/** Spec section 2 Pay: the flows that also take a rest-of-path naming the asset (/pay/add/OSBT). */
export const PAY_FLOWS = ['add', 'withdraw', 'send', 'request', 'convert'] as const;
export type PayFlow = (typeof PAY_FLOWS)[number];

export const paths = {
  // Public marketing shell
  home: at('/'),
  about: at('/about'),
  blog: at('/blog'),
  blogPost: { path: '/blog/:query', getHref: (query: string) => `/blog/${encodeURIComponent(query)}` },
  careers: at('/careers'),
  contactUs: at('/contact-us'),
  download: at('/download'),
  faqs: at('/faqs'),
  help: at('/help'),
  partners: at('/partners'),
  pricing: at('/pricing'),
  privacy: at('/privacy'),
  sdks: at('/sdks'),
  security: at('/security'),
  solutions: at('/solutions'),
  solution: { path: '/solutions/:query', getHref: (query: string) => `/solutions/${encodeURIComponent(query)}` },
  terms: at('/terms'),
  resources: at('/resources'),
  docs: at('/docs'),
  docsTopic: { path: '/docs/:query', getHref: (query: string) => `/docs/${encodeURIComponent(query)}` },
  docsArticle: {
    path: '/docs/:query/:slug',
    getHref: (query: string, slug: string) => `/docs/${encodeURIComponent(query)}/${encodeURIComponent(slug)}`,
  },
  guides: at('/guides'),
  guidesTopic: { path: '/guides/:query', getHref: (query: string) => `/guides/${encodeURIComponent(query)}` },
  guide: {
    path: '/guides/:query/:slug',
    getHref: (query: string, slug: string) => `/guides/${encodeURIComponent(query)}/${encodeURIComponent(slug)}`,
  },
  sitemap: at('/sitemap.xml'),
  support: at('/support'),
  signIn: { path: '/sign-in', getHref: (opts: { add?: boolean } = {}) => (opts.add ? '/sign-in?add=1' : '/sign-in') },

  // Account
  account: at('/account'),
  accountAnalytics: at('/account/analytics'),
  accountTodo: at('/account/todo'),
  accountCashOut: at('/account/cash-out'),
  accountRewards: at('/account/rewards'),
  accountTopUp: at('/account/top-up'),
  accountAddress: at('/account/address'),
  accountCurrency: at('/account/currency'),
  accountEditProfile: at('/account/edit-profile'),
  accountSettings: at('/account/settings'),
  accountTimeZone: at('/account/time-zone'),
  accountVerification: at('/account/verification'),
  accountSupport: at('/account/support'),

  // Admin
  admin: at('/admin'),
  adminOverview: at('/admin/overview'),
  adminSupports: at('/admin/supports'),
  adminSupport: { path: '/admin/supports/:uid', getHref: (uid: string) => `/admin/supports/${encodeURIComponent(uid)}` },
  adminReports: at('/admin/reports'),
  adminTasks: at('/admin/tasks'),
  adminUpload: at('/admin/upload'),
  adminVerifications: at('/admin/verifications'),
  adminDisputes: at('/admin/disputes'),
  adminContact: at('/admin/contact'),

  // Main platform
  discover: at('/discover'),
  discoverTag: { path: '/discover/tag/:tag', getHref: (tag: string) => `/discover/tag/${encodeURIComponent(tag)}` },
  play: at('/play'),
  playFriend: at('/play/friend'),
  playOnline: at('/play/online'),
  inbox: at('/inbox'),
  inboxNotification: at('/inbox/notification'),
  inboxChat: { path: '/inbox/:uid', getHref: (uid: string) => `/inbox/${encodeURIComponent(uid)}` },
  focus: at('/focus'),
  /** Spec section 2: the route is /{username}; links are written /@{username}. */
  profile: { path: '/:username', getHref: (userName: string) => `/@${encodeURIComponent(userName)}` },
  /** A post's own page (its permalink): under its author's profile, /@{username}/post/{id}. */
  post: { path: '/:username/post/:id', getHref: postPath },

  // Cloud
  cloud: at('/cloud'),
  cloudOverview: at('/cloud/overview'),
  cloudDomain: at('/cloud/domain'),
  cloudDomainNew: at('/cloud/domain/new'),
  cloudDomainTransfer: at('/cloud/domain/transfer'),
  cloudDomainManage: {
    path: '/cloud/domain/manage/:id',
    getHref: (id: string) => `/cloud/domain/manage/${encodeURIComponent(id)}`,
  },
  cloudStorage: at('/cloud/storage'),
  cloudStorageNew: at('/cloud/storage/new'),
  cloudStorageUsage: at('/cloud/storage/usage'),
  cloudStorageRules: at('/cloud/storage/rules'),
  cloudEmail: at('/cloud/email'),
  cloudSms: at('/cloud/sms'),
  cloudWhatsapp: at('/cloud/whatsapp'),
  cloudSettings: at('/cloud/settings'),

  // Map
  map: at('/map'),
  mapLive: at('/map/live'),
  mapPlace: { path: '/map/c/:code', getHref: (code: string) => `/map/c/${encodeURIComponent(code)}` },
  mapSaved: at('/map/saved'),

  // Market
  market: at('/market'),
  marketCategory: { path: '/market/:category', getHref: (category: MarketCategory) => `/market/${category}` },
  marketCart: at('/market/cart'),
  marketOrder: at('/market/order'),
  marketSaved: at('/market/saved'),
  /** A product's own page (its gallery, seller, stock, description and reviews). */
  marketProduct: { path: '/market/product/:id', getHref: (id: string) => `/market/product/${encodeURIComponent(id)}` },
  /** Spec section 2: "The sidebar links use /cart, /order, /saved" — kept working as redirects. */
  cartShortcut: at('/cart'),
  orderShortcut: at('/order'),
  savedShortcut: at('/saved'),

  // Pay
  pay: at('/pay'),
  payWallet: at('/pay/wallet'),
  payActivity: at('/pay/activity'),
  payReceipt: { path: '/pay/activity/:id', getHref: (id: string) => `/pay/activity/${encodeURIComponent(id)}` },
  payStatement: at('/pay/statement'),
  payTransactions: at('/pay/transactions'),
  payP2pLive: at('/pay/p2p/live'),
  payP2pAds: at('/pay/p2p/ads'),
  payP2pOrders: at('/pay/p2p/orders'),
  payP2pOrder: { path: '/pay/p2p/orders/:query', getHref: (query: string) => `/pay/p2p/orders/${encodeURIComponent(query)}` },
  payFlow: {
    path: (flow: PayFlow) => `/pay/${flow}/*`,
    getHref: (flow: PayFlow, asset?: string) => (asset ? `/pay/${flow}/${encodeURIComponent(asset)}` : `/pay/${flow}`),
  },
  payCard: at('/pay/card'),
  payGiftCardMy: at('/pay/card/gift-card/my'),
  payGiftCardRedeem: at('/pay/card/gift-card/redeem'),
} as const;

/** Spec section 2 "Route guards and redirects" and each area's "X redirects to Y", in one table. */
export const REDIRECTS: readonly { from: string; to: string }[] = [
  { from: paths.account.path, to: paths.accountAnalytics.path },
  { from: paths.admin.path, to: paths.adminOverview.path },
  { from: paths.cloud.path, to: paths.cloudOverview.path },
  { from: paths.map.path, to: paths.mapLive.path },
  { from: paths.market.path, to: paths.marketCategory.getHref('trending') },
  { from: paths.pay.path, to: paths.payWallet.path },
  { from: paths.payCard.path, to: paths.payGiftCardMy.path },
  { from: paths.docs.path, to: DOCS_HOME },
  { from: paths.guides.path, to: paths.guidesTopic.getHref(PRODUCT) },
  { from: paths.cartShortcut.path, to: paths.marketCart.path },
  { from: paths.orderShortcut.path, to: paths.marketOrder.path },
  { from: paths.savedShortcut.path, to: paths.marketSaved.path },
];

/** Spec section 2: "/support redirects externally to /account/support" (a full page load, not an in-app hop). */
export const EXTERNAL_REDIRECTS: readonly { from: string; to: string }[] = [{ from: paths.support.path, to: paths.accountSupport.path }];

/** Whether a permalink's segments can name a post: a username and a post id. */
export function isPostPath(username: string | undefined, id: string | undefined): boolean {
  return profileUserName(username) !== null && POST_ID.test(id ?? '');
}

/** The username a profile path names (/@ada or /ada), or null when the segment cannot be a username. */
export function profileUserName(segment: string | undefined): string | null {
  if (!segment) return null;
  const name = normalizeUserName(segment.startsWith('@') ? segment.slice(1) : segment);
  return isValidUserName(name) ? name : null;
}
