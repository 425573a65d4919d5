// POST /cloud/domain/renew: renews for more years (charged in OSBT, idempotent by requestId).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { Domain, DomainRenewInput } from '../models/types';

export async function renewDomain(body: DomainRenewInput): Promise<Domain> {
  const { data } = await unwrap(api.POST('/cloud/domain/renew', { body }));
  announce('balance');
  return data;
}
