// POST /account/rewards/claim: pays an earned achievement's reward once (idempotent by the request id).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { AchievementId, Rewards } from '../models/rewards';

export async function claimReward(id: AchievementId, requestId: string): Promise<{ data: Rewards; message: string }> {
  const answer = await unwrap(api.POST('/account/rewards/claim', { body: { id, requestId } }));
  announce('balance');
  return answer;
}
