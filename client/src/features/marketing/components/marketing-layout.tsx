// The public marketing shell (spec section 2): header with mega-menus (solutions, resources, company), footer
// with Sitemap, Feedback, Terms and ten social networks, and the cookie banner. The app passes in its controls.
import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { LocalLink as Link } from './local-link';
import { ChevronDown, Menu, X } from 'lucide-react';
import { Dropdown } from '../../../components/ui/dropdown';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n';
import { FOOTER_COLUMNS, FOOTER_LEGAL_LINKS, MEGA_MENUS, SOCIAL_NETWORKS, type NavColumn } from './marketing-nav';
import { PlatformStatus } from './platform-status';
import './marketing-messages';
import './marketing.css';

export interface MarketingFrameProps {
  /** Theme and language controls. */
  tools: ReactNode;
  /** Where "Open the app" goes for a signed-in person; null for visitors. */
  appHref: string | null;
}

function Columns({ columns, onNavigate, itemRole }: { columns: readonly NavColumn[]; onNavigate?: () => void; itemRole?: 'menuitem' }) {
  const t = useT();
  return columns.map((column) => (
    <div key={column.title} className="mk-columns__column">
      <p className="mk-columns__title">{t(column.title)}</p>
      <ul>
        {column.links.map((link) => (
          <li key={link.href + link.label}>
            <Link to={link.href} role={itemRole} tabIndex={itemRole ? -1 : undefined} className="mk-columns__link" onClick={onNavigate}>
              <span className="mk-columns__label">{t(link.label)}</span>
              {link.text ? <span className="mk-columns__text">{t(link.text)}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  ));
}

function Header({ tools, appHref }: MarketingFrameProps) {
  const t = useT();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  const close = () => setOpen(false);
  // Escape closes the phone menu and gives focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const actions = appHref ? (
    <Link to={appHref} className="ui-button ui-button--primary ui-button--md">
      {t('marketing.openApp')}
    </Link>
  ) : (
    <>
      <Link to="/sign-in" className="ui-button ui-button--ghost ui-button--md">
        {t('marketing.signIn')}
      </Link>
      <Link to="/sign-in?mode=sign-up" className="ui-button ui-button--primary ui-button--md">
        {t('marketing.signUp')}
      </Link>
    </>
  );

  return (
    <header className="mk-header">
      <div className="mk-header__inner">
        <Link to="/" className="mk-brand" aria-label="OSB">
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span>OSB</span>
        </Link>
        <nav className="mk-nav" aria-label={t('marketing.mainMenu')}>
          {MEGA_MENUS.map((menu) => (
            <Dropdown
              key={menu.id}
              id={menu.id}
              menuClassName="mk-mega"
              trigger={
                <>
                  {t(menu.label)} <ChevronDown size={16} aria-hidden="true" />
                </>
              }
            >
              <Columns columns={menu.columns} itemRole="menuitem" />
            </Dropdown>
          ))}
          <Link to="/pricing" className="mk-nav__link">
            {t('marketing.pricing')}
          </Link>
        </nav>
        <div className="mk-header__end">
          {tools}
          <div className="mk-header__actions">{actions}</div>
          <button
            ref={toggleRef}
            type="button"
            className="icon-button mk-header__toggle"
            aria-expanded={open}
            aria-controls="mk-mobile-menu"
            aria-label={t(open ? 'marketing.closeMenu' : 'marketing.openMenu')}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </button>
        </div>
      </div>
      {open ? (
        <div id="mk-mobile-menu" className="mk-mobile">
          <nav aria-label={t('marketing.mainMenu')} className="mk-columns">
            {MEGA_MENUS.map((menu) => (
              <Columns key={menu.id} columns={menu.columns} onNavigate={close} />
            ))}
            <Link to="/pricing" className="mk-columns__link" onClick={close}>
              <span className="mk-columns__label">{t('marketing.pricing')}</span>
            </Link>
          </nav>
          <div className="mk-mobile__actions">{actions}</div>
        </div>
      ) : null}
    </header>
  );
}

function Footer() {
  const t = useT();
  return (
    <footer className="mk-footer">
      <div className="mk-footer__inner">
        <div className="mk-footer__brand">
          <Link to="/" className="mk-brand" aria-label="OSB">
            <img src="/logo.svg" alt="" width={28} height={28} />
            <span>OSB</span>
          </Link>
          <p>{t('marketing.tagline')}</p>
          {/* The platform's status line: the API's health check, as it answers (spec section 4's status badge). */}
          <PlatformStatus />
        </div>
        <nav className="mk-columns mk-footer__columns" aria-label={t('marketing.footerMenu')}>
          <Columns columns={FOOTER_COLUMNS} />
        </nav>
        <div className="mk-footer__social">
          <p className="mk-columns__title">{t('marketing.followUs')}</p>
          <ul>
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network.name}>
                <a href={network.href} target="_blank" rel="noopener noreferrer">
                  {network.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="mk-footer__bottom">
          <p>{t('marketing.copyright', { year: new Date().getFullYear() })}</p>
          <ul>
            {/* The sitemap is a file served beside the app, so it is a plain link, not a route. */}
            <li>
              <a href={FOOTER_LEGAL_LINKS.sitemap}>{t('marketing.sitemap')}</a>
            </li>
            <li>
              <Link to={FOOTER_LEGAL_LINKS.feedback}>{t('marketing.feedback')}</Link>
            </li>
            <li>
              <Link to={FOOTER_LEGAL_LINKS.terms}>{t('marketing.terms')}</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

/**
 * After an in-app navigation, focus goes to the new page's heading, so a screen reader announces the page and
 * the next Tab starts from its top (not from the link that was followed). The first page keeps the browser's
 * own start. The heading can come a little after the URL (the page's content loads), hence the frames.
 */
function useFocusHeadingOnNavigation(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const type = useNavigationType();
  // Until the reader has navigated, a replacing navigation is the page's own redirect on load (a docs topic to its
  // first article): still the first page. The same path again (an effect run twice) is no navigation.
  const seen = useRef<{ path: string; navigated: boolean } | null>(null);
  useEffect(() => {
    const before = seen.current;
    if (before?.path === pathname) return;
    const first = before === null || (!before.navigated && type === NavigationType.Replace);
    seen.current = { path: pathname, navigated: !first };
    if (first) return;
    const started = performance.now();
    let frame = 0;
    const focusHeading = () => {
      const heading = main.current?.querySelector<HTMLElement>('h1');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      } else if (performance.now() - started < 3000) frame = requestAnimationFrame(focusHeading);
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname, type, main]);
}

export function MarketingFrame(props: MarketingFrameProps) {
  const t = useT();
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(main);
  return (
    <div className="mk">
      <a className="mk-skip" href="#main">
        {t('marketing.skipToContent')}
      </a>
      <Header {...props} />
      <main className="mk-main" id="main" tabIndex={-1} ref={main}>
        <Suspense
          fallback={
            <div className="mk-loading">
              <Spinner size={28} />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
