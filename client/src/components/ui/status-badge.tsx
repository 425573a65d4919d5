// The status badge of spec section 4: loading text for the first 3 s, then the status coloured by its tone.
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index';
import { cx } from './class-names';

/** Spec section 4: "shows loading text for the first 3s". */
export const STATUS_LOADING_MS = 3000;

export type StatusTone = 'success' | 'danger' | 'warning' | 'default';

// Spec section 4's colour groups; keys are compared without case, spaces, hyphens or underscores.
const TONES: Record<string, StatusTone> = {
  success: 'success',
  active: 'success',
  completed: 'success',
  opened: 'success',
  inactive: 'danger',
  failed: 'danger',
  error: 'danger',
  cancelled: 'danger',
  expired: 'danger',
  closed: 'danger',
  processing: 'warning',
  inprogress: 'warning',
  pending: 'warning',
};

export function statusTone(status: string | null | undefined): StatusTone {
  const key = (status ?? '').toLowerCase().replace(/[\s_-]+/g, '');
  return TONES[key] ?? 'default';
}

export function StatusBadge({ status, className }: { status?: string | null; className?: string }) {
  const t = useT();
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), STATUS_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);
  const tone: StatusTone = loading ? 'default' : statusTone(status);
  return (
    <span className={cx('ui-status', `ui-status--${tone}`, className)} data-tone={tone} aria-busy={loading || undefined}>
      <span className="ui-status__dot" aria-hidden="true" />
      {loading ? t('common.loading') : status || t('common.allSystemNormal')}
    </span>
  );
}
