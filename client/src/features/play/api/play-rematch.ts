// POST /{product}/play/rematch: offers the opponent of a finished game a new one at the same stake.
import { api, APP, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { PlayData } from '../models/types';

export async function playRematch(i: string): Promise<PlayData | null> {
  const { data } = await unwrap(api.POST('/{product}/play/rematch', { ...APP, body: { i } }));
  announce('balance');
  return data;
}
