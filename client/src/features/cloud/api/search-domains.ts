// POST /cloud/domain/search: availability and yearly price of a name in every TLD we sell.
import { api, unwrap } from '../../../lib/api/client';
import type { DomainSearch } from '../models/types';

export async function searchDomains(query: string): Promise<DomainSearch> {
  const { data } = await unwrap(api.POST('/cloud/domain/search', { body: { query } }));
  return data;
}
