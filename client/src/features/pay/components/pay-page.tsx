// The frame of every pay page: the route's title (handed down by the pay area module) as the page's one h1, a
// lead line, header actions, and the loading and error states shared by the pages.
import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n';
import './pay-messages';
import '../../../components/ui/page-frame.css';
import './pay.css';

/** What the pay area module gives every page: its title from the route. */
export interface PayPageProps {
  title: string;
}

export function PayPage({ title, lead, actions, narrow, children }: PayPageProps & { lead?: ReactNode; actions?: ReactNode; narrow?: boolean; children: ReactNode }) {
  return (
    <section className={narrow ? 'area-page area-page--narrow page-frame' : 'area-page page-frame'}>
      <header className="area-page__header">
        <div className="page-frame__titles">
          <h1>{title}</h1>
          {lead ? <p className="page-muted">{lead}</p> : null}
        </div>
        {actions ? <div className="page-frame__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

export function Loading() {
  return (
    <div className="page-loading">
      <Spinner size={24} />
    </div>
  );
}

/**
 * The three states of a list the page fetched: loading (`items` null), empty (`empty` shown), or the items as
 * `children` draws them.
 */
export function ListStates<T>({ items, empty, children }: { items: readonly T[] | null; empty: ReactNode; children: (items: readonly T[]) => ReactNode }) {
  if (items === null) return <Loading />;
  if (items.length === 0) return <>{empty}</>;
  return <>{children(items)}</>;
}

export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div className="form-error page-row" role="alert">
      <AlertTriangle size={16} aria-hidden="true" />
      <span>{t('pay.loadFailed', { message })}</span>
      {onRetry ? (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('pay.retry')}
        </Button>
      ) : null}
    </div>
  );
}
