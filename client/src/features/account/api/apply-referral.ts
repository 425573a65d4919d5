// POST /account/rewards/referral: records who invited me, by their code.
import { api, unwrap } from '../../../lib/api/client';
import type { Rewards } from '../models/rewards';

export async function applyReferral(code: string): Promise<{ data: Rewards; message: string }> {
  return unwrap(api.POST('/account/rewards/referral', { body: { code } }));
}
