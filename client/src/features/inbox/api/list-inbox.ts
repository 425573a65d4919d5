// POST /{product}/inbox/list: one batch (at most 20) of conversations with news after the last fetched id.
import { api, APP, unwrap } from '../../../lib/api/client';
import type { InboxBatch } from '../models/types';

export async function listInbox(id?: string): Promise<InboxBatch> {
  const { data } = await unwrap(api.POST('/{product}/inbox/list', { ...APP, body: id === undefined ? {} : { id } }));
  return data;
}
