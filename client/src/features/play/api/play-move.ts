// POST /{product}/play/move: rock, paper or scissors; the answer is the mover's play data.
import { api, APP, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { PlayData, PlayHand } from '../models/types';

export async function playMove(i: string, m: PlayHand): Promise<PlayData | null> {
  const { data } = await unwrap(api.POST('/{product}/play/move', { ...APP, body: { i, m } }));
  announce('balance');
  return data;
}
