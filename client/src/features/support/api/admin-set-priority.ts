// POST /admin/supports/priority: (staff) sets the ticket's priority, which moves its first-answer due time.
import { api, unwrap } from '../../../lib/api/client';
import type { PriorityInput, Thread } from '../models/types';

export async function deskSetPriority(body: PriorityInput): Promise<{ data: Thread; message: string }> {
  return unwrap(api.POST('/admin/supports/priority', { body }));
}
