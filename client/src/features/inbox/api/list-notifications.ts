// POST /{product}/inbox/notification/list: a page of notifications (newest first) and the unread count.
import { api, APP, unwrap } from '../../../lib/api/client';
import type { NotificationPage } from '../models/types';

export async function listNotifications(before?: string): Promise<NotificationPage> {
  const { data } = await unwrap(api.POST('/{product}/inbox/notification/list', { ...APP, body: before === undefined ? {} : { before } }));
  return data;
}
