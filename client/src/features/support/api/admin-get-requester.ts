// POST /admin/supports/user: (staff) one requester's summary and tickets.
import { api, unwrap } from '../../../lib/api/client';
import type { RequesterPage, RequesterRef } from '../models/types';

export async function getRequester(body: RequesterRef): Promise<{ data: RequesterPage; message: string }> {
  return unwrap(api.POST('/admin/supports/user', { body }));
}
