// Code splitting for pages, panels and dialogs: the component's module loads the first time it renders, with a
// spinner meanwhile. Area route modules use it so an area's own chunk carries only what every page of it needs
// (the "any one area's lazy chunk ≤ 30 KB" and "/discover ≤ 160 KB" budgets).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spinner } from './spinner';

type Module<P> = { default: ComponentType<P> };

// Keyed by the component functions lazyComponent returns (and wrappers that inherit their code).
const preloaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * A component whose code loads on first render, or earlier through preloadComponent; `page` wraps the spinner in
 * the page frame, `fallback` replaces it.
 */
export function lazyComponent<P extends object = Record<string, never>>(
  load: () => Promise<ComponentType<P>>,
  options: { page?: boolean; fallback?: ReactNode } = {},
): ComponentType<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = (): Promise<Module<P>> =>
    (loading ??= load().then(
      (component) => (loaded = { default: component }),
      (reason: unknown) => {
        // A failed chunk is asked for again on the next render or preload.
        loading = undefined;
        throw reason;
      },
    ));
  // Once the code is in, React.lazy gets a thenable that answers at once, so the first render shows the component
  // itself: no spinner, and no waiting for a Suspense reveal, which React holds back for a moment after a fallback.
  const Loaded = lazy<ComponentType<P>>(() =>
    loaded ? ({ then: (resolve: (module: Module<P>) => void) => resolve(loaded as Module<P>) } as unknown as Promise<Module<P>>) : preload(),
  );
  const fallback =
    options.fallback ??
    (options.page ? (
      <div className="area-page">
        <Spinner />
      </div>
    ) : (
      <Spinner />
    ));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  preloaders.set(LazyComponent, preload);
  return LazyComponent;
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
