// POST /admin/reports/lift (staff): ends a running suspension early.
import { api, unwrap } from '../../../lib/api/client';
import type { LiftSuspension, ModerationAction } from '../models/types';

export async function liftSuspension(body: LiftSuspension): Promise<{ data: ModerationAction; message: string }> {
  return unwrap(api.POST('/admin/reports/lift', { body }));
}
