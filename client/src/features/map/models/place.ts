// One place (/map/c/{code}): loading it by code, a code nobody has (the link is wrong or the place is gone),
// and saving it to my list or taking it off.
import { createModel, signal } from '@preact/signals-react';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { t } from '../../../i18n';
import { PLACE_CODE } from '../../../../../contracts/rules/ids';
import type { Place } from './types';

export interface PlaceDeps {
  get(code: string): Promise<Place>;
  save(code: string, saved: boolean): Promise<{ data: Place }>;
  notify(kind: 'success' | 'error', message: string): void;
}

export const PlaceModel = createModel((deps: PlaceDeps) => {
  const place = signal<Place | null>(null, { name: 'mapPlace' });
  const missing = signal(false, { name: 'mapPlaceMissing' });
  const error = signal<string | null>(null, { name: 'mapPlaceError' });
  const busy = signal(false, { name: 'mapPlaceBusy' });

  async function load(code: string): Promise<void> {
    place.value = null;
    error.value = null;
    // A code as openapi MapPlaceCode spells it: anything else cannot name a place, so it is not asked for.
    missing.value = !PLACE_CODE.test(code);
    if (missing.peek()) return;
    try {
      place.value = await deps.get(code);
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) missing.value = true;
      else error.value = errorMessage(e);
    }
  }

  async function toggleSaved(): Promise<void> {
    const current = place.peek();
    if (!current || busy.peek()) return;
    busy.value = true;
    try {
      place.value = (await deps.save(current.code, !current.saved)).data;
      deps.notify('success', t(current.saved ? 'map.place.unsaved' : 'map.place.saved'));
    } catch (e) {
      deps.notify('error', errorMessage(e));
    } finally {
      busy.value = false;
    }
  }

  return { place, missing, error, busy, load, toggleSaved };
});
