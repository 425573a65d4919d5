// POST /pay/request/decline: declines a request to me, or cancels mine.
import { api, unwrap } from '../../../lib/api/client';
import type { PayRequest } from '../models/types';

export async function declineRequest(body: { id: string }): Promise<{ data: PayRequest; message: string }> {
  return unwrap(api.POST('/pay/request/decline', { body }));
}
