// POST /pay/p2p/ads/update: edits, pauses or resumes my P2P ad (a sell ad's hold follows: the balance moves).
import { api, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { P2pAd, P2pAdUpdate } from '../models/types';

export async function updateAd(body: P2pAdUpdate): Promise<{ data: P2pAd; message: string }> {
  const answer = await unwrap(api.POST('/pay/p2p/ads/update', { body }));
  announce('balance');
  return answer;
}
