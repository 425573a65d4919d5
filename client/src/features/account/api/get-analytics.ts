// POST /account/analytics/get: my numbers over the last 7, 30 or 90 days.
import { api, unwrap } from '../../../lib/api/client';
import type { Analytics, Period } from '../models/analytics';

export async function getAnalytics(days: Period): Promise<Analytics> {
  const { data } = await unwrap(api.POST('/account/analytics/get', { body: { days } }));
  return data;
}
