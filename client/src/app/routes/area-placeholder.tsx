// The page every area route shows until the area's own work fills it (spec section 2 via the App shell issue):
// the page's title and the spec's default empty state, inside the area frame — never missing, never blank.
import { EmptyState } from '../../components/ui/empty-state';
import { useRouteTitle } from '../shell/route-title';

export function AreaPlaceholder() {
  const title = useRouteTitle();
  return (
    <section className="area-page">
      <header className="area-page__header">
        <h1>{title}</h1>
      </header>
      <EmptyState />
    </section>
  );
}
