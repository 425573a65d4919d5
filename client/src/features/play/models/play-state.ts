// The app-wide game state: one game, one list of incoming challenges and one queue per tab, wired to the API,
// the session and the toasts.
import { refreshUser, user } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { playAction } from '../api/play-action';
import { playMove } from '../api/play-move';
import { playQueue } from '../api/play-queue';
import { playQueueLeave } from '../api/play-queue-leave';
import { playRematch } from '../api/play-rematch';
import { resolvePlay } from '../api/resolve-play';
import { ChallengesModel } from './challenges';
import { GameModel } from './game';
import { MatchmakingModel } from './matchmaking';
import { STAKE_ASSET } from './stakes';
import type { PlayData } from './types';

const notify = (kind: 'success' | 'error' | 'info', message: string): void => {
  toast[kind](message);
};
const balance = (): number => user.peek()?.assets[STAKE_ASSET] ?? 0;

export const game = new GameModel({
  move: playMove,
  resolve: resolvePlay,
  withdraw: (i) => playAction({ t: 'x', i }),
  rematch: playRematch,
  refreshUser,
  notify,
  now: () => Date.now(),
});

const started = (data: PlayData): void => game.sync(data);

// The tabs of one browser are one person: a challenge answered in one tab closes in the others, without a word
// (the server tells a tab nothing about an answer given in another until its next read of the user).
const answeredChannel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('osb-play-answered') : null;

export const challenges = new ChallengesModel({
  playAction,
  refreshUser,
  notify,
  balance,
  started,
  now: () => Date.now(),
  answered: (id) => answeredChannel?.postMessage(id),
});

answeredChannel?.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (typeof event.data === 'string') challenges.dismiss({ i: event.data });
});

export const matchmaking = new MatchmakingModel({ join: playQueue, leave: playQueueLeave, refreshUser, notify, balance, started });
