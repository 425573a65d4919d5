// POST /map/lists/rename: renames one of the lists I named.
import { api, unwrap } from '../../../lib/api/client';
import type { PlaceList } from '../models/types';

export async function renameList(id: string, name: string): Promise<{ data: PlaceList }> {
  return unwrap(api.POST('/map/lists/rename', { body: { id, name } }));
}
