// The hand-over from a build-time HTML page (client/build/prerender.ts) to the live app: the page is marked
// data-prerendered and inert until the app's first render replaces it.
import { useLayoutEffect } from 'react';
import type { createBrowserRouter } from 'react-router-dom';

type Router = ReturnType<typeof createBrowserRouter>;

export function isPrerendered(container: HTMLElement): boolean {
  return container.hasAttribute('data-prerendered');
}

/** Resolves once the router has loaded the lazy routes of the first location. */
export function whenRouterReady(router: Pick<Router, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Rendered with the app: when its first render is committed, the container is the app's, live and focusable. */
export function PrerenderHandoff({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
    container.removeAttribute('data-prerendered');
  }, [container]);
  return null;
}
