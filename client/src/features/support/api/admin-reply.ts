// POST /admin/supports/reply: (staff) an answer or an internal note.
import { api, unwrap } from '../../../lib/api/client';
import type { DeskReplyInput, Thread } from '../models/types';

export async function deskReply(body: DeskReplyInput): Promise<{ data: Thread; message: string }> {
  return unwrap(api.POST('/admin/supports/reply', { body }));
}
