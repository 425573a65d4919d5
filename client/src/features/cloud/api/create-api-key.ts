// POST /cloud/keys/create: a new API key with what it may call (its scopes); its secret comes in this answer only.
import { api, unwrap } from '../../../lib/api/client';
import type { ApiKeyCreated, ApiKeyScope } from '../models/types';

export async function createApiKey(label: string, scopes: ApiKeyScope[]): Promise<ApiKeyCreated> {
  const { data } = await unwrap(api.POST('/cloud/keys/create', { body: { label, scopes } }));
  return data;
}
