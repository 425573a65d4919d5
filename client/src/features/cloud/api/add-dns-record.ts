// POST /cloud/domain/record/add: adds a DNS record; answers the domain with its records.
import { api, unwrap } from '../../../lib/api/client';
import type { DnsRecordInput, Domain } from '../models/types';

export async function addDnsRecord(body: DnsRecordInput): Promise<Domain> {
  const { data } = await unwrap(api.POST('/cloud/domain/record/add', { body }));
  return data;
}
