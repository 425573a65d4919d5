// POST /{product}/inbox/contact/list: my contacts map (uid → name), for the inbox and for /play/friend's challenges.
import { api, APP, unwrap } from '../client';
import type { components } from '../../../../../contracts/api/schema';

export async function listContacts(): Promise<components['schemas']['Contacts']> {
  const { data } = await unwrap(api.POST('/{product}/inbox/contact/list', { ...APP, body: {} }));
  return data;
}
