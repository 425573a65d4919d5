// POST /pay/p2p/ads/list: my P2P ads.
import { api, unwrap } from '../../../lib/api/client';
import type { P2pAd } from '../models/types';

export async function listMyAds(): Promise<P2pAd[]> {
  const { data } = await unwrap(api.POST('/pay/p2p/ads/list', { body: {} }));
  return data;
}
