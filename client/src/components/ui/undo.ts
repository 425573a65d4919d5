// The one way a removal can be taken back (Gmail's undo): the page hides the item at once, a toast offers Undo for
// a few seconds, and only when the window closes is the call sent; Undo puts the item back and nothing is sent.
import { t } from '../../i18n/index';
import { dismissToast, showToast } from '../../state/toasts';

/** How long Undo is offered before the call goes out. */
export const UNDO_WINDOW_MS = 5000;

export interface UndoOptions {
  /** What the toast says was done ("Record deleted"). */
  message: string;
  /** Sends the call, once the window closes without an Undo. */
  commit: () => unknown;
  /** Puts back what the page hid. */
  restore: () => void;
  windowMs?: number;
}

export interface Pending {
  /** Takes it back: nothing is sent. Answers false once it was sent already. */
  undo(): boolean;
  /** Sends it now (the page is going away). */
  flush(): void;
}

const pending = new Set<Pending>();
let listening = false;

/** A tab that closes inside the window still sends what the person did. */
function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', () => {
    for (const item of [...pending]) item.flush();
  });
}

export function withUndo({ message, commit, restore, windowMs = UNDO_WINDOW_MS }: UndoOptions): Pending {
  listen();
  let done = false;
  let toastId = 0;
  const finish = (): boolean => {
    if (done) return false;
    done = true;
    clearTimeout(timer);
    dismissToast(toastId);
    pending.delete(item);
    return true;
  };
  const item: Pending = {
    undo() {
      if (!finish()) return false;
      restore();
      return true;
    },
    flush() {
      if (finish()) void commit();
    },
  };
  const timer = setTimeout(() => item.flush(), windowMs);
  pending.add(item);
  toastId = showToast(message, 'info', windowMs, { label: t('common.undo'), run: () => item.undo() });
  return item;
}
