// How the cloud models run a write: a form's submit (busy while it runs; a refusal becomes the form's problem in
// the server's words) and a row action (busy with the row's key; the outcome told through notify).
import type { Signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import type { Notify, Problem } from './domains';

/** Runs a form's call; answers its result, or null with `errors.form` set. */
export async function submitForm<T, E extends { form?: Problem }>(
  busy: Signal<boolean>,
  errors: Signal<E>,
  run: () => Promise<T>,
): Promise<T | null> {
  busy.value = true;
  try {
    return await run();
  } catch (e) {
    errors.value = { form: { text: errorMessage(e) } } as E;
    return null;
  } finally {
    busy.value = false;
  }
}

/** Runs a row's action while `busy` holds its key; a failure is notified. Answers whether it worked. */
export async function rowAction(busy: Signal<string | null>, key: string, notify: Notify, run: () => Promise<string>): Promise<boolean> {
  busy.value = key;
  try {
    notify('success', await run());
    return true;
  } catch (e) {
    notify('error', errorMessage(e));
    return false;
  } finally {
    busy.value = null;
  }
}
