// The toasts' live region (spec section 4): in the page from the first render, so screen readers know it before a
// toast arrives; the toasts themselves (toaster.tsx, a chunk of its own in the app) are drawn inside it.
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index';

export function ToastRegion({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <div className="ui-toaster" role="region" aria-label={t('common.notifications')} aria-live="polite">
      {children}
    </div>
  );
}
