// The game state machine of spec section 4 "Game", with fake API calls and fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { AUTO_RESOLVE_MS, GameModel, PRESENCE_POLL_MS, RESOLVE_RETRY_MS, type GameDeps } from '../models/game';
import type { PlayData, PlayOutcome } from '../models/types';

const START = Date.UTC(2026, 0, 1, 12, 0, 0);

function playData(patch: Partial<PlayData> = {}): PlayData {
  return { i: 'g1', s: 'active', m: false, p: false, c: true, t: START, g: 'c', u: 'u0000000002', n: 'ben-1-US-u0000000002', ...patch };
}

interface Fakes {
  deps: GameDeps;
  resolve: ReturnType<typeof vi.fn<GameDeps['resolve']>>;
  refreshUser: ReturnType<typeof vi.fn<GameDeps['refreshUser']>>;
  move: ReturnType<typeof vi.fn<GameDeps['move']>>;
  notify: ReturnType<typeof vi.fn<GameDeps['notify']>>;
  serverPlayData: { value: PlayData | null };
}

function fakes(answer: PlayOutcome = { r: 'won', y: 'r', o: 's' }): Fakes {
  const serverPlayData: { value: PlayData | null } = { value: null };
  const resolve = vi.fn<GameDeps['resolve']>(async () => ({ data: answer, message: 'ok' }));
  const refreshUser = vi.fn<GameDeps['refreshUser']>(async () => ({ playData: serverPlayData.value }));
  const move = vi.fn<GameDeps['move']>(async (_i, hand) => playData({ m: true, y: hand }));
  const notify = vi.fn<GameDeps['notify']>();
  const deps: GameDeps = {
    move,
    resolve,
    withdraw: vi.fn(async () => null),
    rematch: vi.fn(async () => playData({ i: 'g2', s: 'pending' })),
    refreshUser,
    notify,
    now: () => Date.now(),
  };
  return { deps, resolve, refreshUser, move, notify, serverPlayData };
}

/** Lets pending promises (the fake API answers) settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('spec section 4: "If both m and p are done, resolve is called at once"', () => {
  it('resolves as soon as play data says both moved', async () => {
    const f = fakes();
    const game = new GameModel(f.deps);
    game.sync(playData({ m: true, p: true }));
    expect(game.phase.value).toBe('resolving');
    await settle();
    expect(f.resolve).toHaveBeenCalledTimes(1);
    expect(f.resolve).toHaveBeenCalledWith('g1');
  });

  it('resolves at once after my move completes the pair (the opponent had moved)', async () => {
    const f = fakes();
    f.move.mockImplementation(async () => playData({ s: 'done', m: true, p: true, y: 'p' }));
    const game = new GameModel(f.deps);
    game.sync(playData({ p: true }));
    expect(game.phase.value).toBe('choosing');
    await game.move('p');
    await settle();
    expect(f.resolve).toHaveBeenCalledTimes(1);
    expect(game.data.value?.r).toBe('won');
  });

  it('resolves at once a game the server already settled (s done)', async () => {
    const f = fakes({ r: 'lost' });
    const game = new GameModel(f.deps);
    game.sync(playData({ s: 'done', m: false, p: true }));
    await settle();
    expect(f.resolve).toHaveBeenCalledTimes(1);
    expect(game.data.value?.r).toBe('lost');
  });

  it('a second trigger while resolving does not resolve twice', async () => {
    const f = fakes();
    const game = new GameModel(f.deps);
    game.sync(playData({ m: true, p: true }));
    game.sync(playData({ m: true, p: true }));
    game.evaluate();
    await settle();
    expect(f.resolve).toHaveBeenCalledTimes(1);
  });
});

describe('spec section 4: "If the opponent is not connected, a timer counts from the start time t; after 30 seconds it resolves automatically"', () => {
  it('counts down from t and resolves at t + 30 s', async () => {
    const f = fakes({ r: 'won' });
    const game = new GameModel(f.deps);
    vi.setSystemTime(START + 10_000);
    f.serverPlayData.value = playData({ c: false, m: true });
    game.sync(playData({ c: false, m: true }));
    expect(game.autoResolves.value).toBe(true);
    expect(game.secondsLeft.value).toBe(20);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(game.secondsLeft.value).toBe(15);
    await vi.advanceTimersByTimeAsync(AUTO_RESOLVE_MS - 15_000 - 1);
    expect(f.resolve).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(f.resolve).toHaveBeenCalledTimes(1);
  });

  it('resolves at once when t + 30 s has already passed', async () => {
    const f = fakes();
    const game = new GameModel(f.deps);
    vi.setSystemTime(START + AUTO_RESOLVE_MS + 1);
    game.sync(playData({ c: false }));
    await settle();
    expect(f.resolve).toHaveBeenCalledTimes(1);
  });

  it('an opponent who stays connected and never moves blocks nothing: at 0 no move is played and the game resolves (issue #29)', async () => {
    const f = fakes();
    const game = new GameModel(f.deps);
    f.serverPlayData.value = playData({ c: true });
    game.sync(playData({ c: true }));
    await vi.advanceTimersByTimeAsync(AUTO_RESOLVE_MS - 1);
    expect(game.timeUp.value).toBe(false);
    expect(f.resolve).not.toHaveBeenCalled();
    // The server keeps its 409 until its own timer ran: the client tries again quietly.
    f.resolve.mockRejectedValueOnce(new ApiError('This game cannot be resolved yet', 409));
    await vi.advanceTimersByTimeAsync(1);
    expect(game.timeUp.value).toBe(true);
    expect(game.secondsLeft.value).toBe(0);
    expect(f.resolve).toHaveBeenCalledTimes(1);
    await game.move('r');
    expect(f.move).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(RESOLVE_RETRY_MS);
    expect(f.resolve).toHaveBeenCalledTimes(2);
    expect(game.phase.value).toBe('result');
    expect(game.data.value?.r).toBe('won');
    expect(f.notify).not.toHaveBeenCalledWith('error', expect.anything());
  });

  it('notices the opponent leaving through the presence poll and then starts the timer', async () => {
    const f = fakes();
    const game = new GameModel(f.deps);
    f.serverPlayData.value = playData({ c: true });
    game.sync(playData({ c: true }));
    f.serverPlayData.value = playData({ c: false });
    await vi.advanceTimersByTimeAsync(PRESENCE_POLL_MS);
    expect(game.data.value?.c).toBe(false);
    expect(game.autoResolves.value).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTO_RESOLVE_MS - PRESENCE_POLL_MS);
    expect(f.resolve).toHaveBeenCalledTimes(1);
  });

  it('an unanswered challenge expires after the same 30 s', async () => {
    const f = fakes({ e: 'expired' });
    const game = new GameModel(f.deps);
    game.sync(playData({ s: 'pending', c: true }));
    expect(game.phase.value).toBe('challenging');
    await vi.advanceTimersByTimeAsync(AUTO_RESOLVE_MS);
    expect(f.resolve).toHaveBeenCalledTimes(1);
    expect(game.data.value).toBeNull();
    expect(game.phase.value).toBe('ended');
    expect(f.notify).toHaveBeenCalledWith('info', expect.any(String));
  });

  it('an early answer from the server (409, the clocks differ) is tried again quietly', async () => {
    const f = fakes();
    f.resolve.mockRejectedValueOnce(new ApiError('This game cannot be resolved yet', 409));
    const game = new GameModel(f.deps);
    f.serverPlayData.value = playData({ c: false });
    game.sync(playData({ c: false }));
    await vi.advanceTimersByTimeAsync(AUTO_RESOLVE_MS);
    expect(f.resolve).toHaveBeenCalledTimes(1);
    expect(f.notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(RESOLVE_RETRY_MS);
    expect(f.resolve).toHaveBeenCalledTimes(2);
    expect(game.data.value?.r).toBe('won');
  });
});

describe('spec section 4: the timer is "also checked when the tab becomes visible again"', () => {
  it('resolves on visibility when the 30 s passed while the tab was hidden (its timers did not run)', async () => {
    const f = fakes();
    const game = new GameModel(f.deps);
    game.sync(playData({ c: false }));
    visibility = 'hidden';
    game.visibilityChanged(false);
    // A background tab's timers are throttled: the clock moves on, the timeout has not fired.
    vi.setSystemTime(START + AUTO_RESOLVE_MS + 5_000);
    expect(f.resolve).not.toHaveBeenCalled();
    visibility = 'visible';
    game.visibilityChanged(true);
    await settle();
    expect(f.resolve).toHaveBeenCalledTimes(1);
  });

  it('does nothing on visibility before the 30 s', async () => {
    const f = fakes();
    f.serverPlayData.value = playData({ c: false });
    const game = new GameModel(f.deps);
    game.sync(playData({ c: false }));
    vi.setSystemTime(START + 10_000);
    game.visibilityChanged(true);
    await settle();
    expect(f.resolve).not.toHaveBeenCalled();
  });
});

describe('spec section 4: "On resolve success, refresh the user and keep result r if returned, otherwise clear play data"', () => {
  it('keeps r (and the hands) and refreshes the user', async () => {
    const f = fakes({ r: 'won', y: 'r', o: 's' });
    const game = new GameModel(f.deps);
    game.sync(playData({ m: true, p: true }));
    await settle();
    expect(f.refreshUser).toHaveBeenCalled();
    expect(game.data.value).toMatchObject({ i: 'g1', r: 'won' });
    expect(game.outcome.value).toEqual({ r: 'won', y: 'r', o: 's' });
    expect(game.phase.value).toBe('result');
  });

  it('a kept result survives a refresh that no longer has the game', async () => {
    const f = fakes({ r: 'draw' });
    const game = new GameModel(f.deps);
    game.sync(playData({ m: true, p: true }));
    await settle();
    game.sync(null);
    game.sync(playData({ s: 'done', m: true, p: true }));
    await settle();
    expect(game.data.value?.r).toBe('draw');
    expect(f.resolve).toHaveBeenCalledTimes(1);
  });

  it('clears play data when no r is returned', async () => {
    const f = fakes({ e: 'timeout' });
    const game = new GameModel(f.deps);
    vi.setSystemTime(START + AUTO_RESOLVE_MS);
    game.sync(playData({ c: false }));
    await settle();
    expect(f.refreshUser).toHaveBeenCalled();
    expect(game.data.value).toBeNull();
    expect(game.outcome.value).toEqual({ e: 'timeout' });
  });

  it('a game that vanished from the server (the opponent rejected or resolved it) is resolved to learn how', async () => {
    const f = fakes({ e: 'rejected' });
    const game = new GameModel(f.deps);
    game.sync(playData({ s: 'pending' }));
    game.sync(null);
    await settle();
    expect(f.resolve).toHaveBeenCalledWith('g1');
    expect(game.data.value).toBeNull();
    expect(f.notify).toHaveBeenCalledWith('info', expect.stringContaining('ben'));
  });
});

describe('spec section 8: resolve failures', () => {
  it("a failure answer says 'Failed to perform action'", async () => {
    const f = fakes();
    f.resolve.mockRejectedValueOnce(new ApiError('Game not found', 404));
    const game = new GameModel(f.deps);
    game.sync(playData({ m: true, p: true }));
    await settle();
    expect(f.notify).toHaveBeenCalledWith('error', 'Failed to perform action');
    expect(game.data.value?.r).toBeUndefined();
  });

  it("an exception says 'Error while resolving play'", async () => {
    const f = fakes();
    f.resolve.mockRejectedValueOnce(new TypeError('network down'));
    const game = new GameModel(f.deps);
    game.sync(playData({ m: true, p: true }));
    await settle();
    expect(f.notify).toHaveBeenCalledWith('error', 'Error while resolving play');
  });

  it("a failed move toasts the server's message, or 'Something went wrong'", async () => {
    const f = fakes();
    f.move.mockRejectedValueOnce(new TypeError('boom'));
    const game = new GameModel(f.deps);
    game.sync(playData());
    await game.move('r');
    expect(f.notify).toHaveBeenCalledWith('error', 'Something went wrong');
  });
});

describe('the rest of the game', () => {
  it('neither can see the other move: the model never holds the opponent hand before the result', async () => {
    const f = fakes();
    const game = new GameModel(f.deps);
    game.sync(playData({ p: true }));
    expect(game.outcome.value).toBeNull();
    await game.move('s');
    expect(game.data.value).toMatchObject({ m: true, y: 's' });
    expect(game.phase.value).toBe('waiting');
  });

  it('a rematch after a result offers a new pending challenge', async () => {
    const f = fakes();
    const game = new GameModel(f.deps);
    game.sync(playData({ m: true, p: true }));
    await settle();
    await game.rematch();
    expect(f.deps.rematch).toHaveBeenCalledWith('g1');
    expect(game.data.value).toMatchObject({ i: 'g2', s: 'pending' });
    expect(game.phase.value).toBe('challenging');
  });

  it('withdrawing a pending challenge clears it', async () => {
    const f = fakes();
    const game = new GameModel(f.deps);
    game.sync(playData({ s: 'pending' }));
    await game.withdraw();
    expect(f.deps.withdraw).toHaveBeenCalledWith('g1');
    expect(game.data.value).toBeNull();
    expect(game.outcome.value).toEqual({ e: 'withdrawn' });
  });
});
