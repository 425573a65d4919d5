// The frame of every pay page: the route's title (handed down by the pay area module) as the page's one h1, a
// lead line, header actions, and the loading and error states shared by the pages.
import type { ReactNode } from 'react';
import './pay-messages';
import '../../../components/ui/page-frame.css';
import './pay.css';

/** What the pay area module gives every page: its title from the route. */
export interface PayPageProps {
  title: string;
}

export function PayPage({
  title,
  lead,
  actions,
  narrow,
  children,
}: PayPageProps & { lead?: ReactNode; actions?: ReactNode; narrow?: boolean; children: ReactNode }) {
  return (
    <section className={narrow ? 'area-page area-page--narrow page-frame' : 'area-page page-frame'}>
      <header className="area-page__header">
        <div className="page-frame__titles">
          <h1>{title}</h1>
          {lead ? <p className="page-muted">{lead}</p> : null}
        </div>
        {actions ? <div className="page-frame__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

import { PageLoading as Loading, PageLoadError as LoadError } from '../../../components/ui/page-states';

export { Loading, LoadError };

/**
 * The three states of a list the page fetched: loading (`items` null), empty (`empty` shown), or the items as
 * `children` draws them.
 */
export function ListStates<T>({
  items,
  empty,
  children,
}: {
  items: readonly T[] | null;
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (items === null) return <Loading />;
  if (items.length === 0) return <>{empty}</>;
  return <>{children(items)}</>;
}
