// POST /cloud/keys/revoke: revokes a key; answers the keys left.
import { api, unwrap } from '../../../lib/api/client';
import type { ApiKey } from '../models/types';

export async function revokeApiKey(id: string): Promise<ApiKey[]> {
  const { data } = await unwrap(api.POST('/cloud/keys/revoke', { body: { id } }));
  return data;
}
