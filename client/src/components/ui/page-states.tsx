// The load states of an area page on the shared page frame (page-frame.css): a spinner while the data comes, and
// the failure with the server's message and, when the page can ask again, a retry.
import { AlertTriangle } from 'lucide-react';
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
