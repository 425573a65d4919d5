// POST /cloud/whatsapp/send: queues an approved template with its parameters (idempotent by requestId).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { Message, WhatsappInput } from '../models/types';

export async function sendWhatsapp(body: WhatsappInput): Promise<Message> {
  const { data } = await unwrap(api.POST('/cloud/whatsapp/send', { body }));
  announce('balance');
  return data;
}
