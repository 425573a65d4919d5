// POST /{product}/inbox/notification/read: marks notifications read; answers the unread count and how many of
// those are message notifications.
import { api, APP, unwrap } from '../../../lib/api/client';

export async function markNotificationsRead(ids: string[]): Promise<{ unread: number; unreadMessages?: number }> {
  const { data } = await unwrap(api.POST('/{product}/inbox/notification/read', { ...APP, body: { ids } }));
  return data;
}
