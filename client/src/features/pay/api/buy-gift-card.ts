// POST /pay/gift-card/buy: buys a gift card (its value leaves the balance) and answers its code.
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { GiftCard, GiftCardInput } from '../models/types';

export async function buyGiftCard(body: GiftCardInput): Promise<{ data: GiftCard; message: string }> {
  const answer = await unwrap(api.POST('/pay/gift-card/buy', { body }));
  announce('balance');
  return answer;
}
