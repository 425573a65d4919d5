// POST /pay/add: buys OSBT by card or bank transfer (the pay area's operation: one money path, one ledger).
import { api, unwrap } from '../../../lib/api/client';
import type { FundsMovement, TopUpInput } from '../models/funds';

export async function topUp(body: TopUpInput): Promise<{ data: FundsMovement; message: string }> {
  return unwrap(api.POST('/pay/add', { body }));
}
