// Online mode (/play/online): waiting for an opponent at a stake (cancellable) until the queue matches someone.
// The server's word on the wait (User.playQueue) is taken too, so a reloaded page shows the wait again and a wait
// the server ended (a balance below the stake, a tab gone too long) ends here.
import { batch, createModel, signal } from '@preact/signals-react';
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
  /** Bumped on every change made here, so a read of the server older than that change is never applied over it. */
  let version = 0;

  const set = (next: QueueStatus, g: StakeLetter | null): void => {
    version += 1;
    batch(() => {
      status.value = next;
      letter.value = g;
    });
  };

  async function join(g: StakeLetter): Promise<void> {
    const problem = stakeProblem(g, deps.balance());
    if (problem) {
      deps.notify('error', problem);
      return;
    }
    set('joining', g);
    try {
      const data = await deps.join(g);
      if (data) {
        matched();
        deps.started(data);
        await deps.refreshUser().catch(() => null);
      } else if (status.peek() === 'joining') {
        set('waiting', g);
      }
    } catch (error) {
      set('idle', null);
      deps.notify('error', errorMessage(error));
    }
  }

  async function leave(): Promise<void> {
    const g = letter.peek();
    if (status.peek() !== 'waiting') return;
    set('leaving', g);
    try {
      await deps.leave();
      matched();
      deps.notify('info', t('play.leftQueue'));
    } catch (error) {
      set('waiting', g);
      deps.notify('error', errorMessage(error));
    }
  }

  /** A game started (JSON p, or the queue answer): nobody waits any more. */
  function matched(): void {
    set('idle', null);
  }

  /** Taken before reading the user from the server; reconcile() applies that read only if nothing changed here since. */
  function mark(): number {
    return version;
  }

  /**
   * The server's word on the queue (User.playQueue) from a read begun at `since`: the user waits there (a reload
   * shows the wait again, cancellable), or no longer waits (the server dropped the wait). A join or leave in
   * flight decides for itself.
   */
  function reconcile(server: StakeLetter | null | undefined, since: number): void {
    if (since !== version) return;
    const now = status.peek();
    if (server) {
      if (now === 'idle' || (now === 'waiting' && letter.peek() !== server)) set('waiting', server);
      return;
    }
    if (now === 'waiting') {
      set('idle', null);
      deps.notify('info', t('play.queueEnded'));
    }
  }

  return { status, letter, join, leave, matched, mark, reconcile, reset: matched };
});

export type Matchmaking = InstanceType<typeof MatchmakingModel>;
