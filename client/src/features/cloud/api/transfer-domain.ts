// POST /cloud/domain/transfer: transfers a domain in with its auth code (pending until it completes).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { Domain, DomainTransferInput } from '../models/types';

export async function transferDomain(body: DomainTransferInput): Promise<Domain> {
  const { data } = await unwrap(api.POST('/cloud/domain/transfer', { body }));
  announce('balance');
  return data;
}
