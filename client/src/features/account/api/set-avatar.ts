// POST /account/avatar/set: makes an uploaded image my picture (served at the CDN's u/{uid}.png).
import { api, unwrap } from '../../../lib/api/client';
import type { AccountProfile } from '../models/profile';

export async function setAvatar(key: string): Promise<{ data: AccountProfile; message: string }> {
  return unwrap(api.POST('/account/avatar/set', { body: { key } }));
}
