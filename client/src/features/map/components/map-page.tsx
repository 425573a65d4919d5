// The frame of every map page: the route's title as the page's one h1 and the header's actions.
import type { ReactNode } from 'react';
import './map-messages';
import './map.css';

export interface MapPageProps {
  title: string;
}

export function MapPage({ title, actions, children }: MapPageProps & { actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="area-page map-page">
      <header className="area-page__header">
        <h1>{title}</h1>
        {actions ? <div className="map-page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
