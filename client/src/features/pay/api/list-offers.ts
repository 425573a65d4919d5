// POST /pay/p2p/offers: live P2P ads of other traders.
import { api, unwrap } from '../../../lib/api/client';
import type { P2pAd, P2pOfferQuery } from '../models/types';

export async function listOffers(body: P2pOfferQuery): Promise<P2pAd[]> {
  const { data } = await unwrap(api.POST('/pay/p2p/offers', { body }));
  return data;
}
