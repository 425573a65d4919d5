// POST /account/profile/get: my editable profile (username, display name, bio, country, picture).
import { api, unwrap } from '../../../lib/api/client';
import type { AccountProfile } from '../models/profile';

export async function getAccountProfile(): Promise<AccountProfile> {
  const { data } = await unwrap(api.POST('/account/profile/get', { body: {} }));
  return data;
}
