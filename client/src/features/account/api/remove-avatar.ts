// POST /account/avatar/remove: back to the generated picture (or initials).
import { api, unwrap } from '../../../lib/api/client';
import type { AccountProfile } from '../models/profile';

export async function removeAvatar(): Promise<{ data: AccountProfile; message: string }> {
  return unwrap(api.POST('/account/avatar/remove', { body: {} }));
}
