// POST /pay/gift-card/cancel: cancels a gift card I bought that nobody redeemed (its value comes back).
import { api, unwrap } from '../../../lib/api/client';
import type { GiftCard } from '../models/types';

export async function cancelGiftCard(body: { id: string }): Promise<{ data: GiftCard; message: string }> {
  return unwrap(api.POST('/pay/gift-card/cancel', { body }));
}
