// A screen's one loaded value, for use inside a model: the data (null until it arrives), the load error, and
// load() to (re)fetch.
import { signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';

export function loadable<T>(fetch: () => Promise<T>, name: string) {
  const data = signal<T | null>(null, { name });
  const loadError = signal<string | null>(null, { name: `${name}Error` });
  async function load(): Promise<void> {
    try {
      data.value = await fetch();
      loadError.value = null;
    } catch (e) {
      loadError.value = errorMessage(e);
    }
  }
  return { data, loadError, load };
}
