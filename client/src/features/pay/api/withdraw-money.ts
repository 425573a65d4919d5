// POST /pay/withdraw: starts a withdrawal (amount and fee held until it settles).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { Movement, WithdrawInput } from '../models/types';

export async function withdrawMoney(body: WithdrawInput): Promise<{ data: Movement; message: string }> {
  const answer = await unwrap(api.POST('/pay/withdraw', { body }));
  announce('balance');
  return answer;
}
