// POST /cloud/email/send: queues an email from a verified sender (idempotent by requestId).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { EmailInput, Message } from '../models/types';

export async function sendEmail(body: EmailInput): Promise<Message> {
  const { data } = await unwrap(api.POST('/cloud/email/send', { body }));
  announce('balance');
  return data;
}
