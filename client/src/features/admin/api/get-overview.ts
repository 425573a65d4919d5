// POST /admin/overview (staff): the platform at a glance for the last 7, 30 or 90 days.
import { api, unwrap } from '../../../lib/api/client';
import type { Overview, OverviewPeriod } from '../models/overview';

export async function getOverview(days: OverviewPeriod): Promise<Overview> {
  const { data } = await unwrap(api.POST('/admin/overview', { body: { days } }));
  return data;
}
