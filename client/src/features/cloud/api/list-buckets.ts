// POST /cloud/storage/bucket/list: my buckets with object count, bytes, visibility and rules.
import { api, unwrap } from '../../../lib/api/client';
import type { Bucket } from '../models/types';

export async function listBuckets(): Promise<Bucket[]> {
  const { data } = await unwrap(api.POST('/cloud/storage/bucket/list', { body: {} }));
  return data;
}
