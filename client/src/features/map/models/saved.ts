// My saved places (/map/saved), the most recently saved first; taking one off keeps it on screen, marked, until I
// leave, so a slip can be undone with the same button.
import { createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { t } from '../../../i18n';
import type { Place } from './types';

export interface SavedDeps {
  list(): Promise<Place[]>;
  save(code: string, saved: boolean): Promise<{ data: Place }>;
  notify(kind: 'success' | 'error', message: string): void;
}

export const SavedModel = createModel((deps: SavedDeps) => {
  const places = signal<Place[] | null>(null, { name: 'mapSaved' });
  const error = signal<string | null>(null, { name: 'mapSavedError' });
  const busy = signal<string | null>(null, { name: 'mapSavedBusy' });

  async function load(): Promise<void> {
    try {
      places.value = await deps.list();
      error.value = null;
    } catch (e) {
      error.value = errorMessage(e);
    }
  }

  async function toggle(code: string): Promise<void> {
    const place = places.peek()?.find((p) => p.code === code);
    if (!place || busy.peek()) return;
    busy.value = code;
    try {
      const { data } = await deps.save(code, !place.saved);
      places.value = (places.peek() ?? []).map((p) => (p.code === code ? data : p));
      deps.notify('success', t(place.saved ? 'map.place.unsaved' : 'map.place.saved'));
    } catch (e) {
      deps.notify('error', errorMessage(e));
    } finally {
      busy.value = null;
    }
  }

  return { places, error, busy, load, toggle };
});
