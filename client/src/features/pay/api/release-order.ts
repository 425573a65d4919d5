// POST /pay/p2p/orders/release: the seller releases the escrow to the buyer.
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { P2pOrder } from '../models/types';

export async function releaseOrder(body: { id: string }): Promise<{ data: P2pOrder; message: string }> {
  const answer = await unwrap(api.POST('/pay/p2p/orders/release', { body }));
  announce('balance');
  return answer;
}
