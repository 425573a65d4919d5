// POST /admin/upload/file (staff): the file as the raw request body (spec section 7), its name in the query.
import { api, rawUpload, unwrap } from '../../../lib/api/client';
import type { Asset } from '../models/types';

export async function uploadAsset(file: File): Promise<Asset> {
  return (await unwrap(api.POST('/admin/upload/file', { ...rawUpload(file), params: { query: { name: file.name } } }))).data;
}
