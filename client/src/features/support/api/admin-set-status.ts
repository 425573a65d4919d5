// POST /admin/supports/status: (staff) changes the ticket's status.
import { api, unwrap } from '../../../lib/api/client';
import type { StatusInput, Thread } from '../models/types';

export async function deskSetStatus(body: StatusInput): Promise<{ data: Thread; message: string }> {
  return unwrap(api.POST('/admin/supports/status', { body }));
}
