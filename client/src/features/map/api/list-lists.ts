// POST /map/lists/list: my lists of saved places (Favourites, Want to go, then the lists I named).
import { api, unwrap } from '../../../lib/api/client';
import type { PlaceList } from '../models/types';

export async function listLists(): Promise<PlaceList[]> {
  const { data } = await unwrap(api.POST('/map/lists/list', { body: {} }));
  return data;
}
