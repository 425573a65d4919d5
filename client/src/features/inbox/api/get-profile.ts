// POST /{product}/profile/get: finds a profile by username (the new-chat flow needs its uid and nid).
import { api, APP, unwrap } from '../../../lib/api/client';
import type { Profile } from '../models/types';

export async function getProfile(userName: string): Promise<Profile> {
  const { data } = await unwrap(api.POST('/{product}/profile/get', { ...APP, body: { userName } }));
  return data;
}
