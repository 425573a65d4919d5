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
  if (modal.peek().show) modal.value = { show: false, content: null };
}
