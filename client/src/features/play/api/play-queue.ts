// POST /{product}/play/queue: waits for an online opponent at a stake; data is the game when matched at once.
import { api, APP, unwrap } from '../../../lib/api/client';
import { announce } from '../../../lib/live/announce';
import type { PlayData, StakeLetter } from '../models/types';

export async function playQueue(g: StakeLetter): Promise<PlayData | null> {
  const { data } = await unwrap(api.POST('/{product}/play/queue', { ...APP, body: { g } }));
  announce('balance');
  return data;
}
