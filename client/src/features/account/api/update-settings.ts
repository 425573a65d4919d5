// POST /account/settings/update: changes the given notification preferences.
import { api, unwrap } from '../../../lib/api/client';
import type { AccountSettings, NotificationsPatch } from '../models/settings';

export async function updateSettings(notifications: NotificationsPatch): Promise<{ data: AccountSettings; message: string }> {
  return unwrap(api.POST('/account/settings/update', { body: { notifications } }));
}
