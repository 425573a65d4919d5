// Code splitting for pages, panels and dialogs: the component's module loads the first time it renders, with a
// spinner meanwhile. Area route modules use it so an area's own chunk carries only what every page of it needs
// (the "any one area's lazy chunk ≤ 30 KB" and "/discover ≤ 160 KB" budgets).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { registerPreload } from './preload-registry';
import { Spinner } from './spinner';

export { inheritPreload, preloadComponent } from './preload-registry';

type Module<P> = { default: ComponentType<P> };

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
    loaded
      ? ({ then: (resolve: (module: Module<P>) => void) => resolve(loaded as Module<P>) } as unknown as Promise<Module<P>>)
      : preload(),
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
  registerPreload(LazyComponent, preload);
  return LazyComponent;
}
