// The online queue (/play/online) and the server's word on it (User.playQueue): a reload shows the wait again,
// cancellable; a wait the server ended ends here; a read older than a local change never overrides it.
import { describe, expect, it, vi } from 'vitest';
import { MatchmakingModel, type MatchmakingDeps } from '../models/matchmaking';
import type { PlayData } from '../models/types';

function model() {
  const deps = {
    join: vi.fn<MatchmakingDeps['join']>(async () => null),
    leave: vi.fn<MatchmakingDeps['leave']>(async () => undefined),
    refreshUser: vi.fn(async () => null),
    notify: vi.fn<MatchmakingDeps['notify']>(),
    balance: () => 50_000,
    started: vi.fn<MatchmakingDeps['started']>(),
  };
  return { matchmaking: new MatchmakingModel(deps), ...deps };
}

describe('restoring a wait after a reload (User.playQueue)', () => {
  it('an idle model shows the wait at the server’s stake, and leaving works as before', async () => {
    const { matchmaking, leave, notify } = model();
    matchmaking.reconcile('b', matchmaking.mark());
    expect(matchmaking.status.value).toBe('waiting');
    expect(matchmaking.letter.value).toBe('b');
    expect(notify).not.toHaveBeenCalled();
    await matchmaking.leave();
    expect(leave).toHaveBeenCalledTimes(1);
    expect(matchmaking.status.value).toBe('idle');
    expect(matchmaking.letter.value).toBeNull();
    expect(notify).toHaveBeenCalledWith('info', 'Você deixou de esperar.');
  });

  it('no wait on the server leaves an idle model idle, without a word', () => {
    const { matchmaking, notify } = model();
    matchmaking.reconcile(undefined, matchmaking.mark());
    expect(matchmaking.status.value).toBe('idle');
    expect(notify).not.toHaveBeenCalled();
  });

  it('a wait the server ended (dropped from the queue) ends here, with an info toast', async () => {
    const { matchmaking, notify } = model();
    await matchmaking.join('c');
    expect(matchmaking.status.value).toBe('waiting');
    matchmaking.reconcile(undefined, matchmaking.mark());
    expect(matchmaking.status.value).toBe('idle');
    expect(notify).toHaveBeenCalledWith('info', 'Você não está mais esperando um oponente.');
  });

  it('a wait moved to another stake (another tab) follows it', async () => {
    const { matchmaking } = model();
    await matchmaking.join('c');
    matchmaking.reconcile('d', matchmaking.mark());
    expect(matchmaking.letter.value).toBe('d');
  });

  it('a read begun before a local change is not applied over it', async () => {
    const { matchmaking } = model();
    await matchmaking.join('c');
    const since = matchmaking.mark();
    await matchmaking.leave();
    // The read began while waiting and answers after the leave: still waiting, says the stale answer.
    matchmaking.reconcile('c', since);
    expect(matchmaking.status.value).toBe('idle');
  });

  it('a join in flight decides for itself', async () => {
    const { matchmaking, join } = model();
    let answer: (data: PlayData | null) => void = () => undefined;
    join.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const joining = matchmaking.join('c');
    matchmaking.reconcile(undefined, matchmaking.mark());
    expect(matchmaking.status.value).toBe('joining');
    answer(null);
    await joining;
    expect(matchmaking.status.value).toBe('waiting');
  });

  it('a game starting ends the wait (JSON p)', () => {
    const { matchmaking } = model();
    matchmaking.reconcile('b', matchmaking.mark());
    matchmaking.matched();
    expect(matchmaking.status.value).toBe('idle');
  });
});
