// POST /account/profile/update: changes the given profile fields ('Update successful!').
import { api, unwrap } from '../../../lib/api/client';
import type { AccountProfile, ProfileUpdate } from '../models/profile';

export async function updateAccountProfile(body: ProfileUpdate): Promise<{ data: AccountProfile; message: string }> {
  return unwrap(api.POST('/account/profile/update', { body }));
}
