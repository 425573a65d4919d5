// One person-facing action on a pay record (pay or decline a request, pause an ad, release an order, cancel a gift
// card): the record's busy mark while it runs, a toast with the outcome, and the screen brought up to date either
// way, since after a refusal the record may have moved on (paid, redeemed or released meanwhile).
import type { Signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';

export interface PayAction<T> {
  /** Set to `key` while the action runs. */
  busy: Signal<string | null>;
  key: string;
  run: () => Promise<T>;
  /** Takes in the answer; returns the success toast's words. */
  done: (result: T) => string;
  notify: (kind: 'success' | 'error', message: string) => void;
  /** Brings the screen up to date after success, and after a failure unless `afterFailure` says otherwise. */
  afterSuccess: () => Promise<unknown>;
  afterFailure?: () => Promise<unknown>;
}

/** Runs the action; true when it was done. */
export async function runPayAction<T>(action: PayAction<T>): Promise<boolean> {
  action.busy.value = action.key;
  try {
    action.notify('success', action.done(await action.run()));
    await action.afterSuccess();
    return true;
  } catch (error) {
    action.notify('error', errorMessage(error));
    await (action.afterFailure ?? action.afterSuccess)();
    return false;
  } finally {
    action.busy.value = null;
  }
}
