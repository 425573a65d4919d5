// Online mode (/play/online): waiting for an opponent at a stake (cancellable) until the queue matches someone.
import { createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { t } from '../../../i18n';
import './messages';
import { stakeProblem } from './challenges';
import type { PlayData, StakeLetter } from './types';

export type QueueStatus = 'idle' | 'joining' | 'waiting' | 'leaving';

export interface MatchmakingDeps {
  join(g: StakeLetter): Promise<PlayData | null>;
  leave(): Promise<void>;
  refreshUser(): Promise<unknown>;
  notify(kind: 'success' | 'error' | 'info', message: string): void;
  balance(): number;
  started(data: PlayData): void;
}

export const MatchmakingModel = createModel((deps: MatchmakingDeps) => {
  const status = signal<QueueStatus>('idle', { name: 'playQueueStatus' });
  const letter = signal<StakeLetter | null>(null, { name: 'playQueueLetter' });

  async function join(g: StakeLetter): Promise<void> {
    const problem = stakeProblem(g, deps.balance());
    if (problem) {
      deps.notify('error', problem);
      return;
    }
    status.value = 'joining';
    letter.value = g;
    try {
      const data = await deps.join(g);
      if (data) {
        matched();
        deps.started(data);
        await deps.refreshUser().catch(() => null);
      } else if (status.peek() === 'joining') {
        status.value = 'waiting';
      }
    } catch (error) {
      status.value = 'idle';
      letter.value = null;
      deps.notify('error', errorMessage(error));
    }
  }

  async function leave(): Promise<void> {
    if (status.peek() !== 'waiting') return;
    status.value = 'leaving';
    try {
      await deps.leave();
      matched();
      deps.notify('info', t('play.leftQueue'));
    } catch (error) {
      status.value = 'waiting';
      deps.notify('error', errorMessage(error));
    }
  }

  /** A game started (JSON p, or the queue answer): nobody waits any more. */
  function matched(): void {
    status.value = 'idle';
    letter.value = null;
  }

  return { status, letter, join, leave, matched, reset: matched };
});

export type Matchmaking = InstanceType<typeof MatchmakingModel>;
