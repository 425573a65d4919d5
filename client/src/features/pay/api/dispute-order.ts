// POST /pay/p2p/orders/dispute: opens a dispute on a paid order after the wait.
import { api, unwrap } from '../../../lib/api/client';
import type { P2pOrder } from '../models/types';

export async function disputeOrder(body: { id: string; reason: string }): Promise<{ data: P2pOrder; message: string }> {
  return unwrap(api.POST('/pay/p2p/orders/dispute', { body }));
}
