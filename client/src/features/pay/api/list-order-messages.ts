// POST /pay/p2p/orders/messages: the order chat, oldest first.
import { api, unwrap } from '../../../lib/api/client';
import type { P2pMessage } from '../models/types';

export async function listOrderMessages(body: { id: string }): Promise<P2pMessage[]> {
  const { data } = await unwrap(api.POST('/pay/p2p/orders/messages', { body }));
  return data;
}
