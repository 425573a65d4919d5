// The route tree of spec section 2: guards, redirects, the 404, and one lazily loaded chunk per area
// (marketing, auth, app, account, admin, pay, cloud, map, market) whose pages each area's owners replace.
import type { ComponentType } from 'react';
import { createBrowserRouter, data, replace, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { preloadComponent } from '../components/ui/preload-registry';
import { RootFallback, RootLayout } from './shell/root-layout';
import { RouteErrorPage } from './shell/route-error-page';
import { NotFoundPage } from './shell/not-found-page';
import { ExternalRedirect } from './shell/external-redirect';
import { ProtectedGuard } from './guards/protected-guard';
import { PublicGuard } from './guards/public-guard';
import { AdminGuard } from './guards/admin-guard';
import {
  DOCS_HOME,
  EXTERNAL_REDIRECTS,
  MARKET_CATEGORIES,
  PAY_FLOWS,
  PRODUCT,
  REDIRECTS,
  isPostPath,
  paths,
  profileUserName,
} from './paths';
import type { AreaId, AreaModule, RouteHandle } from './routes/area-module';
import { initialRoutes, patchPendingRoutes, type DeferredRoutes } from './route-table';
import type { KeySuffix } from '../i18n/keys';

type Load<M> = () => Promise<M>;
type PageKey<M extends { pages: Record<string, ComponentType> }> = keyof M['pages'] & string;

// One dynamic import per area: Vite makes each its own chunk, shared by every page of the area.
const marketing = () => import('./routes/marketing/marketing-area');
// The marketing pages other than home: / stays small, the rest loads on the first visit to any of them.
const marketingPages = () => import('./routes/marketing/marketing-pages');
const auth = () => import('./routes/auth/auth-area');
const app = () => import('./routes/app/app-area');
const account = () => import('./routes/account/account-area');
const admin = () => import('./routes/admin/admin-area');
const pay = () => import('./routes/pay/pay-area');
const cloud = () => import('./routes/cloud/cloud-area');
const map = () => import('./routes/map/map-area');
const market = () => import('./routes/market/market-area');
const areaLayout = () => import('./shell/area-layout');

/** A page of an area module, titled by an i18n key (or by its params). */
function page<M extends { pages: Record<string, ComponentType> }>(
  load: Load<M>,
  path: string,
  key: PageKey<M>,
  handle: RouteHandle,
  extra: Partial<Pick<RouteObject, 'loader'>> = {},
): RouteObject {
  return {
    path,
    handle,
    ...extra,
    lazy: async () => {
      const module = await load();
      const Component = module.pages[key];
      // The page's own chunk too, so the route shows the page itself rather than a spinner for it.
      await preloadComponent(Component);
      return { Component };
    },
  };
}

/** A pathless layout route giving an area its frame (top bar, rail, list panel, FAB) and menu. */
function area<M extends AreaModule>(id: AreaId, load: Load<M>, children: RouteObject[]): RouteObject {
  return {
    id: `area-${id}`,
    children,
    lazy: async () => {
      const [{ AreaLayout }, module] = await Promise.all([areaLayout(), load()]);
      const { menu, topBarAction } = module;
      return { Component: () => <AreaLayout area={id} menu={menu} topBarAction={topBarAction} /> };
    },
  };
}

function redirectRoute(from: string, to: string): RouteObject {
  return { path: from, loader: () => replace(to) };
}

/** /{username} accepts only what can be a username, so /Nope-Page! is a 404 rather than a profile. */
const profileLoader: LoaderFunction = ({ params }) => {
  // react-router's way to answer a status from a loader: it throws the response data, not an Error.
  if (!profileUserName(params.username)) throw data(null, { status: 404 });
  return null;
};

/** /{username}/post/{id}: a segment that cannot be a username or a post id is a 404 before anything loads. */
const postLoader: LoaderFunction = ({ params }) => {
  if (!isPostPath(params.username, params.id)) throw data(null, { status: 404 });
  return null;
};

/** Titles keyed as `<area>.<page>` in the page-title catalogue (i18n/messages/pages.ts). */
const title = (key: KeySuffix<'pages.'>): RouteHandle => ({ titleKey: `pages.${key}` });
/** The marketing pages' titles travel with the marketing chunk (i18n/messages/marketing.ts). */
const marketingTitle = (key: KeySuffix<'marketing.title.'>): RouteHandle => ({ titleKey: `marketing.title.${key}` });

/** The marketing pages at their Portuguese URLs; each also answers under /en in English (lib/locale-path.ts). */
const marketingPagesPt: RouteObject[] = [
  page(marketing, paths.home.path, 'home', marketingTitle('home')),
  page(marketingPages, paths.about.path, 'about', marketingTitle('about')),
  page(marketingPages, paths.blog.path, 'blog', marketingTitle('blog')),
  page(marketingPages, paths.blogPost.path, 'blogPost', marketingTitle('blog')),
  page(marketingPages, paths.careers.path, 'careers', marketingTitle('careers')),
  page(marketingPages, paths.contactUs.path, 'contactUs', marketingTitle('contactUs')),
  page(marketingPages, paths.download.path, 'download', marketingTitle('download')),
  page(marketingPages, paths.faqs.path, 'faqs', marketingTitle('faqs')),
  page(marketingPages, paths.help.path, 'help', marketingTitle('help')),
  page(marketingPages, paths.partners.path, 'partners', marketingTitle('partners')),
  page(marketingPages, paths.pricing.path, 'pricing', marketingTitle('pricing')),
  page(marketingPages, paths.privacy.path, 'privacy', marketingTitle('privacy')),
  page(marketingPages, paths.sdks.path, 'sdks', marketingTitle('sdks')),
  page(marketingPages, paths.security.path, 'security', marketingTitle('security')),
  page(marketingPages, paths.solutions.path, 'solutions', marketingTitle('solutions')),
  page(marketingPages, paths.solution.path, 'solution', marketingTitle('solutions')),
  page(marketingPages, paths.terms.path, 'terms', marketingTitle('terms')),
  page(marketingPages, paths.resources.path, 'resources', marketingTitle('resources')),
  page(marketingPages, paths.docsTopic.path, 'docsTopic', marketingTitle('docs')),
  page(marketingPages, paths.docsArticle.path, 'docsArticle', marketingTitle('docs')),
  page(marketingPages, paths.guidesTopic.path, 'guidesTopic', marketingTitle('guides')),
  page(marketingPages, paths.guide.path, 'guide', marketingTitle('guides')),
];

/** "/about" → "/en/about", "/" → "/en": the same page in English. */
const inEnglish = (path: string): string => (path === '/' ? '/en' : `/en${path}`);

const marketingRoutes: RouteObject = {
  id: 'marketing',
  lazy: async () => ({ Component: (await marketing()).MarketingLayout }),
  children: [
    ...marketingPagesPt,
    ...marketingPagesPt.map((route) => ({ ...route, path: inEnglish(route.path ?? '/') })),
    redirectRoute(inEnglish(paths.docs.path), inEnglish(DOCS_HOME)),
    redirectRoute(inEnglish(paths.guides.path), inEnglish(paths.guidesTopic.getHref(PRODUCT))),
  ],
};

const appRoutes = area('app', app, [
  page(app, paths.discover.path, 'discover', title('app.discover')),
  page(app, paths.discoverTag.path, 'discoverTag', { title: (p) => `#${p.tag ?? ''}` }),
  page(app, paths.play.path, 'play', title('app.play')),
  page(app, paths.playFriend.path, 'playFriend', title('app.playFriend')),
  page(app, paths.playOnline.path, 'playOnline', title('app.playOnline')),
  page(app, paths.inbox.path, 'inbox', title('app.inbox')),
  page(app, paths.inboxNotification.path, 'inboxNotification', title('app.notifications')),
  page(app, paths.inboxChat.path, 'inboxChat', title('app.inbox')),
  page(app, paths.focus.path, 'focus', title('app.focus')),
  page(app, paths.profile.path, 'profile', { title: (p) => `@${profileUserName(p.username) ?? ''}` }, { loader: profileLoader }),
  page(app, paths.post.path, 'post', title('app.post'), { loader: postLoader }),
]);

const accountRoutes = area('account', account, [
  page(account, paths.accountAnalytics.path, 'analytics', title('account.analytics')),
  page(account, paths.accountCashOut.path, 'cashOut', title('account.cashOut')),
  page(account, paths.accountRewards.path, 'rewards', title('account.rewards')),
  page(account, paths.accountTopUp.path, 'topUp', title('account.topUp')),
  page(account, paths.accountAddress.path, 'address', title('account.address')),
  page(account, paths.accountCurrency.path, 'currency', title('account.currency')),
  page(account, paths.accountEditProfile.path, 'editProfile', title('account.editProfile')),
  page(account, paths.accountSettings.path, 'settings', title('account.settings')),
  page(account, paths.accountTimeZone.path, 'timeZone', title('account.timeZone')),
  page(account, paths.accountVerification.path, 'verification', title('account.verification')),
  page(account, paths.accountSupport.path, 'support', title('account.support')),
]);

const adminRoutes = area('admin', admin, [
  page(admin, paths.adminOverview.path, 'overview', title('admin.overview')),
  page(admin, paths.adminSupports.path, 'supports', title('admin.supports')),
  page(admin, paths.adminSupport.path, 'support', title('admin.supports')),
  page(admin, paths.adminReports.path, 'reports', title('admin.reports')),
  page(admin, paths.adminTasks.path, 'tasks', title('admin.tasks')),
  page(admin, paths.adminDisputes.path, 'disputes', title('admin.disputes')),
  page(admin, paths.adminContact.path, 'contact', title('admin.contact')),
  page(admin, paths.adminUpload.path, 'upload', title('admin.upload')),
  page(admin, paths.adminVerifications.path, 'verifications', title('admin.verifications')),
]);

const cloudRoutes = area('cloud', cloud, [
  page(cloud, paths.cloudOverview.path, 'overview', title('cloud.overview')),
  page(cloud, paths.cloudDomain.path, 'domain', title('cloud.domain')),
  page(cloud, paths.cloudDomainNew.path, 'domainNew', title('cloud.domainNew')),
  page(cloud, paths.cloudDomainTransfer.path, 'domainTransfer', title('cloud.domainTransfer')),
  page(cloud, paths.cloudDomainManage.path, 'domainManage', title('cloud.domainManage')),
  page(cloud, paths.cloudStorage.path, 'storage', title('cloud.storage')),
  page(cloud, paths.cloudStorageNew.path, 'storageNew', title('cloud.storageNew')),
  page(cloud, paths.cloudStorageUsage.path, 'storageUsage', title('cloud.storageUsage')),
  page(cloud, paths.cloudStorageRules.path, 'storageRules', title('cloud.storageRules')),
  page(cloud, paths.cloudEmail.path, 'email', title('cloud.email')),
  page(cloud, paths.cloudSms.path, 'sms', title('cloud.sms')),
  page(cloud, paths.cloudWhatsapp.path, 'whatsapp', title('cloud.whatsapp')),
  page(cloud, paths.cloudSettings.path, 'settings', title('cloud.settings')),
]);

const mapRoutes = area('map', map, [
  page(map, paths.mapLive.path, 'live', title('map.live')),
  page(map, paths.mapPlace.path, 'place', title('map.place')),
  page(map, paths.mapSaved.path, 'saved', title('map.saved')),
]);

const marketRoutes = area('market', market, [
  // Categories are listed one by one so an unknown /market/x is a 404, not an empty category.
  ...MARKET_CATEGORIES.map((c) => page(market, paths.marketCategory.getHref(c), c, title(`market.${c}`))),
  page(market, paths.marketCart.path, 'cart', title('market.cart')),
  page(market, paths.marketOrder.path, 'order', title('market.order')),
  page(market, paths.marketSaved.path, 'saved', title('market.saved')),
  page(market, paths.marketProduct.path, 'product', title('market.product')),
]);

const payRoutes = area('pay', pay, [
  page(pay, paths.payWallet.path, 'wallet', title('pay.wallet')),
  page(pay, paths.payActivity.path, 'activity', title('pay.activity')),
  page(pay, paths.payReceipt.path, 'receipt', title('pay.receipt')),
  page(pay, paths.payStatement.path, 'statement', title('pay.statement')),
  page(pay, paths.payTransactions.path, 'transactions', title('pay.transactions')),
  page(pay, paths.payP2pLive.path, 'p2pLive', title('pay.p2pLive')),
  page(pay, paths.payP2pAds.path, 'p2pAds', title('pay.p2pAds')),
  page(pay, paths.payP2pOrders.path, 'p2pOrders', title('pay.p2pOrders')),
  page(pay, paths.payP2pOrder.path, 'p2pOrder', title('pay.p2pOrders')),
  // `/pay/add/*` also matches `/pay/add`: the splat (the asset) may be empty.
  ...PAY_FLOWS.map((flow) => page(pay, paths.payFlow.path(flow), flow, title(`pay.${flow}`))),
  page(pay, paths.payGiftCardMy.path, 'giftCardMy', title('pay.giftCardMy')),
  page(pay, paths.payGiftCardRedeem.path, 'giftCardRedeem', title('pay.giftCardRedeem')),
]);

const redirectRoutes: RouteObject[] = [
  ...REDIRECTS.map((r) => redirectRoute(r.from, r.to)),
  ...EXTERNAL_REDIRECTS.map((r) => ({ path: r.from, element: <ExternalRedirect to={r.to} /> })),
];
const adminGuardRoutes: RouteObject = { id: 'admin-guard', Component: AdminGuard, children: [adminRoutes] };

/** Ids of the routes the deferred groups go under. */
const ROOT = 'root';
const PROTECTED = 'protected';

export const routes: RouteObject[] = [
  {
    id: ROOT,
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: RootFallback,
    children: [
      marketingRoutes,
      ...redirectRoutes,
      {
        Component: PublicGuard,
        children: [page(auth, paths.signIn.path, 'signIn', { titleKey: 'auth.signInTitle' })],
      },
      {
        id: PROTECTED,
        Component: ProtectedGuard,
        children: [
          page(account, paths.accountTodo.path, 'todo', title('account.todo')),
          appRoutes,
          accountRoutes,
          cloudRoutes,
          mapRoutes,
          marketRoutes,
          payRoutes,
          adminGuardRoutes,
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/** The parts of `routes` a first load leaves out unless its URL may need them (route-table.ts). */
export const DEFERRED_ROUTES: DeferredRoutes[] = [
  { parentId: ROOT, routes: [marketingRoutes] },
  // One group per redirect: /pay/wallet then needs only /pay's and /pay/card's.
  ...redirectRoutes.map((route) => ({ parentId: ROOT, routes: [route] })),
  ...[appRoutes, accountRoutes, cloudRoutes, mapRoutes, marketRoutes, payRoutes, adminGuardRoutes].map((route) => ({
    parentId: PROTECTED,
    routes: [route],
  })),
];

/**
 * The router, knowing at first only the routes the current URL may need. The first navigation to anything else
 * hands it the rest, before the navigation matches: from then on it has the whole table.
 */
export function createAppRouter() {
  const { routes: initial, pending } = initialRoutes(routes, DEFERRED_ROUTES, window.location.pathname);
  return createBrowserRouter(initial, { patchRoutesOnNavigation: patchPendingRoutes(pending) });
}
