// Small pieces the analytics, rewards, funds and address pages share: the page frame, local times
// (the page's title comes from the route) and a labelled text field with its hint and error.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { user } from '../../../state/session';
import './account-pages-messages';
import '../../../components/ui/page-frame.css';
import './account.css';
import './account-pages.css';

/** A date or date-time in my time zone and language. */
export function useWhen(): (ms: number, style?: 'date' | 'datetime') => string {
  useSignals();
  const lang = language.value;
  const timeZone = user.value?.timeZone ?? 'UTC';
  return (ms, style = 'datetime') => formatTime(ms, { timeZone, lang, style });
}

export function AccountPage({
  title,
  lead,
  children,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={wide ? 'area-page' : 'area-page area-page--narrow'}>
      <header className="area-page__header">
        <h1>{title}</h1>
      </header>
      <div className="page-stack">
        {lead ? <p className="field__hint account-lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: ReactNode;
  /** Shown under the field and announced; marks the input invalid. */
  error?: ReactNode;
  className?: string;
}

/** A labelled input whose hint and error are tied to it (aria-describedby), the error announced as an alert. */
export function TextField({ label, value, onValue, hint, error, className, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onValue(e.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
