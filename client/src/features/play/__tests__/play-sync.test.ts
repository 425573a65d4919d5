// The game's realtime side (spec section 4): JSON p opens the play modal with a sound, JSON r opens the
// Accept / Reject dialog, anything malformed is ignored, and several mounted hosts handle each frame once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { disconnectRealtime, handleFrame, realtimeStatus } from '../../../lib/api/socket';
import { user, type User } from '../../../state/session';
import { toasts } from '../../../state/toasts';
import { token } from '../../../state/token';
import { playState, startPlay, type PlayScreens } from '../models/play-sync';
import { challenges, game, matchmaking } from '../models/play-state';

let screens: {
  showGame: ReturnType<typeof vi.fn<PlayScreens['showGame']>>;
  showChallenge: ReturnType<typeof vi.fn<PlayScreens['showChallenge']>>;
};
let stops: (() => void)[];

beforeEach(() => {
  // No token: the realtime client stays closed; frames are fed to it directly.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 401 })),
  );
  screens = { showGame: vi.fn<PlayScreens['showGame']>(), showChallenge: vi.fn<PlayScreens['showChallenge']>() };
  stops = [];
});
afterEach(() => {
  for (const stop of stops) stop();
  disconnectRealtime();
  game.clear();
  challenges.reset();
  matchmaking.reset();
  user.value = null;
  token.value = null;
  toasts.value = [];
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

const BEN: User = {
  uid: 'u0000000002',
  userName: 'ben',
  email: 'ben@example.com',
  isVerified: true,
  isStaff: false,
  country: 'US',
  currency: 'USD',
  userCountry: 'US',
  timeZone: 'UTC',
  assets: { OSBT: 50_000 },
  playData: null,
  todo: '',
};

/** Signs ben in as far as the API client is concerned: getUser answers `server` (changed by the test). */
function serveUser(server: { value: User }): void {
  // The realtime client opens a socket for the token: one that never connects (frames are fed directly).
  vi.stubGlobal(
    'WebSocket',
    class {
      static readonly OPEN = 1;
      readyState = 0;
      send(): void {}
      close(): void {}
    },
  );
  token.value = 'tok_ben_0000000000002';
  user.value = server.value;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 'success', message: 'OK', data: server.value }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

describe('the text frame p: the game, the offers and the queue are re-read from the user', () => {
  it('a challenge the challenger withdrew: the dialog’s challenge goes, with an info toast', async () => {
    const offer = { i: 'g8', g: 'c', u: 'u0000000001', n: 'ada-1-NG-u0000000001' };
    const server = { value: { ...BEN, playOffers: [offer] } as User };
    serveUser(server);
    stops.push(startPlay(screens));
    handleFrame(frame('r', offer));
    await settled();
    expect(challenges.current.value?.i).toBe('g8');

    server.value = BEN;
    handleFrame('p');
    await vi.waitFor(() => expect(challenges.current.value).toBeNull());
    expect(toasts.value).toContainEqual(expect.objectContaining({ type: 'info', message: 'ada retirou o desafio.' }));
  });

  it('a challenge still offered stays open', async () => {
    const offer = { i: 'g9', g: 'c', u: 'u0000000001', n: 'ada-1-NG-u0000000001' };
    serveUser({ value: { ...BEN, playOffers: [offer] } });
    stops.push(startPlay(screens));
    handleFrame(frame('r', offer));
    await settled();
    handleFrame('p');
    await vi.waitFor(() => expect(user.value?.playOffers).toEqual([offer]));
    expect(challenges.current.value?.i).toBe('g9');
  });

  it('a game started from a challenge shown here (accepted in another tab) takes it away silently', async () => {
    stops.push(startPlay(screens));
    handleFrame(frame('r', { i: 'g10', g: 'a', u: 'u0000000001', n: 'ada' }));
    handleFrame(frame('p', { i: 'g10', s: 'active', m: false, p: false, c: true, t: Date.now(), g: 'a', u: 'u0000000001' }));
    await settled();
    expect(challenges.current.value).toBeNull();
    expect(toasts.value).toEqual([]);
  });
});

describe('a reload while a challenge was open (User.playOffers)', () => {
  it('the newest open challenge is asked again; the older ones wait behind it', async () => {
    stops.push(startPlay(screens));
    const older = { i: 'g20', g: 'a', u: 'u0000000001', n: 'ada-1-NG-u0000000001' };
    const newest = { i: 'g21', g: 'b', u: 'u0000000003', n: 'chidi-0-GB-u0000000003' };
    user.value = { ...BEN, playOffers: [newest, older] };
    await vi.waitFor(() => expect(screens.showChallenge).toHaveBeenCalledWith(newest));
    expect(challenges.current.value?.i).toBe('g21');
    expect(challenges.incoming.value.map((c) => c.i)).toEqual(['g21', 'g20']);
  });
});

describe('a reload while waiting in the online queue (User.playQueue)', () => {
  it('the signed-in user’s wait shows again: waiting at that stake, cancellable', async () => {
    stops.push(startPlay(screens));
    user.value = { ...BEN, playQueue: 'b' };
    await vi.waitFor(() => expect(matchmaking.status.value).toBe('waiting'));
    expect(matchmaking.letter.value).toBe('b');
  });

  it('back online after the socket was down: a wait the server ended meanwhile ends here too', async () => {
    const server = { value: { ...BEN, playQueue: 'b' } as User };
    stops.push(startPlay(screens));
    serveUser(server);
    await vi.waitFor(() => expect(matchmaking.status.value).toBe('waiting'));
    server.value = BEN;
    realtimeStatus.value = 'closed';
    realtimeStatus.value = 'open';
    await vi.waitFor(() => expect(matchmaking.status.value).toBe('idle'));
    expect(toasts.value).toContainEqual(expect.objectContaining({ type: 'info', message: 'Você não está mais esperando um oponente.' }));
  });

  it('a user who does not wait leaves the model idle', async () => {
    stops.push(startPlay(screens));
    user.value = BEN;
    await settled();
    expect(matchmaking.status.value).toBe('idle');
  });
});

describe('a friend challenge sent while the socket was down or still connecting (issue #29): shown when it opens', () => {
  const fromAda = { i: 'g30', g: 'c', u: 'u0000000001', n: 'ada-1-NG-u0000000001' };
  const fromChidi = { i: 'g31', g: 'b', u: 'u0000000003', n: 'chidi-0-GB-u0000000003' };

  it('the socket opening for the first time asks for the open offers and shows one the page load missed', async () => {
    // The page read the user before ada challenged; her JSON r went out before this socket was open.
    const server = { value: BEN };
    serveUser(server);
    stops.push(startPlay(screens));
    await settled();
    expect(screens.showChallenge).not.toHaveBeenCalled();
    server.value = { ...BEN, playOffers: [fromAda] };
    realtimeStatus.value = 'connecting';
    realtimeStatus.value = 'open';
    await vi.waitFor(() => expect(screens.showChallenge).toHaveBeenCalledWith(fromAda));
    expect(challenges.current.value?.i).toBe('g30');
  });

  it('back after the socket was down: the challenge sent meanwhile shows first, the one already shown is not asked again', async () => {
    const server = { value: BEN };
    serveUser(server);
    stops.push(startPlay(screens));
    realtimeStatus.value = 'open';
    handleFrame(frame('r', fromAda));
    await vi.waitFor(() => expect(screens.showChallenge).toHaveBeenCalledTimes(1));
    realtimeStatus.value = 'closed';
    server.value = { ...BEN, playOffers: [fromChidi, fromAda] };
    realtimeStatus.value = 'open';
    await vi.waitFor(() => expect(screens.showChallenge).toHaveBeenCalledTimes(2));
    expect(screens.showChallenge).toHaveBeenLastCalledWith(fromChidi);
    expect(challenges.incoming.value.map((c) => c.i)).toEqual(['g31', 'g30']);
  });

  it('a challenge answered here does not come back from a read of the offers', async () => {
    const server = { value: BEN };
    serveUser(server);
    stops.push(startPlay(screens));
    handleFrame(frame('r', fromAda));
    await settled();
    challenges.dismiss(fromAda);
    server.value = { ...BEN, playOffers: [fromAda] };
    realtimeStatus.value = 'closed';
    realtimeStatus.value = 'open';
    await vi.waitFor(() => expect(user.value?.playOffers).toEqual([fromAda]));
    await settled();
    expect(challenges.current.value).toBeNull();
    expect(screens.showChallenge).toHaveBeenCalledTimes(1);
  });

  it('no dialog over a game being played: the offer waits in the list', async () => {
    const playing = { i: 'g40', s: 'active' as const, m: false, p: false, c: true, t: Date.now(), g: 'a', u: 'u0000000003' };
    const server = { value: { ...BEN, playData: playing } as User };
    serveUser(server);
    stops.push(startPlay(screens));
    handleFrame(frame('p', playing));
    await vi.waitFor(() => expect(game.data.value?.i).toBe('g40'));
    server.value = { ...BEN, playData: playing, playOffers: [fromAda] };
    realtimeStatus.value = 'closed';
    realtimeStatus.value = 'open';
    await vi.waitFor(() => expect(challenges.incoming.value.map((c) => c.i)).toEqual(['g30']));
    expect(screens.showChallenge).not.toHaveBeenCalled();
  });
});
