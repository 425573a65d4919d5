// POST /{product}/profile/get: a player's uid and composite identifier, which a challenge needs (spec section 7).
import { api, APP, unwrap } from '../../../lib/api/client';
import type { Profile } from '../models/types';

export async function getProfile(userName: string): Promise<Profile> {
  const { data } = await unwrap(api.POST('/{product}/profile/get', { ...APP, body: { userName } }));
  return data;
}
