// POST /pay/p2p/ads/create: posts a P2P ad.
import { api, unwrap } from '../../../lib/api/client';
import type { P2pAd, P2pAdInput } from '../models/types';

export async function createAd(body: P2pAdInput): Promise<{ data: P2pAd; message: string }> {
  return unwrap(api.POST('/pay/p2p/ads/create', { body }));
}
