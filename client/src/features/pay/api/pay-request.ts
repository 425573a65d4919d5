// POST /pay/request/pay: pays a request I was asked to pay (idempotent by requestId).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { PayRequest } from '../models/types';

export async function payRequest(body: { id: string; requestId: string }): Promise<{ data: PayRequest; message: string }> {
  const answer = await unwrap(api.POST('/pay/request/pay', { body }));
  announce('balance');
  return answer;
}
