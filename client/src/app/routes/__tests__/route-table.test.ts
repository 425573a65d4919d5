// app/route-table.ts: the router starts with the routes the first URL may need and learns the rest on the first
// navigation elsewhere; whatever it starts with, every URL ends on the page the whole table gives it.
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { DEFERRED_ROUTES, routes } from '../../router';
import { completeRoutes, groupsFor, initialRoutes, patchPendingRoutes, type DeferredRoutes } from '../../route-table';
import { REDIRECTS } from '../../paths';

const SAMPLE_PATHS = [
  '/',
  '/about',
  '/blog/introducing-osb',
  '/docs/cloud/getting-started-with-cloud',
  '/sign-in',
  '/Sign-In',
  '/discover',
  '/discover/tag/osb',
  '/inbox',
  '/inbox/u0000000002',
  '/@ada',
  '/ada',
  '/account/todo',
  '/account/settings',
  '/admin/overview',
  '/cloud/domain/manage/d001',
  '/map/c/ABC123',
  '/market/foods',
  '/pay/wallet',
  '/pay/add/OSBT',
  '/pay/card/gift-card/redeem',
  ...REDIRECTS.map((r) => r.from),
  '/support',
  '/nope/deeper',
  '/%E0%A4%A',
  '/pay/nope',
];

/** How many pages (branches) a table has: what the router compiles a pattern for at start-up. */
function pageCount(table: readonly RouteObject[]): number {
  return table.reduce((n, route) => n + (route.path !== undefined ? 1 : 0) + pageCount(route.children ?? []), 0);
}

describe('initialRoutes', () => {
  it.each(SAMPLE_PATHS)('%s: a match the router takes as final is the one the whole table gives', (path) => {
    const { routes: initial } = initialRoutes(routes, DEFERRED_ROUTES, path);
    const first = matchRoutes(initial, path);
    const whole = matchRoutes(routes, path)?.at(-1)?.route;
    // react-router takes a match without params as final; one with params (or none) makes it ask for the rest of
    // the table first (patchRoutesOnNavigation), and it then matches against the whole table.
    if (first && Object.keys(first[0]!.params).length === 0) expect(first.at(-1)?.route).toBe(whole);
  });

  it('starts the pages people open first with a fraction of the table', () => {
    const whole = pageCount(routes);
    expect(whole).toBeGreaterThan(100);
    for (const path of ['/', '/sign-in', '/discover', '/inbox', '/pay/wallet']) {
      const initial = initialRoutes(routes, DEFERRED_ROUTES, path).routes;
      expect(pageCount(initial)).toBeLessThan(path === '/' ? whole / 2 : whole / 4);
      // ...and with the page itself in it: the router need not ask for the rest before showing it.
      const first = matchRoutes(initial, path);
      expect(first?.at(-1)?.route).toBe(matchRoutes(routes, path)?.at(-1)?.route);
      expect(first?.[0]?.params).toEqual({});
    }
  });

  it('leaves the full definition untouched', () => {
    const before = pageCount(routes);
    initialRoutes(routes, DEFERRED_ROUTES, '/sign-in');
    expect(pageCount(routes)).toBe(before);
  });

  it('gives the router, once completed, every page of the whole table', () => {
    const { routes: initial, pending } = initialRoutes(routes, DEFERRED_ROUTES, '/discover');
    const byId = new Map<string, RouteObject>();
    const index = (list: RouteObject[]): void =>
      list.forEach((r) => {
        if (r.id) byId.set(r.id, r);
        index(r.children ?? []);
      });
    index(initial);
    completeRoutes(pending, (parentId, children) => byId.get(parentId)!.children!.push(...children));
    expect(pending).toEqual([]);
    expect(pageCount(initial)).toBe(pageCount(routes));
  });
});

describe('groupsFor', () => {
  const pages = (...paths: string[]): RouteObject[] => paths.map((path) => ({ path }));
  const pay: DeferredRoutes = { parentId: 'p', routes: [{ id: 'pay', children: pages('/pay/wallet', '/pay/add/*') }] };
  const app: DeferredRoutes = { parentId: 'p', routes: [{ id: 'app', children: pages('/discover', '/:username') }] };

  it('takes the groups that name the first segment, in any case and percent-encoding', () => {
    expect(groupsFor('/pay/wallet', [pay, app])).toEqual(new Set([pay]));
    expect(groupsFor('/PAY/wallet', [pay, app])).toEqual(new Set([pay]));
    expect(groupsFor('/%70ay', [pay, app])).toEqual(new Set([pay]));
  });

  it('takes the groups starting with a parameter when no route names the segment', () => {
    expect(groupsFor('/ada', [pay, app])).toEqual(new Set([app]));
    expect(groupsFor('/sign-in', [pay, app], pages('/sign-in'))).toEqual(new Set());
  });
});

describe('patchPendingRoutes', () => {
  it('keeps the groups pending when the navigation was already aborted (the router would drop the patch)', () => {
    const pending: DeferredRoutes[] = [{ parentId: 'root', routes: [{ path: '/pay/wallet' }] }];
    const patch = vi.fn();
    const aborted = new AbortController();
    aborted.abort();
    patchPendingRoutes(pending)({ patch, signal: aborted.signal });
    expect(patch).not.toHaveBeenCalled();
    expect(pending).toHaveLength(1);
    patchPendingRoutes(pending)({ patch, signal: new AbortController().signal });
    expect(patch).toHaveBeenCalledWith('root', [{ path: '/pay/wallet' }]);
    expect(pending).toEqual([]);
  });
});

describe('the router started with part of the table', () => {
  it('learns the rest on the first navigation elsewhere and lands on the right page', async () => {
    const Page = () => null;
    const table: RouteObject[] = [
      {
        id: 'root',
        path: '/',
        children: [
          { path: '/sign-in', Component: Page },
          { id: 'pay', children: [{ path: '/pay/wallet', Component: Page }] },
          {
            id: 'app',
            children: [
              { path: '/discover', Component: Page },
              { path: '/:username', Component: Page },
            ],
          },
          { path: '*', Component: Page },
        ],
      },
    ];
    const deferred: DeferredRoutes[] = [
      { parentId: 'root', routes: [table[0]!.children![1]!] },
      { parentId: 'root', routes: [table[0]!.children![2]!] },
    ];
    const { routes: initial, pending } = initialRoutes(table, deferred, '/sign-in');
    expect(pending).toHaveLength(2);
    const router = createMemoryRouter(initial, {
      initialEntries: ['/sign-in'],
      patchRoutesOnNavigation: patchPendingRoutes(pending),
    });
    router.initialize();
    expect(router.state.matches.at(-1)?.route.path).toBe('/sign-in');

    await router.navigate('/pay/wallet');
    expect(router.state.matches.at(-1)?.route.path).toBe('/pay/wallet');
    expect(pending).toEqual([]);
    await router.navigate('/ada');
    expect(router.state.matches.at(-1)?.route.path).toBe('/:username');
    await router.navigate('/discover');
    expect(router.state.matches.at(-1)?.route.path).toBe('/discover');
    router.dispose();
  });
});
