// POST /pay/assets: the assets a wallet holds, with precision, fees, limits and methods.
import { api, unwrap } from '../../../lib/api/client';
import type { Asset } from '../models/types';

export async function getAssets(): Promise<Asset[]> {
  const { data } = await unwrap(api.POST('/pay/assets', { body: {} }));
  return data.assets;
}
