// POST /{product}/profile/get (getProfile): a profile by username (404 'Profile not found!'), as the main platform's
// profile page, the new-chat flow and a play challenge each look a person up.
import { api, APP, unwrap } from '../client';
import type { components } from '../../../../../contracts/api/schema';

export async function getProfile(userName: string): Promise<components['schemas']['Profile']> {
  const { data } = await unwrap(api.POST('/{product}/profile/get', { ...APP, body: { userName } }));
  return data;
}
