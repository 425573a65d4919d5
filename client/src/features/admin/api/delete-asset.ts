// POST /admin/upload/delete (staff): the file goes; its URL answers 404 from then on.
import { api, unwrap } from '../../../lib/api/client';
import type { Asset } from '../models/types';

export async function deleteAsset(id: string): Promise<Asset> {
  return (await unwrap(api.POST('/admin/upload/delete', { body: { id } }))).data;
}
