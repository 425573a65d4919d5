// POST /pay/gift-card/cancel: cancels a gift card I bought that nobody redeemed (its value comes back).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { GiftCard } from '../models/types';

export async function cancelGiftCard(body: { id: string }): Promise<{ data: GiftCard; message: string }> {
  const answer = await unwrap(api.POST('/pay/gift-card/cancel', { body }));
  announce('balance');
  return answer;
}
