// Toasts of spec section 4: success, error, info, warning; each lasts 3 s unless told otherwise.
import { signal } from '@preact/signals-react';

/** Spec section 9: "Toast 3s". */
export const TOAST_DURATION_MS = 3000;

export type ToastType = 'success' | 'error' | 'info' | 'warning';
/** A button on the toast (an undo): runs, then the toast goes. */
export interface ToastAction {
  label: string;
  run: () => void;
}
export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  action?: ToastAction;
}

export const toasts = signal<Toast[]>([], { name: 'toasts' });
let nextId = 1;

export function dismissToast(id: number): void {
  toasts.value = toasts.value.filter((t) => t.id !== id);
}

export function showToast(message: string, type: ToastType = 'info', durationMs = TOAST_DURATION_MS, action?: ToastAction): number {
  const id = nextId++;
  toasts.value = [...toasts.value, { id, type, message, ...(action ? { action } : {}) }];
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export const toast = {
  success: (message: string) => showToast(message, 'success'),
  error: (message: string) => showToast(message, 'error'),
  info: (message: string) => showToast(message, 'info'),
  warning: (message: string) => showToast(message, 'warning'),
};
