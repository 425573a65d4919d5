// POST /pay/gift-card/list: cards I bought and cards I redeemed.
import { api, unwrap } from '../../../lib/api/client';
import type { GiftCard } from '../models/types';

export async function listGiftCards(): Promise<GiftCard[]> {
  const { data } = await unwrap(api.POST('/pay/gift-card/list', { body: {} }));
  return data;
}
