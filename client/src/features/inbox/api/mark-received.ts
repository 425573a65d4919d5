// POST /{product}/inbox/received: this device has the others' messages up to `i` (their senders see "Entregue").
import { api, APP, unwrap } from '../../../lib/api/client';
import type { MessagesChanged } from '../models/types';

export async function markReceived(c: string, i: string): Promise<MessagesChanged> {
  const { data } = await unwrap(api.POST('/{product}/inbox/received', { ...APP, body: { c, i } }));
  return data;
}
