// POST /account/support/reopen: reopens one of my tickets within 7 days of its end.
import { api, unwrap } from '../../../lib/api/client';
import type { Thread, TicketRef } from '../models/types';

export async function reopenTicket(body: TicketRef): Promise<{ data: Thread; message: string }> {
  return unwrap(api.POST('/account/support/reopen', { body }));
}
