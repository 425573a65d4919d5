// POST /cloud/storage/bucket/delete: deletes an empty bucket (409 while it holds objects).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';

export async function deleteBucket(name: string): Promise<{ name: string }> {
  const { data } = await unwrap(api.POST('/cloud/storage/bucket/delete', { body: { name } }));
  announce('balance');
  return data;
}
