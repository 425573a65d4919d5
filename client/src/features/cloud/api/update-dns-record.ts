// POST /cloud/domain/record/update: edits a DNS record in place (its id stays); answers the domain with its records.
import { api, unwrap } from '../../../lib/api/client';
import type { DnsRecordUpdateInput, Domain } from '../models/types';

export async function updateDnsRecord(body: DnsRecordUpdateInput): Promise<Domain> {
  const { data } = await unwrap(api.POST('/cloud/domain/record/update', { body }));
  return data;
}
