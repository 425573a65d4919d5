// POST /pay/p2p/ads/update: edits, pauses or resumes my P2P ad.
import { api, unwrap } from '../../../lib/api/client';
import type { P2pAd, P2pAdUpdate } from '../models/types';

export async function updateAd(body: P2pAdUpdate): Promise<{ data: P2pAd; message: string }> {
  return unwrap(api.POST('/pay/p2p/ads/update', { body }));
}
