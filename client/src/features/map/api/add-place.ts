// POST /map/places/add: adds a missing place (idempotent by requestId).
import { api, unwrap } from '../../../lib/api/client';
import type { Place, PlaceInput } from '../models/types';

export async function addPlace(body: PlaceInput): Promise<{ data: Place; message: string }> {
  return unwrap(api.POST('/map/places/add', { body }));
}
