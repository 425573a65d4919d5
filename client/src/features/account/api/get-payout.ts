// POST /account/payout/get: my saved payout bank account, or null.
import { api, unwrap } from '../../../lib/api/client';
import type { Payout } from '../models/payout';

export async function getPayout(): Promise<Payout | null> {
  const { data } = await unwrap(api.POST('/account/payout/get', { body: {} }));
  return data;
}
