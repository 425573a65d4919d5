// POST /map/lists/create: names a new list.
import { api, unwrap } from '../../../lib/api/client';
import type { PlaceList } from '../models/types';

export async function createList(name: string): Promise<{ data: PlaceList }> {
  return unwrap(api.POST('/map/lists/create', { body: { name } }));
}
