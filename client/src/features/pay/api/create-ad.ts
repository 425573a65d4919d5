// POST /pay/p2p/ads/create: posts a P2P ad (a sell ad locks its amount from the balance, so it announces it).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { P2pAd, P2pAdInput } from '../models/types';

export async function createAd(body: P2pAdInput): Promise<{ data: P2pAd; message: string }> {
  const answer = await unwrap(api.POST('/pay/p2p/ads/create', { body }));
  announce('balance');
  return answer;
}
