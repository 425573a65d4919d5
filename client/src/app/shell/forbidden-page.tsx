// What a signed-in person who is not staff sees on /admin pages (spec section 6, admin guard).
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { readTarget } from '../../lib/target';
import { usePageTitle } from './page-title';
import { SystemPage } from './system-page';
import './shell-messages';

export function ForbiddenPage() {
  const t = useT();
  usePageTitle(t('shell.forbiddenTitle'), 'admin');
  return (
    <SystemPage code="403" title={t('shell.forbiddenTitle')}>
      <p>{t('shell.forbiddenText')}</p>
      <div className="system-page__actions">
        <Link className="ui-button ui-button--primary ui-button--md" to={readTarget()}>
          {t('shell.backToApp')}
        </Link>
      </div>
    </SystemPage>
  );
}
