// POST /pay/recipients/save: saves a user to my address book.
import { api, unwrap } from '../../../lib/api/client';
import type { Recipient } from '../models/types';

export async function saveRecipient(body: { userName: string; label?: string }): Promise<Recipient> {
  const { data } = await unwrap(api.POST('/pay/recipients/save', { body }));
  return data;
}
