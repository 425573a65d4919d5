// POST /{product}/play/add: challenge a contact ({g, u, n}) or answer a challenge ({t: 'a' | 'x', i}).
import { api, APP, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { PlayAction, PlayData } from '../models/types';

export async function playAction(body: PlayAction): Promise<{ data: PlayData | null; message: string }> {
  const answer = await unwrap(api.POST('/{product}/play/add', { ...APP, body }));
  announce('balance');
  return answer;
}
