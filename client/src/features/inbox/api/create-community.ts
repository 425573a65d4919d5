// POST /{product}/inbox/community/add: a new community; answers its 14-character id as data.uid.
import { api, APP, unwrap } from '../../../lib/api/client';
import type { NewCommunity } from '../models/types';

export async function createCommunity(body: NewCommunity): Promise<{ uid: string; message: string }> {
  const { data, message } = await unwrap(api.POST('/{product}/inbox/community/add', { ...APP, body }));
  return { uid: data.uid, message };
}
