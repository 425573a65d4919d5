// POST /cloud/storage/object/list: folders and objects of a bucket under a prefix.
import { api, unwrap } from '../../../lib/api/client';
import type { ObjectList } from '../models/types';

export async function listObjects(bucket: string, prefix: string): Promise<ObjectList> {
  const { data } = await unwrap(api.POST('/cloud/storage/object/list', { body: { bucket, prefix } }));
  return data;
}
