// The default empty state of spec section 8: 'Empty. Nothing to show here!' unless the caller says more.
import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { useT } from '../../i18n/index';
import { cx } from './class-names';

export interface EmptyStateProps {
  message?: ReactNode;
  icon?: ReactNode;
  /** An optional call to action under the message. */
  children?: ReactNode;
  className?: string;
}

export function EmptyState({ message, icon, children, className }: EmptyStateProps) {
  const t = useT();
  return (
    <div className={cx('ui-empty', className)}>
      <span className="ui-empty__icon" aria-hidden="true">
        {icon ?? <Inbox size={32} />}
      </span>
      <p>{message ?? t('common.empty')}</p>
      {children}
    </div>
  );
}
