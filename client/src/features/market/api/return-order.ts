// POST /market/orders/return: returns a delivered order within 14 days (the sellers refund it, the stock comes back).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { Order } from '../models/types';

export async function returnOrder(id: string): Promise<Order> {
  const { data } = await unwrap(api.POST('/market/orders/return', { body: { id } }));
  announce('balance');
  announce('orders');
  return data;
}
