// POST /market/orders/list: my orders, newest first.
import { api, unwrap } from '../../../lib/api/client';
import type { Order } from '../models/types';

export async function listOrders(): Promise<Order[]> {
  const { data } = await unwrap(api.POST('/market/orders/list', { body: {} }));
  return data;
}
