// Small pieces the analytics, rewards, funds and address pages share: the page frame, OSBT amounts, local times
// (the page's title comes from the route).
import type { ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { user } from '../../../state/session';
import './account-pages-messages';
import './account.css';
import './account-pages.css';

/** Whole OSBT in the reader's number format ("1,250 OSBT"). */
export function formatOsbt(amount: number, lang: string): string {
  return `${new Intl.NumberFormat(lang).format(amount)} OSBT`;
}

/** A date or date-time in my time zone and language. */
export function useWhen(): (ms: number, style?: 'date' | 'datetime') => string {
  useSignals();
  const lang = language.value;
  const timeZone = user.value?.timeZone ?? 'UTC';
  return (ms, style = 'datetime') => formatTime(ms, { timeZone, lang, style });
}

export function AccountPage({ title, lead, children, wide = false }: { title: string; lead?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <section className={wide ? 'area-page' : 'area-page area-page--narrow'}>
      <header className="area-page__header">
        <h1>{title}</h1>
      </header>
      <div className="account-stack">
        {lead ? <p className="field__hint account-lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
