// POST /pay/p2p/orders/get: one of my P2P orders.
import { api, unwrap } from '../../../lib/api/client';
import type { P2pOrder } from '../models/types';

export async function getOrder(body: { id: string }): Promise<P2pOrder> {
  const { data } = await unwrap(api.POST('/pay/p2p/orders/get', { body }));
  return data;
}
