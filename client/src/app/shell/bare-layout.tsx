// The bare auth layout (spec section 2: "/sign-in uses a bare auth layout"), also used by onboarding: the logo,
// one centred card, theme and language, and nothing that leads away from the task.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ThemeToggle } from './theme-toggle';
import { LanguageMenu } from './language-menu';
import { SITE_NAME, usePageTitle } from './page-title';
import { useRouteTitle } from './route-title';
import './forms.css';
import './bare-layout.css';

export function BareLayout({ children }: { children: ReactNode }) {
  usePageTitle(useRouteTitle(), SITE_NAME);
  return (
    <div className="bare-layout">
      <header className="bare-layout__bar">
        <Link to="/" className="bare-layout__brand" aria-label="OSB">
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span>OSB</span>
        </Link>
        <div className="bare-layout__tools">
          <ThemeToggle />
          <LanguageMenu />
        </div>
      </header>
      <main className="bare-layout__main">
        <div className="bare-layout__card">{children}</div>
      </main>
    </div>
  );
}
