// Code splitting for pages, panels and dialogs: the component's module loads the first time it renders, with a
// spinner meanwhile. Area route modules use it so an area's own chunk carries only what every page of it needs
// (the "any one area's lazy chunk ≤ 30 KB" and "/discover ≤ 160 KB" budgets).
import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from './spinner';

/** A component whose code loads on first render; `page` wraps the spinner in the page frame. */
export function lazyComponent(load: () => Promise<ComponentType>, options: { page?: boolean } = {}): ComponentType {
  const Loaded = lazy(async () => ({ default: await load() }));
  const fallback = options.page ? (
    <div className="area-page">
      <Spinner />
    </div>
  ) : (
    <Spinner />
  );
  return function LazyComponent() {
    return (
      <Suspense fallback={fallback}>
        <Loaded />
      </Suspense>
    );
  };
}
