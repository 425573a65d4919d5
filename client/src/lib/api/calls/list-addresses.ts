// POST /account/addresses/list: my address book, the default first (the account's address page, and where a market
// order is delivered).
import { api, unwrap } from '../client';
import type { components } from '../../../../../contracts/api/schema';

export async function listAddresses(): Promise<components['schemas']['AccountAddress'][]> {
  const { data } = await unwrap(api.POST('/account/addresses/list', { body: {} }));
  return data;
}
