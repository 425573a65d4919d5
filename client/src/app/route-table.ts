// The router starts with the part of the route table the first URL can need and learns the rest on the first
// navigation elsewhere (react-router's patchRoutesOnNavigation). Building the table is one synchronous task at
// start-up: for every route, a data route and one compiled pattern per level of its path. The whole table has about
// 110 pages; the marketing home needs about 30 of them, /discover about 15, /sign-in four, and that task shrinks
// with it. The full table stays the one definition (router.tsx's `routes`): this module only holds parts of it back.
import type { RouteObject } from 'react-router-dom';

/** Routes the router need not know until a URL may need them, and the route (by id) they go under. */
export interface DeferredRoutes {
  parentId: string;
  routes: RouteObject[];
}

interface Reach {
  /** The first path segments (lower-cased) the routes can match. */
  segments: Set<string>;
  /** Whether any of them starts with a parameter or a splat, so it may match a first segment nobody names. */
  dynamic: boolean;
}

function reachOf(routes: readonly RouteObject[], reach: Reach = { segments: new Set(), dynamic: false }): Reach {
  for (const route of routes) {
    if (route.path !== undefined) {
      // Every path in the app's table is absolute; a relative one could match anything under its parent.
      const first = route.path.startsWith('/') ? (route.path.split('/')[1] ?? '') : '*';
      if (first.startsWith(':') || first.startsWith('*')) reach.dynamic = true;
      else reach.segments.add(first.toLowerCase());
    }
    if (route.children) reachOf(route.children, reach);
  }
  return reach;
}

const firstSegment = (pathname: string): string => {
  const segment = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
};

/**
 * Which of the deferred groups a URL may need: those naming its first path segment, or, when no route names it
 * (`kept` are the routes never deferred), those that start with a parameter (a profile's /:username). The router
 * ranks a static segment above a parameter, so a parameter cannot outrank a route that names the segment.
 */
export function groupsFor(pathname: string, groups: readonly DeferredRoutes[], kept: readonly RouteObject[] = []): Set<DeferredRoutes> {
  const segment = firstSegment(pathname);
  const reaches = groups.map((group) => reachOf(group.routes));
  const named = groups.filter((_, i) => reaches[i]!.segments.has(segment));
  if (named.length > 0 || reachOf(kept).segments.has(segment)) return new Set(named);
  return new Set(groups.filter((_, i) => reaches[i]!.dynamic));
}

/**
 * The table to start the router with for `pathname`: `routes` with the groups it cannot need left out of their
 * parents' children. Returns the groups left out, for `completeRoutes`.
 */
export function initialRoutes(
  routes: readonly RouteObject[],
  groups: readonly DeferredRoutes[],
  pathname: string,
): { routes: RouteObject[]; pending: DeferredRoutes[] } {
  const without = (left: readonly DeferredRoutes[]): RouteObject[] => {
    const out = new Map<string, Set<RouteObject>>();
    for (const group of left) out.set(group.parentId, new Set([...(out.get(group.parentId) ?? []), ...group.routes]));
    const prune = (list: readonly RouteObject[]): RouteObject[] =>
      list.map((route) => {
        if (!route.children) return route;
        const drop = route.id !== undefined ? out.get(route.id) : undefined;
        return { ...route, children: prune(route.children.filter((child) => !drop?.has(child))) };
      });
    return prune(routes);
  };
  const needed = groupsFor(pathname, groups, without(groups));
  const pending = groups.filter((group) => !needed.has(group));
  return { routes: without(pending), pending };
}

/**
 * react-router's patchRoutesOnNavigation for a router started with initialRoutes: hands it every pending group.
 * The router ignores a patch once the navigation is aborted (another one started), so the groups then stay pending
 * for the next navigation rather than being lost.
 */
export function patchPendingRoutes(pending: DeferredRoutes[]) {
  return ({ patch, signal }: { patch: (parentId: string, routes: RouteObject[]) => void; signal: AbortSignal }): void => {
    if (!signal.aborted) completeRoutes(pending, patch);
  };
}

/** Hands every group still pending to `patch`, one call per parent, and empties the list. */
export function completeRoutes(pending: DeferredRoutes[], patch: (parentId: string, routes: RouteObject[]) => void): void {
  const byParent = new Map<string, RouteObject[]>();
  for (const group of pending.splice(0)) byParent.set(group.parentId, [...(byParent.get(group.parentId) ?? []), ...group.routes]);
  for (const [parentId, routes] of byParent) patch(parentId, routes);
}
