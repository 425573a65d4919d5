// POST /{product}/inbox/history: a conversation (by id, or a user uid for the direct chat) and a page of messages.
import { api, APP, unwrap } from '../../../lib/api/client';
import type { ConversationPage, HistoryQuery } from '../models/types';

export async function getHistory(body: HistoryQuery): Promise<ConversationPage> {
  const { data } = await unwrap(api.POST('/{product}/inbox/history', { ...APP, body }));
  return data;
}
