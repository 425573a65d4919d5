// POST /admin/upload/rename (staff): a new display name; the URL stays.
import { api, unwrap } from '../../../lib/api/client';
import type { Asset } from '../models/types';

export async function renameAsset(id: string, name: string): Promise<Asset> {
  return (await unwrap(api.POST('/admin/upload/rename', { body: { id, name } }))).data;
}
