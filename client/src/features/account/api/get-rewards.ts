// POST /account/rewards/get: my referral code, who joined with it, and my achievements.
import { api, unwrap } from '../../../lib/api/client';
import type { Rewards } from '../models/rewards';

export async function getRewards(): Promise<Rewards> {
  const { data } = await unwrap(api.POST('/account/rewards/get', { body: {} }));
  return data;
}
