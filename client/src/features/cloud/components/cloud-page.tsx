// What every cloud page shares: the area page frame (components/ui/area-page.tsx) with the cloud's words and styles,
// the loading and error states, status badges, dates and form errors.
import type { ReactNode } from 'react';
import { statusTone } from '../../../components/ui/status-badge';
import type { AnyRuleProblem } from '../../../../../contracts/rules/codes';
import { useT } from '../../../i18n';
import { ruleText } from '../../../i18n/rule-text';
import { amountErrorText } from '../../../lib/amount-text';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { timeZone } from '../../../state/preferences';
import type { FieldProblem } from '../models/domains';
import './cloud-messages';
import '../../../components/ui/page-frame.css';
import './cloud.css';
import type { KeySuffix } from '../../../i18n/keys';

export { AreaPage as CloudPage, type AreaPageProps as CloudPageProps } from '../../../components/ui/area-page';

export { PageLoading as Loading, PageLoadError as LoadError } from '../../../components/ui/page-states';

/** Statuses outside the spec's colour groups take the colour of the closest one. */
const TONE_OF: Record<string, string> = {
  queued: 'pending',
  sent: 'processing',
  delivered: 'completed',
  revoked: 'cancelled',
  paid: 'completed',
  owed: 'pending',
};

/** A record's status as a badge: the spec's colour groups (section 4) with the status in words, never colour alone. */
export function CloudStatus({ status }: { status: KeySuffix<'cloud.status.'> }) {
  const t = useT();
  const tone = statusTone(TONE_OF[status] ?? status);
  return (
    <span className={`ui-status ui-status--${tone} cloud-status`} data-tone={tone} data-status={status}>
      <span className="ui-status__dot" aria-hidden="true" />
      {t(`cloud.status.${status}`)}
    </span>
  );
}

/**
 * A domain's expiry warning (openapi CloudDomain.expiryWarning: 30, 7 or 1 days left on the server's clock), in
 * words with the date; a status role so it is announced where it appears.
 */
export function ExpiryWarning({ days, expiresAt, domain }: { days: 30 | 7 | 1 | null; expiresAt: number; domain?: string }) {
  const t = useT();
  const date = useDate();
  if (days === null) return null;
  const params = { count: days, date: date(expiresAt), domain: domain ?? '' };
  return (
    <p className={`cloud-expiry cloud-expiry--${days === 30 ? 'soon' : 'urgent'}`} role="status" data-days={days}>
      {t(domain ? 'cloud.expiry.domainSoon' : 'cloud.expiry.soon', params)}
    </p>
  );
}

/** A date in the person's time zone and language. */
export function useDate(): (ms: number) => string {
  const lang = language.value;
  const zone = timeZone.value;
  return (ms) => formatTime(ms, { timeZone: zone, lang, style: 'date' });
}

/** The message of a model's problem: an i18n key of the cloud catalogue, a shared rule's problem, or the server's words. */
export function problemText(
  t: ReturnType<typeof useT>,
  problem: { key?: KeySuffix<'cloud.'>; rule?: AnyRuleProblem; text?: string } | null | undefined,
): string | null {
  if (!problem) return null;
  if (problem.rule) return ruleText(problem.rule);
  return problem.key ? t(`cloud.${problem.key}`) : (problem.text ?? null);
}

/** The message of a field's problem: an i18n key of the cloud catalogue, a shared rule's problem, or an amount's. */
export function fieldText(t: ReturnType<typeof useT>, problem: FieldProblem | null | undefined): string | null {
  if (!problem) return null;
  if (typeof problem === 'string') return t(`cloud.${problem}`);
  return 'amount' in problem ? amountErrorText(problem.amount, problem) : ruleText(problem);
}

/** A form's own error (the server's refusal, or a check of the whole form), announced when it appears. */
export function FormError({
  problem,
}: {
  problem: { key?: KeySuffix<'cloud.'>; rule?: AnyRuleProblem; text?: string } | null | undefined;
}) {
  const t = useT();
  const text = problemText(t, problem);
  if (!text) return null;
  return (
    <p className="form-error" role="alert">
      {text}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="field__error" id={id} role="alert">
      {children}
    </p>
  );
}
