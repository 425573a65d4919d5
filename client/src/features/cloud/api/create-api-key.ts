// POST /cloud/keys/create: a new API key; its secret comes in this answer only.
import { api, unwrap } from '../../../lib/api/client';
import type { ApiKeyCreated } from '../models/types';

export async function createApiKey(label: string): Promise<ApiKeyCreated> {
  const { data } = await unwrap(api.POST('/cloud/keys/create', { body: { label } }));
  return data;
}
