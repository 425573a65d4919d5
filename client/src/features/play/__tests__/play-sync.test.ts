// The game's realtime side (spec section 4): JSON p opens the play modal with a sound, JSON r opens the
// Accept / Reject dialog, anything malformed is ignored, and several mounted hosts handle each frame once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { disconnectRealtime, handleFrame } from '../../../lib/api/socket';
import { playState, startPlay, type PlayScreens } from '../models/play-sync';
import { challenges, game } from '../models/play-state';

let screens: { showGame: ReturnType<typeof vi.fn<PlayScreens['showGame']>>; showChallenge: ReturnType<typeof vi.fn<PlayScreens['showChallenge']>> };
let stops: (() => void)[];

beforeEach(() => {
  // No token: the realtime client stays closed; frames are fed to it directly.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 401 })));
  screens = { showGame: vi.fn<PlayScreens['showGame']>(), showChallenge: vi.fn<PlayScreens['showChallenge']>() };
  stops = [];
});
afterEach(() => {
  for (const stop of stops) stop();
  disconnectRealtime();
  game.clear();
  challenges.reset();
  vi.unstubAllGlobals();
});

/** The game's models load on the first game frame: wait for them, then for the handlers queued behind them. */
const settled = async (): Promise<void> => {
  await playState();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

it('frames arriving while the models load are applied in the order they came', async () => {
  stops.push(startPlay(screens));
  handleFrame(frame('r', { i: 'g5', g: 'a', u: 'u0000000001', n: 'ada' }));
  handleFrame(frame('r', { i: 'g6', g: 'b', u: 'u0000000003', n: 'cy' }));
  await settled();
  expect(screens.showChallenge.mock.calls.map(([c]) => c.i)).toEqual(['g5', 'g6']);
});

const frame = (type: 'p' | 'r', data: unknown): string => JSON.stringify({ type, data });

describe('JSON frames of the game', () => {
  it('"JSON type \'r\' with data opens a rematch or friend-challenge dialog with Accept or Reject"', async () => {
    stops.push(startPlay(screens));
    handleFrame(frame('r', { i: 'g1', g: 'c', u: 'u0000000001', n: 'ada-1-NG-u0000000001', rematch: true }));
    await settled();
    expect(screens.showChallenge).toHaveBeenCalledWith({ i: 'g1', g: 'c', u: 'u0000000001', n: 'ada-1-NG-u0000000001', rematch: true });
    expect(challenges.current.value?.i).toBe('g1');
  });

  it('"JSON type \'p\' with data opens a play modal with sound" and tracks the play data', async () => {
    stops.push(startPlay(screens));
    handleFrame(frame('p', { i: 'g7', s: 'active', m: false, p: false, c: true, t: Date.now(), g: 'a', u: 'u0000000002' }));
    await settled();
    expect(screens.showGame).toHaveBeenCalledWith({ sound: true });
    expect(game.data.value?.i).toBe('g7');
    expect(game.phase.value).toBe('choosing');
  });

  it('ignores data that is not the contract shape', async () => {
    stops.push(startPlay(screens));
    handleFrame(frame('r', { i: 'g1', g: 'zz', u: 'u1', n: 'x' }));
    handleFrame(frame('p', { i: 'g1' }));
    await settled();
    expect(screens.showChallenge).not.toHaveBeenCalled();
    expect(screens.showGame).not.toHaveBeenCalled();
  });

  it('two mounted hosts handle a frame once; it stops when the last one unmounts', async () => {
    const first = startPlay(screens);
    const second = startPlay(screens);
    handleFrame(frame('r', { i: 'g2', g: 'a', u: 'u0000000001', n: 'ada' }));
    await settled();
    expect(screens.showChallenge).toHaveBeenCalledTimes(1);
    first();
    handleFrame(frame('r', { i: 'g3', g: 'a', u: 'u0000000001', n: 'ada' }));
    await settled();
    expect(screens.showChallenge).toHaveBeenCalledTimes(2);
    second();
    handleFrame(frame('r', { i: 'g4', g: 'a', u: 'u0000000001', n: 'ada' }));
    await settled();
    expect(screens.showChallenge).toHaveBeenCalledTimes(2);
  });
});
