// POST /pay/add: starts adding money by card, bank transfer or crypto deposit (pending until it settles).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { AddInput, Movement } from '../models/types';

export async function addMoney(body: AddInput): Promise<{ data: Movement; message: string }> {
  const answer = await unwrap(api.POST('/pay/add', { body }));
  announce('balance');
  return answer;
}
