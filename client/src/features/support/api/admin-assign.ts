// POST /admin/supports/assign: (staff) assigns the ticket to me or to nobody.
import { api, unwrap } from '../../../lib/api/client';
import type { AssignInput, Thread } from '../models/types';

export async function deskAssign(body: AssignInput): Promise<{ data: Thread; message: string }> {
  return unwrap(api.POST('/admin/supports/assign', { body }));
}
