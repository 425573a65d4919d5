// POST /market/checkout: buys the whole cart as one order to one of my addresses (idempotent by the client's
// request id).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import { cartCount } from '../../../state/market-cart';
import type { Order } from '../models/types';

export async function checkout(requestId: string, addressId: string): Promise<Order> {
  const { data } = await unwrap(api.POST('/market/checkout', { body: { requestId, addressId } }));
  // The cart is emptied by the order.
  cartCount.value = 0;
  announce('balance');
  announce('orders');
  announce('cart');
  return data;
}
