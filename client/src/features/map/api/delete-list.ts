// POST /map/lists/delete: deletes one of the lists I named (places in no other list are no longer saved).
import { api, unwrap } from '../../../lib/api/client';
import type { PlaceList } from '../models/types';

export async function deleteList(id: string): Promise<{ data: PlaceList[] }> {
  return unwrap(api.POST('/map/lists/delete', { body: { id } }));
}
