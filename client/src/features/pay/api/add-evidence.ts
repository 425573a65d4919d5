// POST /pay/p2p/orders/evidence: adds screenshots (keys of images I uploaded) to a disputed order, for staff.
import { api, unwrap } from '../../../lib/api/client';
import type { P2pOrder } from '../models/types';

export async function addEvidence(body: { id: string; keys: string[] }): Promise<{ data: P2pOrder; message: string }> {
  return unwrap(api.POST('/pay/p2p/orders/evidence', { body }));
}
