// The footer's status line (spec section 4's status badge; issue #33): what the API's health check (platformStatus)
// says now, in the reader's language — never a claim made without asking. It asks once the line is (nearly) on
// screen, and the asking (models/platform-status.ts: the call, its texts, the minute's re-check) loads only then,
// so a reader who never reaches the footer costs no call and the first JS of / stays as it was.
import { useEffect, useRef, useState } from 'react';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';
import { useT } from '../../../i18n';
import type { PlatformState } from '../api/get-platform-status';
import type { ShownCheck } from '../models/platform-status';

const TONES: Record<PlatformState, StatusTone> = { operational: 'success', degraded: 'warning', outage: 'danger', unknown: 'default' };

export function PlatformStatus() {
  const t = useT();
  const [check, setCheck] = useState<ShownCheck | null>(null);
  const badge = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    const start = () => {
      observer?.disconnect();
      void import('../models/platform-status').then(({ watchPlatform }) => {
        if (!gone) stop ??= watchPlatform(setCheck);
      });
    };
    const target = badge.current;
    const observer =
      target && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: '200px' })
        : null;
    if (observer && target) observer.observe(target);
    else start();
    return () => {
      gone = true;
      observer?.disconnect();
      stop?.();
    };
  }, []);
  return (
    <StatusBadge
      ref={badge}
      pending={check === null}
      status={check ? t(`platformStatus.${check.state}`) : null}
      tone={check ? TONES[check.state] : undefined}
      title={check?.time ? t('platformStatus.checkedAt', { time: check.time }) : undefined}
    />
  );
}
