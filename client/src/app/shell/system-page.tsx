// The frame of the standalone system pages (404, forbidden, load errors): logo, message, ways out.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './system-page.css';

export function SystemPage({ code, title, children }: { code?: string; title: string; children: ReactNode }) {
  return (
    <main className="system-page">
      <Link to="/" className="system-page__logo" aria-label="OSB">
        <img src="/logo.svg" alt="" width={48} height={48} />
      </Link>
      {code ? (
        <p className="system-page__code" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 className="system-page__title">{title}</h1>
      {children}
    </main>
  );
}
