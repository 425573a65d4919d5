// The frame of every market page: the route's title as the page's one h1, a lead line, header actions, and the
// loading and error states the pages share.
import type { ReactNode } from 'react';
import './market-messages';
import '../../../components/ui/page-frame.css';
import './market.css';

export interface MarketPageProps {
  title: string;
}

export function MarketPage({
  title,
  lead,
  actions,
  children,
}: MarketPageProps & { lead?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="area-page page-frame">
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

export { PageLoading as Loading, PageLoadError as LoadError } from '../../../components/ui/page-states';
