// POST /cloud/domain/list: my domains, soonest expiry first.
import { api, unwrap } from '../../../lib/api/client';
import type { Domain } from '../models/types';

export async function listDomains(): Promise<Domain[]> {
  const { data } = await unwrap(api.POST('/cloud/domain/list', { body: {} }));
  return data;
}
