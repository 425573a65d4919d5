// POST /pay/p2p/orders/cancel: the buyer cancels an unpaid order (the escrow goes back).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { P2pOrder } from '../models/types';

export async function cancelOrder(body: { id: string }): Promise<{ data: P2pOrder; message: string }> {
  const answer = await unwrap(api.POST('/pay/p2p/orders/cancel', { body }));
  announce('balance');
  return answer;
}
