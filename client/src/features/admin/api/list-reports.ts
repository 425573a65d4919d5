// POST /admin/reports/list (staff): report cases grouped by target, open or closed.
import { api, unwrap } from '../../../lib/api/client';
import type { ReportCase } from '../models/types';

export async function listReports(status: 'open' | 'closed'): Promise<ReportCase[]> {
  return (await unwrap(api.POST('/admin/reports/list', { body: { status } }))).data;
}
