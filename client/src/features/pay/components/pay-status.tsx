// A pay status as a badge: the spec's colour groups (section 4, via statusTone) with the status in the person's
// language. Not the shared StatusBadge, whose 3 s "loading" lead-in is for system status, not for records.
import { statusTone } from '../../../components/ui/status-badge';
import { useT } from '../../../i18n';
import './pay-messages';
import type { KeySuffix } from '../../../i18n/keys';

/** Statuses outside the spec's groups take the colour of the closest one. */
const TONE_OF: Record<string, string> = {
  paid: 'processing',
  disputed: 'processing',
  declined: 'cancelled',
  redeemed: 'completed',
  paused: 'inactive',
};

export function PayStatus({ status }: { status: KeySuffix<'pay.status.'> }) {
  const t = useT();
  const tone = statusTone(TONE_OF[status] ?? status);
  return (
    <span className={`ui-status ui-status--${tone} pay-status`} data-tone={tone} data-status={status}>
      <span className="ui-status__dot" aria-hidden="true" />
      {t(`pay.status.${status}`)}
    </span>
  );
}
