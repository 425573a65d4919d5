// POST /account/payout/get: my saved payout bank account, or null (the account's cash-out page shows and edits it;
// pay's withdraw page offers it as the bank destination).
import { api, unwrap } from '../client';
import type { components } from '../../../../../contracts/api/schema';

export async function getPayout(): Promise<components['schemas']['AccountPayoutInput'] | null> {
  const { data } = await unwrap(api.POST('/account/payout/get', { body: {} }));
  return data;
}
