// The social pages for the main platform's route module, each loaded in its own chunk when first visited, so the
// area's chunk stays small (the inbox and play share it) and /discover brings only what it shows.
import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '../../../components/ui/spinner';

function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazySocialPage() {
    return (
      <Suspense
        fallback={
          <div className="area-page">
            <Spinner />
          </div>
        }
      >
        <Page />
      </Suspense>
    );
  };
}

export const DiscoverPage = lazyPage(async () => (await import('./discover-page')).DiscoverPage);
export const TagPage = lazyPage(async () => (await import('./tag-page')).TagPage);
export const FocusPage = lazyPage(async () => (await import('./focus-page')).FocusPage);
export const ProfilePage = lazyPage(async () => (await import('./profile-page')).ProfilePage);
