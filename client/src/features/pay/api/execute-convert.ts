// POST /pay/convert/execute: converts at a quote (409 once it expired).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { Movement } from '../models/types';

export async function executeConvert(body: { quoteId: string; requestId: string }): Promise<{ data: Movement; message: string }> {
  const answer = await unwrap(api.POST('/pay/convert/execute', { body }));
  announce('balance');
  return answer;
}
