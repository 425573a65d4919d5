// POST /account/rewards/referral: records who invited me, by their code (from the rewards page, or right after a
// sign-up that came from an invite link, ?ref=CODE).
import { api, unwrap } from '../client';
import type { components } from '../../../../../contracts/api/schema';

export async function applyReferral(code: string): Promise<{ data: components['schemas']['AccountRewards']; message: string }> {
  return unwrap(api.POST('/account/rewards/referral', { body: { code } }));
}
