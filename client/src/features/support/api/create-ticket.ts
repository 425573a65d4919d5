// POST /account/support/create: opens a ticket (idempotent by requestId).
import { api, unwrap } from '../../../lib/api/client';
import type { Thread, TicketInput } from '../models/types';

export async function createTicket(body: TicketInput): Promise<{ data: Thread; message: string }> {
  return unwrap(api.POST('/account/support/create', { body }));
}
