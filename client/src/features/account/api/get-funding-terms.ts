// POST /pay/assets: the OSBT asset's add and withdraw methods (fee, limits, settle time), the pay area's own
// operation, so top-up and cash-out quote what the ledger will charge.
import { api, unwrap } from '../../../lib/api/client';
import type { FundsAsset } from '../models/funds';

export async function getFundingTerms(): Promise<FundsAsset | undefined> {
  const { data } = await unwrap(api.POST('/pay/assets', { body: {} }));
  return data.assets.find((asset) => asset.code === 'OSBT');
}
