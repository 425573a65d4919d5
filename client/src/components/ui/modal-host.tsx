// The global modal overlay of spec section 2: caller-supplied centred content over a backdrop that closes it.
import { useEffect, useRef, type ReactNode, type MouseEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { dismissModal, modal } from '../../state/modal';
import { useT } from '../../i18n/index';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

export function ModalHost() {
  useSignals();
  const { show, content, label } = modal.value;
  if (!show) return null;
  return <ModalFrame label={label}>{content}</ModalFrame>;
}

function ModalFrame({ label, children }: { label: string | undefined; children: ReactNode }) {
  const t = useT();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusables(dialog)[0] ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        dismissModal();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (!dialog.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // The page behind must not scroll under a modal (notably on mobile).
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // Only a click on the backdrop itself: clicks inside the content bubble here too.
    if (event.target === event.currentTarget) dismissModal();
  };

  return (
    <div className="ui-modal-backdrop" data-testid="modal-backdrop" onClick={onBackdropClick}>
      <div ref={dialogRef} className="ui-modal" role="dialog" aria-modal="true" aria-label={label ?? t('common.dialog')} tabIndex={-1}>
        {children}
      </div>
    </div>
  );
}
