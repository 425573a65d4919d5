// POST /{product}/inbox/delete: deletes the person's own message for everyone.
import { api, APP, unwrap } from '../../../lib/api/client';
import type { ChatMessage } from '../models/types';

export async function deleteMessage(c: string, i: string): Promise<ChatMessage> {
  const { data } = await unwrap(api.POST('/{product}/inbox/delete', { ...APP, body: { c, i } }));
  return data;
}
