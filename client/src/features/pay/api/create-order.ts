// POST /pay/p2p/orders/create: takes an ad: the seller's asset goes into escrow.
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { P2pOrder, P2pOrderInput } from '../models/types';

export async function createOrder(body: P2pOrderInput): Promise<{ data: P2pOrder; message: string }> {
  const answer = await unwrap(api.POST('/pay/p2p/orders/create', { body }));
  announce('balance');
  return answer;
}
