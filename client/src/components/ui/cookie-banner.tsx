// The cookie banner of spec section 2: Accept stores consent; Reject hides it for this session only.
// Renders a react-router Link, so it must sit inside the router (the marketing layout).
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { acceptCookies, rejectCookies, showCookieBanner } from '../../state/cookie-consent';
import { t } from '../../i18n/index';
import { Button } from './button';

export const PRIVACY_PATH = '/privacy';

/** The custom property global.css keeps clear at the bottom of the page for focus and in-page links. */
export const COOKIE_BANNER_SPACE = '--cookie-banner-space';

/**
 * While the notice shows, the page keeps the space it covers (its height and its gap from the bottom) clear when
 * focus or a link scrolls something into view, so a keyboard user's focus is never under it (WCAG 2.4.11).
 */
function useKeepsClear() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement.style;
    const measure = () => {
      const covered = window.innerHeight - banner.getBoundingClientRect().top;
      root.setProperty(COOKIE_BANNER_SPACE, `${Math.max(0, Math.ceil(covered))}px`);
    };
    measure();
    // Its height follows its text (language, width); it keeps its gap from the window's bottom whatever the height.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.removeProperty(COOKIE_BANNER_SPACE);
    };
  }, []);
  return ref;
}

export function CookieBanner() {
  useSignals();
  if (!showCookieBanner.value) return null;
  return <ShownCookieBanner />;
}

function ShownCookieBanner() {
  const ref = useKeepsClear();
  return (
    <section ref={ref} className="ui-cookie-banner" aria-label={t('common.cookieTitle')}>
      <p>
        {t('common.cookieText')} <Link to={PRIVACY_PATH}>{t('common.cookiePolicy')}</Link>
      </p>
      <div className="ui-cookie-banner__actions">
        <Button variant="secondary" onClick={rejectCookies}>
          {t('common.cookieReject')}
        </Button>
        <Button onClick={acceptCookies}>{t('common.cookieAccept')}</Button>
      </div>
    </section>
  );
}
