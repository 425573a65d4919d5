// POST /{product}/inbox/notification/list: a page of notifications (newest first) and the unread count.
import { api, APP, unwrap } from '../../../lib/api/client';
import type { NotificationPage } from '../models/types';

/** `limit`: at most this many (the unread count alone needs one). */
export async function listNotifications(before?: string, limit?: number): Promise<NotificationPage> {
  const body = { ...(before === undefined ? {} : { before }), ...(limit === undefined ? {} : { limit }) };
  const { data } = await unwrap(api.POST('/{product}/inbox/notification/list', { ...APP, body }));
  return data;
}
