// Loading indicators: an inline spinner and the full-screen one with the product logo (spec section 2 guards).
import { useT } from '../../i18n/index';
import { cx } from './class-names';

export const LOGO_URL = '/logo.svg';

export interface SpinnerProps {
  /** Pixel diameter. */
  size?: number;
  /** Accessible name; defaults to "Loading…" in the current language. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 20, label, className }: SpinnerProps) {
  const t = useT();
  return (
    <span
      role="status"
      aria-label={label ?? t('common.loading')}
      className={cx('ui-spinner', className)}
      style={{ width: size, height: size }}
    />
  );
}

export function FullScreenSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="ui-fullscreen-spinner" role="status" aria-label={label ?? t('common.loading')}>
      <img src={LOGO_URL} alt="" width={56} height={56} />
      <span className="ui-spinner" aria-hidden="true" />
    </div>
  );
}
