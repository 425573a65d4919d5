// POST /pay/request/list: requests I sent and requests asking me to pay.
import { api, unwrap } from '../../../lib/api/client';
import type { PayRequest, RequestQuery } from '../models/types';

export async function listRequests(body: RequestQuery): Promise<PayRequest[]> {
  const { data } = await unwrap(api.POST('/pay/request/list', { body }));
  return data;
}
