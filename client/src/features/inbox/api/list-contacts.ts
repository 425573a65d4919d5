// POST /{product}/inbox/contact/list: the contacts map (uid → name).
import { api, APP, unwrap } from '../../../lib/api/client';
import type { Contacts } from '../models/types';

export async function listContacts(): Promise<Contacts> {
  const { data } = await unwrap(api.POST('/{product}/inbox/contact/list', { ...APP, body: {} }));
  return data;
}
