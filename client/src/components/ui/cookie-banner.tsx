// The cookie banner of spec section 2: Accept stores consent; Reject hides it for this session only.
// Renders a react-router Link, so it must sit inside the router (the marketing layout).
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { acceptCookies, rejectCookies, showCookieBanner } from '../../state/cookie-consent';
import { t } from '../../i18n/index';
import { Button } from './button';

export const PRIVACY_PATH = '/privacy';

export function CookieBanner() {
  useSignals();
  if (!showCookieBanner.value) return null;
  return (
    <section className="ui-cookie-banner" aria-label={t('common.cookieTitle')}>
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
