// POST /{product}/inbox/edit: changes the text of the person's own message (everyone sees it edited at once).
import { api, APP, unwrap } from '../../../lib/api/client';
import type { ChatMessage } from '../models/types';

export async function editMessage(c: string, i: string, m: string): Promise<ChatMessage> {
  const { data } = await unwrap(api.POST('/{product}/inbox/edit', { ...APP, body: { c, i, m } }));
  return data;
}
