// POST /admin/staff/list (staff): who tasks can be assigned to.
import { api, unwrap } from '../../../lib/api/client';
import type { StaffMember } from '../models/types';

export async function listStaff(): Promise<StaffMember[]> {
  return (await unwrap(api.POST('/admin/staff/list', { body: {} }))).data;
}
