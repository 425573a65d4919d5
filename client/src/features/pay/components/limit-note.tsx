// The verification limits where money goes out (contracts/rules/money-limits.ts, which the mock enforces): my caps
// for this kind over 24 hours and 30 days, and, before verifying, what verifying raises them to.
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import { user } from '../../../state/session';
import { LIMIT_ASSET, MONEY_LIMITS, tierOf, type LimitKind } from '../../../../../contracts/rules/money-limits';

export function LimitNote({ kind }: { kind: LimitKind }) {
  useSignals();
  const t = useT();
  const verified = user.value?.isVerified ?? false;
  const caps = MONEY_LIMITS[tierOf(verified)][kind];
  const n = (value: number) => `${new Intl.NumberFormat(language.value).format(value)} ${LIMIT_ASSET}`;
  return (
    <p className="page-muted pay-limit-note">
      {t(verified ? 'pay.limit.verified' : 'pay.limit.unverified', { day: n(caps.day), month: n(caps.month) })}{' '}
      {verified ? null : <Link to="/account/verification">{t('pay.limit.verify', { day: n(MONEY_LIMITS.verified[kind].day) })}</Link>}
    </p>
  );
}
