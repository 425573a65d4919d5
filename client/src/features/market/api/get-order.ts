// POST /market/orders/get: one of my orders.
import { api, unwrap } from '../../../lib/api/client';
import type { Order } from '../models/types';

export async function getOrder(id: string): Promise<Order> {
  const { data } = await unwrap(api.POST('/market/orders/get', { body: { id } }));
  return data;
}
