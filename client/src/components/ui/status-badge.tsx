// The status badge of spec section 4: loading text for the first 3 s, then the status coloured by its tone.
import { useEffect, useState, type Ref } from 'react';
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

/**
 * `status` is shown coloured by its tone (or by `tone`, for a status already in the reader's words); `pending`
 * keeps the loading text past the first 3 s while the status is still being found out, so nothing is claimed
 * before it is known; `title` says more on hover.
 */
export function StatusBadge({
  status,
  className,
  tone: given,
  pending = false,
  title,
  ref,
}: {
  status?: string | null;
  className?: string;
  tone?: StatusTone;
  pending?: boolean;
  title?: string;
  ref?: Ref<HTMLSpanElement>;
}) {
  const t = useT();
  const [starting, setStarting] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setStarting(false), STATUS_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);
  const loading = starting || pending;
  const tone: StatusTone = loading ? 'default' : (given ?? statusTone(status));
  return (
    <span
      ref={ref}
      className={cx('ui-status', `ui-status--${tone}`, className)}
      data-tone={tone}
      aria-busy={loading || undefined}
      title={loading ? undefined : title}
    >
      <span className="ui-status__dot" aria-hidden="true" />
      {loading ? t('common.loading') : status || t('common.allSystemNormal')}
    </span>
  );
}
