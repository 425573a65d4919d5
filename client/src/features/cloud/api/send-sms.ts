// POST /cloud/sms/send: queues an SMS (charged per segment, idempotent by requestId).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { Message, SmsInput } from '../models/types';

export async function sendSms(body: SmsInput): Promise<Message> {
  const { data } = await unwrap(api.POST('/cloud/sms/send', { body }));
  announce('balance');
  return data;
}
