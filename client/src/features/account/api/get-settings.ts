// POST /account/settings/get: my notification preferences and how many other sessions are signed in.
import { api, unwrap } from '../../../lib/api/client';
import type { AccountSettings } from '../models/settings';

export async function getSettings(): Promise<AccountSettings> {
  const { data } = await unwrap(api.POST('/account/settings/get', { body: {} }));
  return data;
}
