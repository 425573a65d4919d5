// What a page shows before its data is there: a spinner, or the failure with a retry button.
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n';
import './account-messages';

export function LoadState({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  const t = useT();
  if (!error) return <Spinner size={28} />;
  return (
    <div className="page-card account-card" role="alert">
      <p>{t('account.loadFailed', { message: error })}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('account.retry')}
      </Button>
    </div>
  );
}
