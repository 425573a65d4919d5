// The footer's status line once it is on screen: asks the health check now and every minute after
// (models/platform-status.ts) and shows the answer coloured, with when it looked on hover.
import { useEffect, useState } from 'react';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';
import { useT } from '../../../i18n';
import type { PlatformState } from '../api/get-platform-status';
import { watchPlatform, type ShownCheck } from '../models/platform-status';

const TONES: Record<PlatformState, StatusTone> = { operational: 'success', degraded: 'warning', outage: 'danger', unknown: 'default' };

export function LivePlatformStatus() {
  const t = useT();
  const [check, setCheck] = useState<ShownCheck | null>(null);
  useEffect(() => watchPlatform(setCheck), []);
  return (
    <StatusBadge
      pending={check === null}
      status={check ? t(`platformStatus.${check.state}`) : null}
      tone={check ? TONES[check.state] : undefined}
      title={check?.time ? t('platformStatus.checkedAt', { time: check.time }) : undefined}
    />
  );
}
