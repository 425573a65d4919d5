// POST /account/support/get: one of my tickets with its thread (marks staff answers read).
import { api, unwrap } from '../../../lib/api/client';
import type { Thread, TicketRef } from '../models/types';

export async function getTicket(body: TicketRef): Promise<{ data: Thread; message: string }> {
  return unwrap(api.POST('/account/support/get', { body }));
}
