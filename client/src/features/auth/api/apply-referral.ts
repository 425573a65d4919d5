// POST /account/rewards/referral right after a sign-up that came from an invite link (?ref=CODE).
import { api, unwrap } from '../../../lib/api/client';

export async function applyReferral(code: string): Promise<string> {
  const { message } = await unwrap(api.POST('/account/rewards/referral', { body: { code } }));
  return message;
}
