// POST /admin/supports/get: (staff) a ticket with internal notes (marks the user's messages read).
import { api, unwrap } from '../../../lib/api/client';
import type { Thread, TicketRef } from '../models/types';

export async function getDeskTicket(body: TicketRef): Promise<{ data: Thread; message: string }> {
  return unwrap(api.POST('/admin/supports/get', { body }));
}
