// The footer's status line (spec section 4's status badge; issue #33): what the API's health check (platformStatus)
// says now, in the reader's language — never a claim made without asking. Checked on arrival and every minute
// while the page is in view; the call's code loads only then, so the first JS of / does not carry it.
import { useEffect, useState } from 'react';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import type { PlatformCheck, PlatformState } from '../api/get-platform-status';

/** How often an open page asks again. */
export const STATUS_RECHECK_MS = 60_000;

const TONES: Record<PlatformState, StatusTone> = { operational: 'success', degraded: 'warning', outage: 'danger', unknown: 'default' };

export function PlatformStatus() {
  const t = useT();
  const [check, setCheck] = useState<PlatformCheck | null>(null);
  useEffect(() => {
    let live = true;
    const ask = () => {
      if (document.visibilityState !== 'visible') return;
      void import('../api/get-platform-status').then(({ checkPlatform }) => checkPlatform()).then((next) => live && setCheck(next));
    };
    ask();
    const timer = setInterval(ask, STATUS_RECHECK_MS);
    document.addEventListener('visibilitychange', ask);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', ask);
    };
  }, []);
  // The visitor's own clock and zone (no account to read one from); a plain Intl call keeps / light.
  const at = check ? new Date(check.at).toLocaleTimeString(language.value, { hour: '2-digit', minute: '2-digit' }) : '';
  return (
    <StatusBadge
      pending={check === null}
      status={check ? t(`marketing.status.${check.state}`) : null}
      tone={check ? TONES[check.state] : undefined}
      // 'unknown' was no check at all (no answer): it has no time to show.
      title={check && check.state !== 'unknown' ? t('marketing.status.checkedAt', { time: at }) : undefined}
    />
  );
}
