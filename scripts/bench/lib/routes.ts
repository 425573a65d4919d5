// Every route of spec section 2, taken from the client's own route table (client/src/app/paths.ts), with a
// seeded value for each parameter: public pages are visited signed out, product and admin pages signed in as ada.
// Redirect-only paths are left out (their targets are visited); a route with a parameter this file has no
// seeded value for fails the run, so a new route cannot slip past the accessibility budget.

export interface RouteToVisit {
  /** The key in `paths` (e.g. payWallet). */
  key: string;
  /** The path to open, parameters filled. */
  path: string;
  signedIn: boolean;
}

/** Parameter values that exist in the mock's seed (or, for areas not built yet, that the route accepts). */
const SEEDED: Record<string, string[]> = {
  blogPost: ['introducing-osb'],
  solution: ['social'],
  docsTopic: ['cloud'],
  docsArticle: ['cloud', 'getting-started-with-cloud'],
  guidesTopic: ['app'],
  guide: ['app', 'your-first-week'],
  // ben's uid: a support thread of a seeded user.
  adminSupport: ['u0000000002'],
  discoverTag: ['osb'],
  // The direct chat with ben (uids and chat ids meet at /inbox/{uid}); it holds the long seeded conversation.
  inboxChat: ['u0000000002'],
  profile: ['ben'],
  cloudDomainManage: ['osb.app'],
  mapPlace: ['NG'],
  payP2pOrder: ['o0000000001'],
  // ada's own first seeded post, on its permalink, and her newest seeded movement's receipt.
  post: ['ada', 'p0000000001'],
  payReceipt: ['mv00000040'],
  // A seeded product with seeded reviews behind its rating.
  marketProduct: ['pr00000001'],
};

/** Paths that are only shortcuts or external hops, not pages: their targets are visited instead. */
const NOT_PAGES = new Set(['sitemap']);

const SIGNED_IN_PREFIXES = ['/account', '/admin', '/discover', '/play', '/inbox', '/focus', '/cloud', '/map', '/market', '/pay'];

function isSignedIn(key: string, path: string): boolean {
  return key === 'profile' || key === 'post' || SIGNED_IN_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

interface PathEntry {
  path: string | ((flow: never) => string);
  getHref: (...args: never[]) => string;
}

export async function loadRoutes(): Promise<RouteToVisit[]> {
  const table = await import('../../../client/src/app/paths.ts');
  const { paths, REDIRECTS, EXTERNAL_REDIRECTS, MARKET_CATEGORIES, PAY_FLOWS } = table;
  const shortcuts = new Set([...REDIRECTS, ...EXTERNAL_REDIRECTS].map((r) => r.from));
  const routes: RouteToVisit[] = [];
  const missing: string[] = [];

  for (const [key, entry] of Object.entries(paths) as [string, PathEntry][]) {
    if (NOT_PAGES.has(key)) continue;
    if (key === 'payFlow') {
      for (const flow of PAY_FLOWS) {
        routes.push({ key: `${key}:${flow}`, path: paths.payFlow.getHref(flow), signedIn: true });
        routes.push({ key: `${key}:${flow}:asset`, path: paths.payFlow.getHref(flow, 'OSBT'), signedIn: true });
      }
      continue;
    }
    if (key === 'marketCategory') {
      for (const category of MARKET_CATEGORIES)
        routes.push({ key: `${key}:${category}`, path: paths.marketCategory.getHref(category), signedIn: true });
      continue;
    }
    if (typeof entry.path !== 'string') {
      missing.push(key);
      continue;
    }
    if (shortcuts.has(entry.path)) continue;
    let path = entry.path;
    if (path.includes(':')) {
      const values = SEEDED[key];
      if (!values) {
        missing.push(key);
        continue;
      }
      path = (entry.getHref as (...args: string[]) => string)(...values);
    }
    routes.push({ key, path, signedIn: isSignedIn(key, entry.path) });
  }
  // Docs pages whose Markdown holds what the first article lacks: code blocks with copy buttons (the quick start) and
  // the API reference's tables.
  routes.push({ key: 'docsArticle:code', path: paths.docsArticle.getHref('api', 'quick-start'), signedIn: false });
  routes.push({ key: 'docsArticle:reference', path: paths.docsArticle.getHref('api', 'storage'), signedIn: false });
  // The 404 page is a screen of its own (spec section 2).
  routes.push({ key: 'notFound', path: '/no/such/page', signedIn: false });
  if (missing.length > 0)
    throw new Error(`no seeded value for the parameters of: ${missing.join(', ')} (add them to scripts/bench/lib/routes.ts)`);
  return routes;
}
