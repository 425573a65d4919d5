// POST /cloud/storage/rules/set: CORS origins, lifecycle days and max object size of a bucket.
import { api, unwrap } from '../../../lib/api/client';
import type { Bucket, BucketRulesInput } from '../models/types';

export async function setBucketRules(body: BucketRulesInput): Promise<Bucket> {
  const { data } = await unwrap(api.POST('/cloud/storage/rules/set', { body }));
  return data;
}
