// POST /admin/reports/action (staff): dismiss, remove the content, warn or suspend its author.
import { api, unwrap } from '../../../lib/api/client';
import type { ReportAction, ReportCase } from '../models/types';

export async function actOnReport(body: ReportAction): Promise<{ data: ReportCase; message: string }> {
  return unwrap(api.POST('/admin/reports/action', { body }));
}
