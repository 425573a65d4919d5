// Renders the toasts of state/toasts.ts (spec section 4: success, error, info, warning; 3 s by default).
import { useSignals } from '@preact/signals-react/runtime';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { dismissToast, toasts, type ToastType } from '../../state/toasts';
import { ToastRegion } from './toast-region';
import { t } from '../../i18n/index';
import type { TextKey } from '../../i18n/keys';

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info, warning: TriangleAlert } as const;
const TYPE_LABELS: Record<ToastType, TextKey> = {
  success: 'common.toastSuccess',
  error: 'common.toastError',
  info: 'common.toastInfo',
  warning: 'common.toastWarning',
};

/** The toasts, for a ToastRegion already in the page (the app's root layout loads this module on first need). */
export function ToastItems() {
  useSignals();
  return toasts.value.map((item) => {
    const Icon = ICONS[item.type];
    return (
      <div key={item.id} className={`ui-toast ui-toast--${item.type}`} data-type={item.type}>
        <Icon size={18} aria-hidden="true" />
        <span className="visually-hidden">{t(TYPE_LABELS[item.type])}: </span>
        <span className="ui-toast__message">{item.message}</span>
        {item.action ? (
          <button
            type="button"
            className="ui-toast__action"
            onClick={() => {
              dismissToast(item.id);
              item.action?.run();
            }}
          >
            {item.action.label}
          </button>
        ) : null}
        <button type="button" className="ui-toast__close" aria-label={t('common.dismiss')} onClick={() => dismissToast(item.id)}>
          <X size={16} aria-hidden="true" />
        </button>
      </div>
    );
  });
}

/** The live region with its toasts. */
export function Toaster() {
  return (
    <ToastRegion>
      <ToastItems />
    </ToastRegion>
  );
}
