// POST /account/addresses/list: my address book, the default first.
import { api, unwrap } from '../../../lib/api/client';
import type { Address } from '../models/addresses';

export async function listAddresses(): Promise<Address[]> {
  const { data } = await unwrap(api.POST('/account/addresses/list', { body: {} }));
  return data;
}
