// POST /cloud/email/senders: my verified sender addresses.
import { api, unwrap } from '../../../lib/api/client';
import type { Sender } from '../models/types';

export async function listSenders(): Promise<Sender[]> {
  const { data } = await unwrap(api.POST('/cloud/email/senders', { body: {} }));
  return data;
}
