// POST /cloud/domain/register: registers a domain for 1–10 years (charged in OSBT, idempotent by requestId).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { Domain, DomainRegisterInput } from '../models/types';

export async function registerDomain(body: DomainRegisterInput): Promise<Domain> {
  const { data } = await unwrap(api.POST('/cloud/domain/register', { body }));
  announce('balance');
  return data;
}
