// The 404 page of spec section 2: "Any unknown path shows a 404 page".
import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../i18n';
import { usePageTitle } from './page-title';
import { SystemPage } from './system-page';
import './shell-messages';

export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  usePageTitle(t('shell.notFoundTitle'), '404');
  return (
    <SystemPage code="404" title={t('shell.notFoundTitle')}>
      <p>{t('shell.notFoundText', { path: pathname })}</p>
      <div className="system-page__actions">
        <Link className="ui-button ui-button--primary ui-button--md" to="/">
          {t('shell.backHome')}
        </Link>
      </div>
    </SystemPage>
  );
}
