// POST /map/saved/export: all my saved places as GeoJSON.
import { api, unwrap } from '../../../lib/api/client';
import type { SavedGeoJson } from '../models/types';

export async function exportSaved(): Promise<SavedGeoJson> {
  const { data } = await unwrap(api.POST('/map/saved/export', { body: {} }));
  return data;
}
