// POST /cloud/keys/list: my API keys (prefix, created, last used).
import { api, unwrap } from '../../../lib/api/client';
import type { ApiKey } from '../models/types';

export async function listApiKeys(): Promise<ApiKey[]> {
  const { data } = await unwrap(api.POST('/cloud/keys/list', { body: {} }));
  return data;
}
