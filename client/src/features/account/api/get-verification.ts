// POST /account/verification/get: my verification status and latest request.
import { api, unwrap } from '../../../lib/api/client';
import type { AccountVerification } from '../models/verification';

export async function getVerification(): Promise<AccountVerification> {
  const { data } = await unwrap(api.POST('/account/verification/get', { body: {} }));
  return data;
}
