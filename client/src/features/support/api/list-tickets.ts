// POST /account/support/list: my tickets, the most recently updated first.
import { api, unwrap } from '../../../lib/api/client';
import type { Ticket } from '../models/types';

export async function listTickets(): Promise<Ticket[]> {
  const { data } = await unwrap(api.POST('/account/support/list', { body: {} }));
  return data;
}
