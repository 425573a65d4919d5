// POST /pay/send: sends an amount to another user (idempotent by requestId).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { Movement, SendInput } from '../models/types';

export async function sendMoney(body: SendInput): Promise<{ data: Movement; message: string }> {
  const answer = await unwrap(api.POST('/pay/send', { body }));
  announce('balance');
  return answer;
}
