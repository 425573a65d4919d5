// POST /pay/withdraw: sells OSBT back to my bank account (the pay area's operation: one money path, one ledger).
import { api, unwrap } from '../../../lib/api/client';
import type { CashOutInput, FundsMovement } from '../models/funds';

export async function cashOut(body: CashOutInput): Promise<{ data: FundsMovement; message: string }> {
  return unwrap(api.POST('/pay/withdraw', { body }));
}
