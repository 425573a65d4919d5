// POST /{product}/inbox/contact/remove: a non-empty list of uids; answers the contacts map after the change.
import { api, APP, unwrap } from '../../../lib/api/client';
import type { Contacts } from '../models/types';

export async function removeContacts(uids: string[]): Promise<Contacts> {
  const { data } = await unwrap(api.POST('/{product}/inbox/contact/remove', { ...APP, body: { uids } }));
  return data;
}
