// Which components can load their code ahead of their first render, and how. lazyComponent registers its
// components here; the router preloads a route's page through it. A module of its own, with no imports, so the
// entry (router.tsx) uses it without pulling in lazy-component and the spinner it draws.

// Keyed by the component functions lazyComponent returns (and wrappers that inherit their code).
const preloaders = new WeakMap<object, () => Promise<unknown>>();

export function registerPreload(component: object, preload: () => Promise<unknown>): void {
  preloaders.set(component, preload);
}

/**
 * Loads a lazy component's code ahead of its first render (the router does this for a page before it shows the
 * route, so the page draws at once). Resolves at once for any other component.
 */
export async function preloadComponent(component: object | undefined): Promise<void> {
  if (component) await preloaders.get(component)?.();
}

/** A component that only wraps a lazy one (to give it props) preloads the same code. */
export function inheritPreload<C extends object>(wrapper: C, lazyInner: object): C {
  const preload = preloaders.get(lazyInner);
  if (preload) preloaders.set(wrapper, preload);
  return wrapper;
}
