// POST /account/payout/save: saves (replaces) my payout bank account.
import { api, unwrap } from '../../../lib/api/client';
import type { Payout } from '../models/payout';

export async function savePayout(body: Payout): Promise<{ data: Payout | null; message: string }> {
  return unwrap(api.POST('/account/payout/save', { body }));
}
