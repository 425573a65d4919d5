// POST /pay/p2p/orders/list: my P2P orders, open or closed.
import { api, unwrap } from '../../../lib/api/client';
import type { P2pOrder } from '../models/types';

export async function listOrders(body: { state?: 'open' | 'closed' }): Promise<P2pOrder[]> {
  const { data } = await unwrap(api.POST('/pay/p2p/orders/list', { body }));
  return data;
}
