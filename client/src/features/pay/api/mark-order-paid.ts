// POST /pay/p2p/orders/paid: the buyer says the fiat was paid.
import { api, unwrap } from '../../../lib/api/client';
import type { P2pOrder } from '../models/types';

export async function markOrderPaid(body: { id: string }): Promise<{ data: P2pOrder; message: string }> {
  return unwrap(api.POST('/pay/p2p/orders/paid', { body }));
}
