// POST /map/places/lists: puts a place in exactly these lists of mine, with my note (no list: not saved).
import { api, unwrap } from '../../../lib/api/client';
import type { Place } from '../models/types';

export async function setPlaceLists(code: string, lists: string[], note: string): Promise<{ data: Place }> {
  return unwrap(api.POST('/map/places/lists', { body: { code, lists, note } }));
}
