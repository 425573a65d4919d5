// POST /cloud/messages/list: the message log of one channel, newest first.
import { api, unwrap } from '../../../lib/api/client';
import type { Channel, Message } from '../models/types';

export async function listMessages(channel: Channel): Promise<Message[]> {
  const { data } = await unwrap(api.POST('/cloud/messages/list', { body: { channel } }));
  return data;
}
