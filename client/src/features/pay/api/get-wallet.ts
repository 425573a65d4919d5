// POST /pay/wallet: the signed-in user's balances per asset (available and held).
import { api, unwrap } from '../../../lib/api/client';
import type { Wallet } from '../models/types';

export async function getWallet(): Promise<Wallet> {
  const { data } = await unwrap(api.POST('/pay/wallet', { body: {} }));
  return data;
}
