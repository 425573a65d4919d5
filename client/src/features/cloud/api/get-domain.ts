// POST /cloud/domain/get: one of my domains with its DNS records.
import { api, unwrap } from '../../../lib/api/client';
import type { Domain } from '../models/types';

export async function getDomain(id: string): Promise<Domain> {
  const { data } = await unwrap(api.POST('/cloud/domain/get', { body: { id } }));
  return data;
}
