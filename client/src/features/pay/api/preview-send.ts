// POST /pay/send/preview: what a send would do: the recipient's identity, the fee and the total.
import { api, unwrap } from '../../../lib/api/client';
import type { AssetCode, SendPreview } from '../models/types';

export async function previewSend(body: { asset: AssetCode; amount: number; userName: string }): Promise<SendPreview> {
  const { data } = await unwrap(api.POST('/pay/send/preview', { body }));
  return data;
}
