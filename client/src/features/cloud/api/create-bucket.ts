// POST /cloud/storage/bucket/create: a bucket with an S3-style name (409 when taken), a region, public or private.
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { Bucket, BucketCreateInput } from '../models/types';

export async function createBucket(body: BucketCreateInput): Promise<Bucket> {
  const { data } = await unwrap(api.POST('/cloud/storage/bucket/create', { body }));
  announce('balance');
  return data;
}
