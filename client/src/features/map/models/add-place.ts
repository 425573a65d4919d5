// Adding a missing place where the map's crosshair points: a name (2–60 characters, trimmed), a category, and
// optional address, city and description within openapi's limits. One request id per place being added, so a
// retry after a lost answer never adds it twice.
import { computed, createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { t } from '../../../i18n';
import { randomId } from '../../../lib/random-id';
import type { LngLat } from './projection';
import type { Category, Place, PlaceInput } from './types';

/**
 * The least zoom at which a place can be added: a pixel is then about 5 m on the ground (at the equator), so the
 * crosshair lands on the building and not a neighbourhood.
 */
export const ADD_ZOOM = 15;

export const NAME_MIN = 2;
export const NAME_MAX = 60;
export const ADDRESS_MAX = 120;
export const CITY_MAX = 60;
export const DESCRIPTION_MAX = 280;

export type AddPlaceField = 'name' | 'category' | 'form';

/** The name as sent (no spaces at either end), or the message saying what is wrong with it. */
export function checkName(text: string): { ok: true; value: string } | { ok: false; message: string } {
  const value = text.trim();
  if (value.length < NAME_MIN || value.length > NAME_MAX) return { ok: false, message: t('map.add.nameRule') };
  return { ok: true, value };
}

export interface AddPlaceDeps {
  at: LngLat;
  country: string;
  add(body: PlaceInput): Promise<{ data: Place }>;
  notify(kind: 'success' | 'error', message: string): void;
}

export const AddPlaceModel = createModel((deps: AddPlaceDeps) => {
  const name = signal('', { name: 'mapAddName' });
  const category = signal<Category | ''>('', { name: 'mapAddCategory' });
  const address = signal('', { name: 'mapAddAddress' });
  const city = signal('', { name: 'mapAddCity' });
  const description = signal('', { name: 'mapAddDescription' });
  const errors = signal<Partial<Record<AddPlaceField, string>>>({}, { name: 'mapAddErrors' });
  const busy = signal(false, { name: 'mapAddBusy' });
  const remaining = computed(() => DESCRIPTION_MAX - description.value.length);
  // openapi PayClientRequestId: one per place being added, kept through retries.
  const requestId = `place-${randomId(20)}`;

  async function submit(): Promise<Place | null> {
    const checked = checkName(name.peek());
    const found: Partial<Record<AddPlaceField, string>> = {};
    if (!checked.ok) found.name = checked.message;
    if (!category.peek()) found.category = t('map.add.categoryRule');
    errors.value = found;
    if (!checked.ok || !category.peek()) return null;
    busy.value = true;
    const optional = (key: 'address' | 'city' | 'description', text: string) => (text.trim() ? { [key]: text.trim() } : {});
    try {
      const { data } = await deps.add({
        requestId,
        name: checked.value,
        category: category.peek() as Category,
        lat: deps.at.lat,
        lng: deps.at.lng,
        ...optional('address', address.peek()),
        ...optional('city', city.peek()),
        ...optional('description', description.peek()),
        ...(/^[A-Z]{2}$/.test(deps.country) ? { country: deps.country } : {}),
      });
      deps.notify('success', t('map.add.added'));
      return data;
    } catch (e) {
      errors.value = { form: errorMessage(e) };
      return null;
    } finally {
      busy.value = false;
    }
  }

  return { name, category, address, city, description, errors, busy, remaining, submit };
});
