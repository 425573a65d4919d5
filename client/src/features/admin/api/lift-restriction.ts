// POST /admin/reports/unrestrict (staff): lifts a community's restriction (its members may send and add again).
import { api, unwrap } from '../../../lib/api/client';
import type { LiftRestriction, ModerationAction } from '../models/types';

export async function liftRestriction(body: LiftRestriction): Promise<{ data: ModerationAction; message: string }> {
  return unwrap(api.POST('/admin/reports/unrestrict', { body }));
}
