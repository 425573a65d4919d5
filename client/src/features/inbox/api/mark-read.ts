// POST /{product}/inbox/read: marks a conversation read (the senders get `x`).
import { api, APP, unwrap } from '../../../lib/api/client';
import type { ReadState } from '../models/types';

export async function markRead(c: string, i?: string): Promise<ReadState> {
  const { data } = await unwrap(api.POST('/{product}/inbox/read', { ...APP, body: i === undefined ? { c } : { c, i } }));
  return data;
}
