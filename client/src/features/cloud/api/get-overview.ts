// POST /cloud/overview: domains, storage, messaging, month-to-date spend and recent activity.
import { api, unwrap } from '../../../lib/api/client';
import type { Overview } from '../models/types';

export async function getOverview(): Promise<Overview> {
  const { data } = await unwrap(api.POST('/cloud/overview', { body: {} }));
  return data;
}
