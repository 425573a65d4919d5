// POST /account/support/close: closes one of my tickets.
import { api, unwrap } from '../../../lib/api/client';
import type { Thread, TicketRef } from '../models/types';

export async function closeTicket(body: TicketRef): Promise<{ data: Thread; message: string }> {
  return unwrap(api.POST('/account/support/close', { body }));
}
