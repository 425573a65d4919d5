// POST /pay/recipients/list: my saved recipients (the pay address book).
import { api, unwrap } from '../../../lib/api/client';
import type { Recipient } from '../models/types';

export async function listRecipients(): Promise<Recipient[]> {
  const { data } = await unwrap(api.POST('/pay/recipients/list', { body: {} }));
  return data;
}
