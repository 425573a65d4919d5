// POST /pay/activity: my recent OSBT top-ups or cash-outs with their status.
import { api, unwrap } from '../../../lib/api/client';
import type { FundsDirection, FundsMovement } from '../models/funds';

export async function listFunding(direction: FundsDirection, pageSize: number): Promise<FundsMovement[]> {
  const { data } = await unwrap(api.POST('/pay/activity', { body: { types: [direction], asset: 'OSBT', pageSize } }));
  return data.items;
}
