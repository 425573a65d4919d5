// The global modal of spec section 2 and its state of spec section 3: show, and the content to display.
import { signal } from '@preact/signals-react';
import type { ReactNode } from 'react';

export interface ModalState {
  show: boolean;
  content: ReactNode;
  /** Accessible name of the dialog; a generic one is used when absent. */
  label?: string;
}

export const modal = signal<ModalState>({ show: false, content: null }, { name: 'modal' });

export function openModal(content: ReactNode, opts: { label?: string } = {}): void {
  modal.value = { show: true, content, ...(opts.label ? { label: opts.label } : {}) };
}

export function closeModal(): void {
  guard = null;
  if (modal.peek().show) modal.value = { show: false, content: null };
}

/** Answers whether a dismissal (Escape, a backdrop click) may close the modal; false keeps it open. */
type DismissGuard = () => boolean;
let guard: DismissGuard | null = null;

/**
 * Content that holds unsaved work (a composed post) asks before Escape or a backdrop click drop it: the guard
 * answers false and shows its own question instead. Returns the function that removes the guard.
 */
export function guardModalDismiss(next: DismissGuard): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}

/** Escape or a backdrop click: closes unless the content's guard keeps it open. */
export function dismissModal(): void {
  if (guard && !guard()) return;
  closeModal();
}
