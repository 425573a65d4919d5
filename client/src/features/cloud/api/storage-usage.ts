// POST /cloud/storage/usage: this month's metered usage and cost per bucket, prices and past bills.
import { api, unwrap } from '../../../lib/api/client';
import type { StorageUsage } from '../models/types';

export async function storageUsage(): Promise<StorageUsage> {
  const { data } = await unwrap(api.POST('/cloud/storage/usage', { body: {} }));
  return data;
}
