// POST /cloud/domain/auto-renew: turns auto-renew on or off.
import { api, unwrap } from '../../../lib/api/client';
import type { Domain } from '../models/types';

export async function setAutoRenew(id: string, autoRenew: boolean): Promise<Domain> {
  const { data } = await unwrap(api.POST('/cloud/domain/auto-renew', { body: { id, autoRenew } }));
  return data;
}
