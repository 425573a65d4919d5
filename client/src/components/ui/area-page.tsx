// The frame of an area's page (pay, cloud, market) on the shared page frame: the route's title as the page's one h1,
// a lead line, header actions and the page's content; an area's own module adds its words and styles.
import type { ReactNode } from 'react';
import './page-frame.css';

/** What an area module gives every page: its title from the route. */
export interface AreaPageProps {
  title: string;
}

export function AreaPage({
  title,
  lead,
  actions,
  narrow = false,
  children,
}: AreaPageProps & { lead?: ReactNode; actions?: ReactNode; narrow?: boolean; children: ReactNode }) {
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
