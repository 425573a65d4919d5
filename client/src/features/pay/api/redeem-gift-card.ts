// POST /pay/gift-card/redeem: redeems a gift card code once.
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { GiftCard } from '../models/types';

export async function redeemGiftCard(body: { requestId: string; code: string }): Promise<{ data: GiftCard; message: string }> {
  const answer = await unwrap(api.POST('/pay/gift-card/redeem', { body }));
  announce('balance');
  return answer;
}
