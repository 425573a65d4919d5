// The one way an irreversible or costly action asks first (money, moderation, closing a conversation): a panel
// with what will happen, Cancel and the action; confirmAction() shows it in the global modal and runs the action
// only on a yes. Escape, the backdrop and Cancel all answer no.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/index';
import { closeModal, openModal } from '../../state/modal';
import { Button } from './button';
import './confirm.css';

export interface ConfirmPanelProps {
  title: string;
  body?: ReactNode;
  confirmLabel: string;
  /** The no; "Cancel" unless the action itself is a cancelling. */
  cancelLabel?: string;
  /** Danger for what removes or punishes; primary for what moves money the person asked to move. */
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question itself, for a caller that shows it in place (inside a dialog that is already open). */
export function ConfirmPanel({
  title,
  body,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmPanelProps) {
  const t = useT();
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  // The question takes focus on its safe answer, so Enter or a stray key press never confirms.
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="ui-confirm" role="group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ui-confirm__title">
        {title}
      </h2>
      {body ? <div className="ui-confirm__body">{body}</div> : null}
      <div className="ui-confirm__actions">
        <Button ref={cancel} variant="secondary" disabled={busy} onClick={onCancel}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button variant={tone} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}

export interface ConfirmOptions {
  title: string;
  body?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  /** Runs on yes while the dialog shows it is busy; the dialog closes once it settles. */
  onConfirm: () => unknown;
}

function ConfirmDialog({ options, settle }: { options: ConfirmOptions; settle: (yes: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  const answered = useRef(false);
  // Closed by Escape or the backdrop: that is a no.
  useEffect(
    () => () => {
      if (!answered.current) settle(false);
    },
    [settle],
  );
  const yes = async () => {
    if (answered.current) return;
    answered.current = true;
    setBusy(true);
    try {
      await options.onConfirm();
    } finally {
      settle(true);
      closeModal();
    }
  };
  return (
    <ConfirmPanel
      title={options.title}
      body={options.body}
      confirmLabel={options.confirmLabel}
      {...(options.cancelLabel ? { cancelLabel: options.cancelLabel } : {})}
      tone={options.tone ?? 'danger'}
      busy={busy}
      onConfirm={() => void yes()}
      onCancel={closeModal}
    />
  );
}

/** Asks in the global modal; answers whether the person said yes (the action has then run). */
export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (yes: boolean) => {
      if (settled) return;
      settled = true;
      resolve(yes);
    };
    openModal(<ConfirmDialog options={options} settle={settle} />, { label: options.title });
  });
}
