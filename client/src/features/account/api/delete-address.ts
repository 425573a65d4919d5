// POST /account/addresses/delete: deletes one of my addresses; answers the whole book.
import { api, unwrap } from '../../../lib/api/client';
import type { Address } from '../models/addresses';

export async function deleteAddress(id: string): Promise<{ data: Address[]; message: string }> {
  return unwrap(api.POST('/account/addresses/delete', { body: { id } }));
}
