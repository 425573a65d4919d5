// POST /admin/upload/list (staff): the upload library, newest first.
import { api, unwrap } from '../../../lib/api/client';
import type { Asset, AssetQuery } from '../models/types';

export async function listAssets(body: AssetQuery): Promise<Asset[]> {
  return (await unwrap(api.POST('/admin/upload/list', { body }))).data;
}
