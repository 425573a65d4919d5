// POST /account/support/reply: my reply (the ticket goes back to staff).
import { api, unwrap } from '../../../lib/api/client';
import type { Thread, ReplyInput } from '../models/types';

export async function replyTicket(body: ReplyInput): Promise<{ data: Thread; message: string }> {
  return unwrap(api.POST('/account/support/reply', { body }));
}
