// POST /admin/supports/list: (staff) the queue, filtered, searched and sorted.
import { api, unwrap } from '../../../lib/api/client';
import type { DeskQuery, Ticket } from '../models/types';

export async function listQueue(body: DeskQuery): Promise<{ data: Ticket[]; message: string }> {
  return unwrap(api.POST('/admin/supports/list', { body }));
}
