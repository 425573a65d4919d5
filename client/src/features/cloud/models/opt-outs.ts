// The SMS opt-out list's state (/cloud/sms): numbers that replied STOP or that I added, adding one as typed (any
// spacing, checked as E.164 before sending) and taking one off. Calls are injected so it is tested without a server.
import { createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { phoneProblem, toE164 } from '../../../../../contracts/rules/messaging';
import type { FieldProblem, Notify } from './domains';
import type { SmsOptOut } from './types';

export interface OptOutDeps {
  list(): Promise<SmsOptOut[]>;
  set(number: string, optedOut: boolean): Promise<SmsOptOut[]>;
  notify: Notify;
  words(key: 'added' | 'removed', number: string): string;
}

export const OptOutModel = createModel((deps: OptOutDeps) => {
  const items = signal<SmsOptOut[] | null>(null, { name: 'cloudOptOuts' });
  const loadError = signal<string | null>(null, { name: 'cloudOptOutsError' });
  const number = signal('', { name: 'cloudOptOutNumber' });
  const error = signal<FieldProblem | null>(null, { name: 'cloudOptOutNumberError' });
  /** What runs: 'add', or the number being taken off. */
  const busy = signal<string | null>(null, { name: 'cloudOptOutBusy' });

  async function load(): Promise<void> {
    try {
      items.value = await deps.list();
      loadError.value = null;
    } catch (e) {
      loadError.value = errorMessage(e);
    }
  }

  async function change(key: string, target: string, optedOut: boolean): Promise<boolean> {
    if (busy.peek()) return false;
    busy.value = key;
    try {
      items.value = await deps.set(target, optedOut);
      deps.notify('success', deps.words(optedOut ? 'added' : 'removed', target));
      return true;
    } catch (e) {
      deps.notify('error', errorMessage(e));
      return false;
    } finally {
      busy.value = null;
    }
  }

  /** Adds the number typed (spaces, dots and brackets allowed), once it reads as E.164. */
  async function add(): Promise<boolean> {
    const e164 = toE164(number.peek());
    const problem = e164 === null ? phoneProblem(number.peek()) : null;
    error.value = problem;
    if (e164 === null) return false;
    const done = await change('add', e164, true);
    if (done) number.value = '';
    return done;
  }

  const remove = (target: string): Promise<boolean> => change(target, target, false);

  return { items, loadError, number, error, busy, load, add, remove };
});
