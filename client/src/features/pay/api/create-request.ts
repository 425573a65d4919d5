// POST /pay/request/create: asks another user for an amount.
import { api, unwrap } from '../../../lib/api/client';
import type { PayRequest, RequestInput } from '../models/types';

export async function createRequest(body: RequestInput): Promise<{ data: PayRequest; message: string }> {
  return unwrap(api.POST('/pay/request/create', { body }));
}
