// POST /market/checkout: buys the whole cart as one order (idempotent by the client's request id).
import { api, unwrap } from '../../../lib/api/client';
import type { Order } from '../models/types';

export async function checkout(requestId: string): Promise<Order> {
  const { data } = await unwrap(api.POST('/market/checkout', { body: { requestId } }));
  return data;
}
