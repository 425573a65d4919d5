// POST /market/orders/cancel: cancels an order that has not shipped (the total comes back).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { Order } from '../models/types';

export async function cancelOrder(id: string): Promise<Order> {
  const { data } = await unwrap(api.POST('/market/orders/cancel', { body: { id } }));
  announce('balance');
  announce('orders');
  return data;
}
