// POST /account/addresses/save: adds an address (no id) or changes one of mine; answers the whole book.
import { api, unwrap } from '../../../lib/api/client';
import type { Address, AddressInput } from '../models/addresses';

export async function saveAddress(body: AddressInput): Promise<{ data: Address[]; message: string }> {
  return unwrap(api.POST('/account/addresses/save', { body }));
}
