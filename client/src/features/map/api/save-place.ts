// POST /map/places/save: saves a place to my list, or takes it off.
import { api, unwrap } from '../../../lib/api/client';
import type { Place } from '../models/types';

export async function savePlace(code: string, saved: boolean): Promise<{ data: Place; message: string }> {
  return unwrap(api.POST('/map/places/save', { body: { code, saved } }));
}
