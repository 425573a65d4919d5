// POST /{product}/inbox/send: one message, idempotent by its client message id `k`.
import { api, APP, unwrap } from '../../../lib/api/client';
import type { ChatMessage, SendMessageBody } from '../models/types';

export async function sendMessage(body: SendMessageBody): Promise<ChatMessage> {
  const { data } = await unwrap(api.POST('/{product}/inbox/send', { ...APP, body }));
  return data;
}
