// An area page in its own lazy chunk, loaded on first visit (or ahead, by the router), given its route title,
// with a spinner meanwhile — the shape the pay and map areas give every page.
import type { ComponentType } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { inheritPreload, lazyComponent } from '../../components/ui/lazy-component';
import { useRouteTitle } from '../shell/route-title';

export function lazyTitledPage(load: () => Promise<ComponentType<{ title: string }>>): ComponentType {
  const Page = lazyComponent(load, {
    fallback: (
      <div className="area-page">
        <Spinner size={28} />
      </div>
    ),
  });
  return inheritPreload(function TitledRoutePage() {
    return <Page title={useRouteTitle()} />;
  }, Page);
}
