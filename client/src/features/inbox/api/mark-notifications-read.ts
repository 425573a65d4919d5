// POST /{product}/inbox/notification/read: marks notifications read; answers the unread count.
import { api, APP, unwrap } from '../../../lib/api/client';

export async function markNotificationsRead(ids: string[]): Promise<number> {
  const { data } = await unwrap(api.POST('/{product}/inbox/notification/read', { ...APP, body: { ids } }));
  return data.unread;
}
