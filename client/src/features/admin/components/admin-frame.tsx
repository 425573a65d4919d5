// The frame of the admin pages: the route's title as the one h1 with a lead line, tabs that are real tabs, the
// loading and error states, and dates in the person's zone and language.
import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { timeZone } from '../../../state/preferences';
import './admin-messages';
import '../../../components/ui/page-frame.css';
import './admin.css';

export interface AdminPageProps {
  title: string;
}

export function AdminFrame({
  title,
  lead,
  actions,
  children,
}: AdminPageProps & { lead: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="area-page page-frame">
      <header className="area-page__header">
        <div className="page-frame__titles">
          <h1>{title}</h1>
          <p className="page-muted">{lead}</p>
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}

/** The list's state before it is there: a spinner, or why it failed with a retry. */
export function Pending({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  const t = useT();
  if (!error) {
    return (
      <div className="page-loading">
        <Spinner size={24} />
      </div>
    );
  }
  return (
    <div className="form-error page-row" role="alert">
      <AlertTriangle size={16} aria-hidden="true" />
      <span>{t('admin.loadFailed', { message: error })}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('admin.retry')}
      </Button>
    </div>
  );
}

/** A row of tabs (role tablist) whose panel follows below; `label` names the list. */
export function Tabs<T extends string>({
  label,
  value,
  options,
  name,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  name: (option: T) => string;
  onChange: (next: T) => void;
}) {
  return (
    <div role="tablist" aria-label={label} className="admin-tabs">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          aria-selected={option === value}
          className="admin-tab"
          onClick={() => onChange(option)}
        >
          {name(option)}
        </button>
      ))}
    </div>
  );
}

/** A card's own problem (a refused action, a wrong value), announced when it appears. */
export function Problem({ text, id }: { text: string | null | undefined; id?: string }) {
  if (!text) return null;
  return (
    <p className="field__error" id={id} role="alert">
      {text}
    </p>
  );
}

/** A time in the person's zone and language. */
export function useDateTime(): (ms: number) => string {
  const lang = language.value;
  const zone = timeZone.value;
  return (ms) => formatTime(ms, { timeZone: zone, lang, style: 'datetime' });
}

/** @name, or a dash for nobody. */
export const handle = (who: { userName: string } | null | undefined): string => (who?.userName ? `@${who.userName}` : '—');
