// The walk over every route that the axe and layout sweeps share: public routes signed out, the others in a context
// signed in through the sign-in page; per visitor the first route is a full load and the rest are in-app
// navigations, dealt to lanes (pages side by side in one browser), each route bounded in time.
import type { Browser, BrowserContext, Page } from 'playwright';
import { navigateInApp, signedInContext, waitForQuiet } from './browser.ts';
import type { RouteToVisit } from './routes.ts';

/** A route that could not be checked, with why. */
export interface WalkError {
  route: string;
  error: string;
}

export interface WalkOptions {
  /** Pages working side by side (the machine has two cores; each page runs in its own renderer). */
  lanes: number;
  contextOptions: Parameters<Browser['newContext']>[0];
  /** A route that takes longer than this is stuck, and is reported as such. */
  routeTimeoutMs: number;
  onRoute?: (route: RouteToVisit) => void;
}

/** What a visit is given: the page, the route, and whether to open it with a full load. */
export type VisitRoute = (page: Page, route: RouteToVisit, fullLoad: boolean) => Promise<void>;

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Opens `route` (a full load, or an in-app navigation as a link click does it), waits for the page to go quiet,
 * and returns the path it landed on when it redirected.
 */
export async function openRoute(page: Page, origin: string, route: RouteToVisit, fullLoad: boolean): Promise<string | undefined> {
  if (fullLoad) await page.goto(`${origin}${route.path}`, { waitUntil: 'load' });
  else await navigateInApp(page, route.path);
  await waitForQuiet(page, 300);
  const url = new URL(page.url());
  const at = `${url.pathname}${url.search}`;
  return decodeURIComponent(at) !== decodeURIComponent(route.path) ? at : undefined;
}

/** Two frames: styles recomputed and painted after a resize or theme switch. */
export async function settle(page: Page): Promise<void> {
  // A page the browser does not paint (occluded, busy) gets no frames: never wait past half a second for them.
  // Before that, every element's style is computed afresh: after a run of resizes and scheme switches Chromium
  // now and then kept an inherited colour from the previous theme on a few elements (mixed-theme findings that a
  // reload never shows), and the budget is about the colours the stylesheet gives, not that invalidation glitch.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const root = document.documentElement;
        const display = root.style.display;
        root.style.display = 'none';
        void root.offsetHeight;
        root.style.display = display;
        setTimeout(resolve, 500);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/** Visits every route once; returns how many were visited and the ones that failed. */
export async function walkRoutes(
  browser: Browser,
  origin: string,
  routes: RouteToVisit[],
  email: string,
  visit: VisitRoute,
  options: WalkOptions,
): Promise<{ routes: number; errors: WalkError[] }> {
  const result = { routes: 0, errors: [] as WalkError[] };
  // Each lane has contexts of its own: pages of one context can share a renderer, and there the colour scheme one
  // page emulates leaks into the other mid-scan (findings of text in one theme on the other's background).
  const lane = async (laneRoutes: RouteToVisit[]): Promise<void> => {
    for (const visitor of ['out', 'in'] as const) {
      const visits = laneRoutes.filter((r) => r.signedIn === (visitor === 'in'));
      if (visits.length === 0) continue;
      const context: BrowserContext =
        visitor === 'in'
          ? await signedInContext(browser, origin, email, options.contextOptions)
          : await browser.newContext(options.contextOptions);
      try {
        const page = await context.newPage();
        let fullLoad = true;
        for (const route of visits) {
          options.onRoute?.(route);
          try {
            await withTimeout(
              visit(page, route, fullLoad),
              options.routeTimeoutMs,
              `checking ${route.path} took over ${options.routeTimeoutMs / 1000} s`,
            );
            fullLoad = false;
            result.routes += 1;
          } catch (error) {
            result.errors.push({ route: route.path, error: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) });
            // Start the next route from a clean full load.
            fullLoad = true;
          }
        }
      } finally {
        await context.close();
      }
    }
  };
  const lanes = Math.max(1, options.lanes);
  await Promise.all(Array.from({ length: lanes }, (_, i) => lane(routes.filter((_, index) => index % lanes === i))));
  return result;
}
