// The verified-user badge of spec section 3.
import { BadgeCheck } from 'lucide-react';
import { useT } from '../../i18n/index';
import { cx } from './class-names';

export function VerifiedBadge({ size = 16, className }: { size?: number; className?: string }) {
  const t = useT();
  const label = t('common.verified');
  return (
    <span role="img" aria-label={label} title={label} className={cx('ui-verified', className)}>
      <BadgeCheck size={size} aria-hidden="true" />
    </span>
  );
}
