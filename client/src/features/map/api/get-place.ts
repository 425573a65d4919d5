// POST /map/places/get: one place by its code (the /map/c/{code} link).
import { api, unwrap } from '../../../lib/api/client';
import type { Place } from '../models/types';

export async function getPlace(code: string): Promise<Place> {
  const { data } = await unwrap(api.POST('/map/places/get', { body: { code } }));
  return data;
}
