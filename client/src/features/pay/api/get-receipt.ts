// POST /pay/activity/get: one of my movements as a receipt (someone else's or an unknown id is 404).
import { api, unwrap } from '../../../lib/api/client';
import type { Receipt } from '../models/types';

export async function getReceipt(id: string): Promise<Receipt> {
  const { data } = await unwrap(api.POST('/pay/activity/get', { body: { id } }));
  return data;
}
