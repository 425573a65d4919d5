// POST /cloud/storage/object/delete: deletes one object.
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';

export async function deleteObject(bucket: string, key: string): Promise<{ bucket: string; key: string }> {
  const { data } = await unwrap(api.POST('/cloud/storage/object/delete', { body: { bucket, key } }));
  announce('balance');
  return data;
}
