// POST /account/addresses/list: my address book (the default first), to choose where an order is delivered.
import { api, unwrap } from '../../../lib/api/client';
import type { DeliveryAddress } from '../models/types';

export async function listAddresses(): Promise<DeliveryAddress[]> {
  const { data } = await unwrap(api.POST('/account/addresses/list', { body: {} }));
  return data;
}
