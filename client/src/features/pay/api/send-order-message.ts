// POST /pay/p2p/orders/message: writes in the order chat.
import { api, unwrap } from '../../../lib/api/client';
import type { P2pMessage } from '../models/types';

export async function sendOrderMessage(body: { id: string; requestId: string; text: string }): Promise<P2pMessage> {
  const { data } = await unwrap(api.POST('/pay/p2p/orders/message', { body }));
  return data;
}
