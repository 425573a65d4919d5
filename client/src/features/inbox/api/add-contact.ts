// POST /{product}/inbox/contact/add: answers the contacts map after the change.
import { api, APP, unwrap } from '../../../lib/api/client';
import type { Contacts } from '../models/types';

export async function addContact(uid: string, nid: string): Promise<Contacts> {
  const { data } = await unwrap(api.POST('/{product}/inbox/contact/add', { ...APP, body: { uid, nid } }));
  return data;
}
