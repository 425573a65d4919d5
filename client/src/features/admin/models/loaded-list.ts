// A list loaded from the server: the items (null until the first answer), the load error, and load() that keeps
// only the newest answer when calls overlap (a filter changed while the previous list was still on its way).
import { signal, type Signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';

export interface LoadedList<T> {
  items: Signal<T[] | null>;
  error: Signal<string | null>;
  load: () => Promise<void>;
}

export function loadedList<T>(name: string, fetch: () => Promise<T[]>): LoadedList<T> {
  const items = signal<T[] | null>(null, { name: `${name}Items` });
  const error = signal<string | null>(null, { name: `${name}Error` });
  let latest = 0;
  return {
    items,
    error,
    load: async () => {
      const call = ++latest;
      try {
        const found = await fetch();
        if (call !== latest) return;
        items.value = found;
        error.value = null;
      } catch (e) {
        if (call === latest) error.value = errorMessage(e);
      }
    },
  };
}
