// POST /map/saved/list: my saved places, the most recently saved first.
import { api, unwrap } from '../../../lib/api/client';
import type { Place } from '../models/types';

export async function listSaved(): Promise<Place[]> {
  const { data } = await unwrap(api.POST('/map/saved/list', { body: {} }));
  return data;
}
