// POST /admin/reports/audit (staff): every moderation action, newest first.
import { api, unwrap } from '../../../lib/api/client';
import type { ModerationAction } from '../models/types';

export async function listAudit(): Promise<ModerationAction[]> {
  return (await unwrap(api.POST('/admin/reports/audit', { body: {} }))).data;
}
