// POST /pay/p2p/orders/feedback: rates the other party of a completed order.
import { api, unwrap } from '../../../lib/api/client';
import type { P2pOrder } from '../models/types';

export async function leaveFeedback(body: {
  id: string;
  rating: 'positive' | 'negative';
  comment?: string;
}): Promise<{ data: P2pOrder; message: string }> {
  return unwrap(api.POST('/pay/p2p/orders/feedback', { body }));
}
