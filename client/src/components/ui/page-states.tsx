// The load states of an area page on the shared page frame (page-frame.css): a spinner while the data comes, and
// the failure with the server's message and, when the page can ask again, a retry; and the not-found state of a page
// whose address names something that is not there (a malformed id, or one the API does not know).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AlertTriangle, SearchX } from 'lucide-react';
import { useT } from '../../i18n';
import { Button } from './button';
import { Spinner } from './spinner';

export function PageLoading() {
  return (
    <div className="page-loading">
      <Spinner size={24} />
    </div>
  );
}

export function PageLoadError({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  const t = useT();
  return (
    <div className="form-error page-row" role="alert">
      <AlertTriangle size={16} aria-hidden="true" />
      <span>{t('common.loadFailed', { message })}</span>
      {onRetry ? (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The page's own "not found": what the address named is not there, and a way back to where such things are
 * listed. Never a retry: asking again for what does not exist cannot work.
 */
export function PageNotFound({ message, backTo, backLabel }: { message?: ReactNode; backTo: string; backLabel: string }) {
  const t = useT();
  return (
    <div className="ui-empty page-not-found" role="status">
      <span className="ui-empty__icon" aria-hidden="true">
        <SearchX size={32} />
      </span>
      <h2>{t('common.notFoundTitle')}</h2>
      <p>{message ?? t('common.notFoundText')}</p>
      <Link className="ui-button ui-button--secondary ui-button--md" to={backTo}>
        {backLabel}
      </Link>
    </div>
  );
}
