// POST /pay/recipients/remove: removes a saved recipient.
import { api, unwrap } from '../../../lib/api/client';
import type { Recipient } from '../models/types';

export async function removeRecipient(body: { id: string }): Promise<Recipient[]> {
  const { data } = await unwrap(api.POST('/pay/recipients/remove', { body }));
  return data;
}
