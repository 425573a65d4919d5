// POST /cloud/domain/record/delete: deletes a DNS record; answers the domain with its records.
import { api, unwrap } from '../../../lib/api/client';
import type { Domain } from '../models/types';

export async function deleteDnsRecord(id: string, recordId: string): Promise<Domain> {
  const { data } = await unwrap(api.POST('/cloud/domain/record/delete', { body: { id, recordId } }));
  return data;
}
