// The router's error page: 404 responses, a recoverable screen for chunks that failed to load (spec section 7),
// and otherwise the default 'Unexpected Application Error!' of spec section 8 — never a blank screen.
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useT } from '../../i18n';
import { NotFoundPage } from './not-found-page';
import { isChunkLoadError } from './preload-error';
import { SystemPage } from './system-page';
import './shell-messages';

function reload() {
  window.location.reload();
}

export function RouteErrorPage() {
  const error = useRouteError();
  const t = useT();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  if (isChunkLoadError(error)) {
    return (
      <SystemPage title={t('shell.chunkErrorTitle')}>
        <p>{t('shell.chunkErrorText')}</p>
        <div className="system-page__actions">
          <button type="button" className="ui-button ui-button--primary ui-button--md" onClick={reload}>
            {t('shell.reload')}
          </button>
          <a className="ui-button ui-button--secondary ui-button--md" href="/">
            {t('shell.backHome')}
          </a>
        </div>
      </SystemPage>
    );
  }

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <SystemPage title={t('common.unexpectedError')}>
      <details>
        <summary>{t('shell.errorDetails')}</summary>
        <pre>{detail}</pre>
      </details>
      <div className="system-page__actions">
        <button type="button" className="ui-button ui-button--primary ui-button--md" onClick={reload}>
          {t('shell.reload')}
        </button>
        <a className="ui-button ui-button--secondary ui-button--md" href="/">
          {t('shell.backHome')}
        </a>
      </div>
    </SystemPage>
  );
}
