// POST /pay/activity: one page of my movements, filtered.
import { api, unwrap } from '../../../lib/api/client';
import type { ActivityPage, ActivityQuery } from '../models/types';

export async function listActivity(body: ActivityQuery): Promise<ActivityPage> {
  const { data } = await unwrap(api.POST('/pay/activity', { body }));
  return data;
}
