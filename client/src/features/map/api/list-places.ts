// POST /map/places/list: places inside the bounds, of a category, matching words — best first.
import { api, unwrap } from '../../../lib/api/client';
import type { PlaceQuery, PlacesPage } from '../models/types';

export async function listPlaces(body: PlaceQuery): Promise<PlacesPage> {
  const { data } = await unwrap(api.POST('/map/places/list', { body }));
  return data;
}
