// POST /{product}/play/resolve: settles the game when it can be and answers the result r (or why there is none).
import { api, APP, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { PlayOutcome } from '../models/types';

export async function resolvePlay(i: string): Promise<{ data: PlayOutcome; message: string }> {
  const answer = await unwrap(api.POST('/{product}/play/resolve', { ...APP, body: { i } }));
  announce('balance');
  return answer;
}
