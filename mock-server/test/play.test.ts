// Tag play: challenges, moves, the online queue, rematches and settlement, with every stake held in escrow on the
// ledger. Frames are checked on app.realtime.send (these tests use app.inject, so nobody is connected).
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { AUTO_RESOLVE_MS, QUEUE_ABSENCE_MS } from '../src/store/play.ts';
import { call, circulating, signIn, TEST_NOW, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
let total: number;
let frames: { uid: string; frame: unknown }[];
useTestApp(['ada', 'ben'], { ready: (t) => ({ app, ada, ben } = t) });
beforeEach(() => {
  total = circulating(app);
  frames = [];
  const send = app.realtime.send.bind(app.realtime);
  vi.spyOn(app.realtime, 'send').mockImplementation((uid, frame) => {
    frames.push({ uid, frame });
    return send(uid, frame);
  });
});

const ADA = USERS.ada.uid;
const BEN = USERS.ben.uid;
const ADA_NID = 'ada-1-NG-u0000000001';
const BEN_NID = 'ben-1-US-u0000000002';
const osbt = (uid: string): number => app.ledger.balance(`user:${uid}`, 'OSBT');
const framesTo = (uid: string): unknown[] => frames.filter((f) => f.uid === uid).map((f) => f.frame);
const playDataOf = async (token: string) => (await call(app, 'getUser', { token })).body.data.playData;

async function challenge(letter = 'c', token = ada, u: string = BEN): Promise<string> {
  const { status, body } = await call(app, 'playAction', { token, body: { g: letter, u, n: 'someone' } });
  expect(status, body.message).toBe(200);
  return body.data.i as string;
}

async function startGame(letter = 'c'): Promise<string> {
  const id = await challenge(letter);
  expect((await call(app, 'playAction', { token: ben, body: { t: 'a', i: id } })).status).toBe(200);
  return id;
}

const move = (token: string, i: string, m: 'r' | 'p' | 's') => call(app, 'playMove', { token, body: { i, m } });
const resolve = (token: string, i: string) => call(app, 'resolvePlay', { token, body: { i } });

function expectMoneyIntact(): void {
  expect(circulating(app)).toBe(total);
  app.ledger.verify();
}

describe('play/add: friend challenges (spec section 7)', () => {
  it('a challenge puts the stake in escrow, answers pending playData and sends the friend JSON r {i, g, u, n}', async () => {
    const { body } = await call(app, 'playAction', { token: ada, body: { g: 'c', u: BEN, n: BEN_NID } });
    expect(body).toEqual({
      status: 'success',
      code: 'play.challengeSent',
      message: 'Challenge sent',
      data: { i: 'g00000001', s: 'pending', m: false, p: false, c: false, t: TEST_NOW, g: 'c', u: BEN, n: BEN_NID },
    });
    expect(osbt(ADA)).toBe(50000 - 40);
    expect(app.ledger.balance('escrow:g00000001', 'OSBT')).toBe(40);
    expect(await playDataOf(ada)).toEqual(body.data);
    expect(await playDataOf(ben)).toBeNull();
    // The dialog, then the news frame i for the challenge notification.
    expect(framesTo(BEN)).toEqual([{ type: 'r', data: { i: 'g00000001', g: 'c', u: ADA, n: ADA_NID } }, 'i']);
    expectMoneyIntact();
  });

  it('accepting escrows the second stake, starts the game and sends both players JSON p', async () => {
    const id = await challenge();
    app.clock.advance(5_000);
    const { status, body } = await call(app, 'playAction', { token: ben, body: { t: 'a', i: id } });
    expect(status).toBe(200);
    expect(body.data).toEqual({ i: id, s: 'active', m: false, p: false, c: false, t: TEST_NOW + 5_000, g: 'c', u: ADA, n: ADA_NID });
    expect(app.ledger.balance(`escrow:${id}`, 'OSBT')).toBe(80);
    expect(framesTo(ADA)).toEqual([{ type: 'p', data: expect.objectContaining({ i: id, s: 'active', u: BEN }) }]);
    expect(framesTo(BEN)).toContainEqual({ type: 'p', data: body.data });
    expectMoneyIntact();
  });

  it('accepting twice settles once: the second accept is 409 and moves nothing', async () => {
    const id = await startGame();
    const escrow = app.ledger.balance(`escrow:${id}`, 'OSBT');
    const again = await call(app, 'playAction', { token: ben, body: { t: 'a', i: id } });
    expect(again.status).toBe(409);
    expect(app.ledger.balance(`escrow:${id}`, 'OSBT')).toBe(escrow);
    expectMoneyIntact();
  });

  it('Reject sends x: the stake goes back and the challenger is told (text p, then resolve says rejected)', async () => {
    const id = await challenge();
    const { status, body } = await call(app, 'playAction', { token: ben, body: { t: 'x', i: id } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Challenge rejected', data: null });
    expect(osbt(ADA)).toBe(50000);
    expect(framesTo(ADA)).toEqual(['p']);
    expect(await playDataOf(ada)).toMatchObject({ i: id, s: 'done' });
    const told = await resolve(ada, id);
    expect(told.body).toMatchObject({ message: 'Your challenge was rejected: the stake is back', data: { e: 'rejected' } });
    expect(await playDataOf(ada)).toBeNull();
    expect((await call(app, 'playAction', { token: ben, body: { t: 'a', i: id } })).status).toBe(409);
    expectMoneyIntact();
  });

  it('the challenger may withdraw a pending challenge (x on their own game)', async () => {
    const id = await challenge();
    const { body } = await call(app, 'playAction', { token: ada, body: { t: 'x', i: id } });
    expect(body).toMatchObject({ message: 'Challenge withdrawn', data: null });
    expect(await playDataOf(ada)).toBeNull();
    expect(osbt(ADA)).toBe(50000);
    expect((await resolve(ada, id)).body.data).toEqual({ e: 'withdrawn' });
  });

  it('refuses what the state does not allow', async () => {
    expect((await call(app, 'playAction', { token: ada, body: { g: 'a', u: 'u9999999999', n: 'x' } })).status).toBe(404);
    expect((await call(app, 'playAction', { token: ada, body: { t: 'a', i: 'g99999999' } })).status).toBe(404);
    expect((await call(app, 'playAction', { token: ada, body: { g: 'a', u: ADA, n: 'ada' } })).status).toBe(422);
    const id = await challenge();
    const again = await call(app, 'playAction', { token: ada, body: { g: 'a', u: USERS.chidi.uid, n: 'chidi' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have a game in progress');
    expect((await call(app, 'playAction', { token: ada, body: { t: 'a', i: id } })).status).toBe(409);
    const chidi = await signIn(app, 'chidi');
    expect((await call(app, 'playAction', { token: chidi, body: { t: 'a', i: id } })).status).toBe(404);
    const dana = await signIn(app, 'dana');
    expect((await call(app, 'playAction', { token: dana, body: { g: 'a', u: BEN, n: 'ben' } })).status).toBe(409);
  });

  it("an answer may carry g, t, u, n and i together, as the seed's table words it (spec section 7)", async () => {
    const id = await challenge('c');
    // What the r frame gave ben ({i, g, u, n}), sent back with t.
    const { status, body } = await call(app, 'playAction', { token: ben, body: { g: 'c', t: 'a', u: ADA, n: ADA_NID, i: id } });
    expect(status, body.message).toBe(200);
    expect(body).toMatchObject({ code: 'play.challengeAccepted', data: { i: id, s: 'active', u: ADA } });
    expectMoneyIntact();
  });

  it('a reject or a withdrawal with all five fields names the opponent; an identifier whose other parts changed still names them', async () => {
    const first = await challenge('b');
    const rejected = await call(app, 'playAction', { token: ben, body: { g: 'b', t: 'x', u: ADA, n: ADA_NID, i: first } });
    expect(rejected.body).toMatchObject({ code: 'play.challengeRejected' });
    const second = await challenge('b');
    // The challenger withdraws: their opponent is ben; n as it was before some change of ben's country.
    const withdrawn = await call(app, 'playAction', { token: ada, body: { g: 'b', t: 'x', u: BEN, n: 'ben-0-GB-u0000000002', i: second } });
    expect(withdrawn.body).toMatchObject({ code: 'play.challengeWithdrawn' });
    expect(osbt(ADA)).toBe(50000);
    expectMoneyIntact();
  });

  it.each([
    ['g', { g: 'd' }],
    ['u', { u: USERS.chidi.uid }],
    ['u', { u: BEN }],
    ['n', { n: 'chidi-0-GB-u0000000003' }],
  ])('an answer whose %s disagrees with the game is 422 play.answerMismatch and changes nothing', async (field, claim) => {
    const id = await challenge('c');
    const { status, body } = await call(app, 'playAction', { token: ben, body: { t: 'a', i: id, g: 'c', u: ADA, n: ADA_NID, ...claim } });
    expect(status).toBe(422);
    expect(body).toMatchObject({
      code: 'play.answerMismatch',
      params: { field },
      message: `This answer does not match the challenge: ${field} differs`,
    });
    expect(await playDataOf(ben)).toBeNull();
    expect((await userOf(ben)).playOffers).toEqual([{ i: id, g: 'c', u: ADA, n: ADA_NID }]);
    expect(app.ledger.balance(`escrow:${id}`, 'OSBT')).toBe(40);
    expectMoneyIntact();
  });

  it('an answer naming a game that is not yours is 404 before its fields are compared', async () => {
    const id = await challenge('c');
    const chidi = await signIn(app, 'chidi');
    const { status, body } = await call(app, 'playAction', { token: chidi, body: { t: 'a', i: id, g: 'a', u: ADA, n: ADA_NID } });
    expect(status).toBe(404);
    expect(body.code).toBe('play.gameNotFound');
  });

  it('a challenge carrying t or i is refused as a malformed body (400), not taken for an answer', async () => {
    const { status } = await call(app, 'playAction', { token: ada, body: { g: 'c', u: BEN, n: BEN_NID, i: 'g00000001' } });
    expect(status).toBe(400);
    expect(await playDataOf(ada)).toBeNull();
  });

  it('answers a stake above the balance with 422 and moves nothing', async () => {
    const chidi = await signIn(app, 'chidi');
    const { status, body } = await call(app, 'playAction', { token: chidi, body: { g: 't', u: BEN, n: 'ben' } });
    expect(status).toBe(422);
    expect(body.message).toBe('Your OSBT balance is too low for this stake');
    expect(osbt(USERS.chidi.uid)).toBe(20000);
    expect(await playDataOf(chidi)).toBeNull();
  });

  it('an unanswered challenge expires after 30 s: accepting it is 409 and the stake goes back', async () => {
    const id = await challenge();
    app.clock.advance(AUTO_RESOLVE_MS);
    const late = await call(app, 'playAction', { token: ben, body: { t: 'a', i: id } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This challenge has expired');
    expect(osbt(ADA)).toBe(50000);
    expect(osbt(BEN)).toBe(50000);
    expect((await resolve(ada, id)).body.data).toEqual({ e: 'expired' });
    expectMoneyIntact();
  });
});

describe('play/move: neither player can see the other move before both have moved (spec section 4)', () => {
  it('tells the opponent only that a move happened (p true, a text p frame), never which', async () => {
    const id = await startGame();
    frames = [];
    const { body } = await move(ada, id, 'r');
    expect(body.data).toMatchObject({ i: id, s: 'active', m: true, p: false, y: 'r' });
    expect(framesTo(BEN)).toEqual(['p']);
    const theirs = await playDataOf(ben);
    expect(theirs).toMatchObject({ m: false, p: true });
    expect(theirs).not.toHaveProperty('y');
    expect(JSON.stringify(theirs)).not.toContain('"r"');
  });

  it('when both m and p are done the game is settled at once: the winner gets both stakes', async () => {
    const id = await startGame('d');
    await move(ada, id, 'r');
    const second = await move(ben, id, 's');
    expect(second.body.data).toMatchObject({ s: 'done', m: true, p: true, y: 's' });
    expect(osbt(ADA)).toBe(50000 + 80);
    expect(osbt(BEN)).toBe(50000 - 80);
    expect(app.ledger.balance(`escrow:${id}`, 'OSBT')).toBe(0);
    expect(framesTo(ADA)).toContain('p');
    const mine = await resolve(ada, id);
    expect(mine.body).toMatchObject({ message: 'You won!', data: { r: 'won', y: 'r', o: 's' } });
    expect((await resolve(ben, id)).body).toMatchObject({ message: 'You lost', data: { r: 'lost', y: 's', o: 'r' } });
    expect(await playDataOf(ada)).toBeNull();
    expect(await playDataOf(ben)).toBeNull();
    expectMoneyIntact();
  });

  it('a draw returns both stakes', async () => {
    const id = await startGame('d');
    await move(ada, id, 'p');
    await move(ben, id, 'p');
    expect((await resolve(ben, id)).body).toMatchObject({ message: "It's a draw", data: { r: 'draw' } });
    expect(osbt(ADA)).toBe(50000);
    expect(osbt(BEN)).toBe(50000);
    expectMoneyIntact();
  });

  it("refuses a second move, a move in someone else's game and a move after the 30 s", async () => {
    const id = await startGame();
    await move(ada, id, 'r');
    expect((await move(ada, id, 'p')).status).toBe(409);
    const chidi = await signIn(app, 'chidi');
    expect((await move(chidi, id, 'p')).status).toBe(404);
    app.clock.advance(AUTO_RESOLVE_MS);
    const late = await move(ben, id, 'p');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Time is up: the game is over');
    // The late move settled the game by the 30 s rule: ada moved, ben did not.
    expect(osbt(ADA)).toBe(50000 + 40);
    expectMoneyIntact();
  });
});

describe('play/resolve: the 30 s rule on the mock clock (spec sections 4 and 9)', () => {
  it('is 409 before 30 s when not both moved', async () => {
    const id = await startGame();
    const early = await resolve(ada, id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This game cannot be resolved yet');
    app.clock.advance(AUTO_RESOLVE_MS - 1);
    expect((await resolve(ada, id)).status).toBe(409);
  });

  it('a timeout is settled in favour of the player who moved', async () => {
    const id = await startGame('e');
    await move(ben, id, 'p');
    app.clock.advance(AUTO_RESOLVE_MS);
    const { body } = await resolve(ada, id);
    // Once settled the moves are no secret: ada sees what ben played.
    expect(body).toMatchObject({ message: 'You lost', data: { r: 'lost', o: 'p' } });
    expect(body.data).not.toHaveProperty('y');
    expect(osbt(BEN)).toBe(50000 + 160);
    expect(osbt(ADA)).toBe(50000 - 160);
    // ben did not resolve: his play data says the game is done, so his client resolves at once.
    expect(await playDataOf(ben)).toMatchObject({ i: id, s: 'done' });
    expect((await resolve(ben, id)).body.data).toMatchObject({ r: 'won', y: 'p' });
    expectMoneyIntact();
  });

  it('a timeout where neither moved returns both stakes', async () => {
    const id = await startGame('e');
    app.clock.advance(AUTO_RESOLVE_MS);
    const { body } = await resolve(ben, id);
    expect(body).toMatchObject({ message: 'Nobody moved in time: both stakes are back', data: { e: 'timeout' } });
    expect(osbt(ADA)).toBe(50000);
    expect(osbt(BEN)).toBe(50000);
    expectMoneyIntact();
  });

  it('resolving twice, or two resolves racing, settles once', async () => {
    const id = await startGame('f');
    await move(ada, id, 's');
    app.clock.advance(AUTO_RESOLVE_MS);
    const [one, two, three] = await Promise.all([resolve(ada, id), resolve(ben, id), resolve(ada, id)]);
    expect([one.status, two.status, three.status]).toEqual([200, 200, 200]);
    expect(one.body.data).toEqual(three.body.data);
    expect(app.ledger.records({ account: `escrow:${id}` }).filter((r) => r.from === `escrow:${id}`)).toHaveLength(1);
    expect(osbt(ADA)).toBe(50000 + 320);
    expectMoneyIntact();
  });

  it("answers an unknown game (or someone else's) with 404", async () => {
    expect((await resolve(ada, 'g404')).body.message).toBe('Game not found');
    const id = await challenge();
    const chidi = await signIn(app, 'chidi');
    expect((await resolve(chidi, id)).status).toBe(404);
  });

  it('a game nobody resolved does not block the next one: starting another settles it first', async () => {
    const id = await startGame();
    await move(ada, id, 'r');
    app.clock.advance(AUTO_RESOLVE_MS);
    const next = await challenge('a');
    expect(next).not.toBe(id);
    expect(osbt(ADA)).toBe(50000 + 40 - 10);
    expectMoneyIntact();
  });
});

describe('play/queue: online matchmaking per stake', () => {
  it('the first player waits; the next at the same stake starts the game with both stakes in escrow', async () => {
    const wait = await call(app, 'playQueue', { token: ada, body: { g: 'b' } });
    expect(wait.body).toMatchObject({ message: 'Waiting for an opponent', data: null });
    expect(app.store.play.queuedAt(ADA)).toBe('b');
    expect(osbt(ADA)).toBe(50000);
    const chidi = await signIn(app, 'chidi');
    expect((await call(app, 'playQueue', { token: chidi, body: { g: 'c' } })).body.data).toBeNull();
    const match = await call(app, 'playQueue', { token: ben, body: { g: 'b' } });
    expect(match.body).toMatchObject({ message: 'Opponent found', data: { s: 'active', g: 'b', u: ADA, n: ADA_NID } });
    const id = match.body.data.i as string;
    expect(app.ledger.balance(`escrow:${id}`, 'OSBT')).toBe(40);
    expect(framesTo(ADA)).toEqual([{ type: 'p', data: expect.objectContaining({ i: id, u: BEN }) }]);
    expect(framesTo(BEN)).toEqual([{ type: 'p', data: match.body.data }]);
    expect(app.store.play.queuedAt(ADA)).toBeUndefined();
    expect(app.store.play.queuedAt(USERS.chidi.uid)).toBe('c');
    expectMoneyIntact();
  });

  it('leaving the queue (cancel) means nobody is matched with you', async () => {
    await call(app, 'playQueue', { token: ada, body: { g: 'b' } });
    expect((await call(app, 'playQueueLeave', { token: ada, body: {} })).body.message).toBe('You left the queue');
    expect((await call(app, 'playQueueLeave', { token: ada })).body.message).toBe('You were not waiting');
    expect((await call(app, 'playQueue', { token: ben, body: { g: 'b' } })).body.data).toBeNull();
  });

  it('joining at another stake moves you; joining twice never matches you with yourself', async () => {
    await call(app, 'playQueue', { token: ada, body: { g: 'b' } });
    expect((await call(app, 'playQueue', { token: ada, body: { g: 'b' } })).body.data).toBeNull();
    await call(app, 'playQueue', { token: ada, body: { g: 'd' } });
    expect(app.store.play.queuedAt(ADA)).toBe('d');
    expect((await call(app, 'playQueue', { token: ben, body: { g: 'b' } })).body.data).toBeNull();
  });

  it('refuses a stake above the balance (422) and a player already in a game (409)', async () => {
    const chidi = await signIn(app, 'chidi');
    const poor = await call(app, 'playQueue', { token: chidi, body: { g: 'm' } });
    expect(poor.status).toBe(422);
    expect(poor.body.message).toBe('Your OSBT balance is too low for this stake');
    await challenge();
    expect((await call(app, 'playQueue', { token: ada, body: { g: 'a' } })).status).toBe(409);
  });

  it('drops a waiting player whose balance no longer covers the stake, and tells them', async () => {
    await call(app, 'playQueue', { token: ada, body: { g: 'c' } });
    app.ledger.burn('test:spend', `user:${ADA}`, 'OSBT', 50000 - 10);
    total = circulating(app);
    const { body } = await call(app, 'playQueue', { token: ben, body: { g: 'c' } });
    expect(body.data).toBeNull();
    expect(framesTo(ADA)).toEqual(['p']);
    expect(app.store.play.queuedAt(ADA)).toBeUndefined();
    expect(app.store.play.queuedAt(BEN)).toBe('c');
    expectMoneyIntact();
  });
});

describe('play/rematch: after a result, the same dialog for the other player', () => {
  async function finishedGame(): Promise<string> {
    const id = await startGame('b');
    await move(ada, id, 'r');
    await move(ben, id, 'r');
    return id;
  }

  it('offers the opponent a new challenge at the same stake (JSON r with rematch true)', async () => {
    const id = await finishedGame();
    frames = [];
    const { body } = await call(app, 'playRematch', { token: ben, body: { i: id } });
    expect(body).toMatchObject({ message: 'Rematch offered', data: { s: 'pending', g: 'b', u: ADA } });
    expect(framesTo(ADA)).toEqual([{ type: 'r', data: { i: body.data.i, g: 'b', u: BEN, n: BEN_NID, rematch: true } }, 'i']);
    const accepted = await call(app, 'playAction', { token: ada, body: { t: 'a', i: body.data.i } });
    expect(accepted.body.data).toMatchObject({ s: 'active', g: 'b' });
    expectMoneyIntact();
  });

  it('when both ask for a rematch, the second request accepts the first', async () => {
    const id = await finishedGame();
    const offer = await call(app, 'playRematch', { token: ben, body: { i: id } });
    const answer = await call(app, 'playRematch', { token: ada, body: { i: id } });
    expect(answer.body).toMatchObject({ message: 'Rematch accepted', data: { i: offer.body.data.i, s: 'active' } });
    expect((await call(app, 'playRematch', { token: ben, body: { i: id } })).status).toBe(409);
    expectMoneyIntact();
  });

  it('refuses a rematch of a game that is not finished', async () => {
    const id = await startGame();
    expect((await call(app, 'playRematch', { token: ada, body: { i: id } })).status).toBe(409);
    expect((await call(app, 'playRematch', { token: ada, body: { i: 'g404' } })).status).toBe(404);
  });
});

/** A stand-in websocket of a user's tab, registered as the connect route would: open until close(). */
function openTab(uid: string, token: string): { close(): void } {
  const socket = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    send: () => undefined,
    close() {
      socket.readyState = 3;
      socket.emit('close');
    },
  });
  app.realtime.attach(uid, token, socket as unknown as WebSocket);
  return { close: () => socket.close() };
}

const userOf = async (token: string) => (await call(app, 'getUser', { token })).body.data;

describe('play/queue: a wait survives a reload (User.playQueue); whoever left is never matched', () => {
  it('getUser says where the user waits, only while they wait', async () => {
    expect(await userOf(ada)).not.toHaveProperty('playQueue');
    await call(app, 'playQueue', { token: ada, body: { g: 'b' } });
    expect((await userOf(ada)).playQueue).toBe('b');
    expect(await userOf(ben)).not.toHaveProperty('playQueue');
    await call(app, 'playQueue', { token: ada, body: { g: 'd' } });
    expect((await userOf(ada)).playQueue).toBe('d');
    await call(app, 'playQueueLeave', { token: ada, body: {} });
    expect(await userOf(ada)).not.toHaveProperty('playQueue');
    await call(app, 'playQueue', { token: ada, body: { g: 'b' } });
    await call(app, 'playQueue', { token: ben, body: { g: 'b' } });
    expect(await userOf(ada)).not.toHaveProperty('playQueue');
    expect(await userOf(ben)).not.toHaveProperty('playQueue');
  });

  it('a player with a tab open waits as long as they like', async () => {
    openTab(ADA, ada);
    await call(app, 'playQueue', { token: ada, body: { g: 'b' } });
    app.clock.advance(10 * 60_000);
    expect((await userOf(ada)).playQueue).toBe('b');
    const match = await call(app, 'playQueue', { token: ben, body: { g: 'b' } });
    expect(match.body).toMatchObject({ message: 'Opponent found', data: { u: ADA } });
  });

  it('a reload (no socket for a few seconds) keeps the wait, and the reloaded page can still be matched', async () => {
    const tab = openTab(ADA, ada);
    await call(app, 'playQueue', { token: ada, body: { g: 'b' } });
    app.clock.advance(60_000);
    tab.close();
    app.clock.advance(3_000);
    // The reloaded page reads the user before its socket is back.
    expect((await userOf(ada)).playQueue).toBe('b');
    openTab(ADA, ada);
    app.clock.advance(60_000);
    expect((await userOf(ada)).playQueue).toBe('b');
    const match = await call(app, 'playQueue', { token: ben, body: { g: 'b' } });
    expect(match.body).toMatchObject({ message: 'Opponent found', data: { u: ADA } });
    expectMoneyIntact();
  });

  it('a player whose last tab closed more than 30 s ago is dropped and never matched', async () => {
    const tab = openTab(ADA, ada);
    await call(app, 'playQueue', { token: ada, body: { g: 'b' } });
    app.clock.advance(5 * 60_000);
    tab.close();
    app.clock.advance(QUEUE_ABSENCE_MS);
    expect(app.store.play.queuedAt(ADA)).toBe('b');
    app.clock.advance(1);
    // Nobody read the queue in between: the next player at that stake must not get the absent one.
    const { body } = await call(app, 'playQueue', { token: ben, body: { g: 'b' } });
    expect(body).toMatchObject({ message: 'Waiting for an opponent', data: null });
    expect(await userOf(ada)).not.toHaveProperty('playQueue');
    expect((await userOf(ada)).playData).toBeNull();
    expect((await userOf(ben)).playQueue).toBe('b');
    expect(osbt(ADA)).toBe(50000);
    expect(framesTo(ADA)).toEqual([]);
    expectMoneyIntact();
  });

  it('a wait joined with no socket at all counts from the join; any open tab of the user keeps it', async () => {
    await call(app, 'playQueue', { token: ada, body: { g: 'b' } });
    app.clock.advance(QUEUE_ABSENCE_MS);
    expect((await userOf(ada)).playQueue).toBe('b');
    app.clock.advance(1);
    expect(await userOf(ada)).not.toHaveProperty('playQueue');

    const first = openTab(ADA, ada);
    openTab(ADA, ada);
    await call(app, 'playQueue', { token: ada, body: { g: 'b' } });
    first.close();
    app.clock.advance(QUEUE_ABSENCE_MS + 1);
    expect((await userOf(ada)).playQueue).toBe('b');
  });

  it('the absence is counted on the mock clock from the last socket closing; a reset forgets it', () => {
    const tab = openTab(ADA, ada);
    const opened = app.clock.now();
    expect(app.realtime.lastSeen(ADA)).toBe(opened);
    app.clock.advance(2_000);
    expect(app.realtime.lastSeen(ADA)).toBe(opened + 2_000);
    tab.close();
    app.clock.advance(5_000);
    expect(app.realtime.lastSeen(ADA)).toBe(opened + 2_000);
    app.realtime.disconnectAll();
    expect(app.realtime.lastSeen(ADA)).toBeUndefined();
    expect(app.realtime.lastSeen(BEN)).toBeUndefined();
  });
});

describe('a challenge is never lost: a notification, and the open offers on the user (issue #29)', () => {
  const notificationsOf = async (token: string) => (await call(app, 'listNotifications', { token, body: {} })).body.data;

  it('a challenge sent while the friend has no socket at all still reaches them: a challenge notification and playOffers', async () => {
    expect(app.realtime.isConnected(BEN)).toBe(false);
    const before = (await notificationsOf(ben)).unread as number;
    const id = await challenge('c');
    const { items, unread } = await notificationsOf(ben);
    expect(unread).toBe(before + 1);
    expect(items[0]).toMatchObject({
      type: 'challenge',
      text: 'ada challenged you to a game (40 OSBT)',
      u: ADA,
      n: 'ada',
      amount: 40,
      link: '/play',
      t: TEST_NOW,
      read: false,
    });
    // What the friend's client reads when its socket opens.
    expect((await userOf(ben)).playOffers).toEqual([{ i: id, g: 'c', u: ADA, n: ADA_NID }]);
    // The challenger gets none (ada's seeded one from eve is older).
    expect(
      (await notificationsOf(ada)).items.filter((n: { type: string; t: number }) => n.type === 'challenge' && n.t === TEST_NOW),
    ).toEqual([]);
  });

  it('a rematch offer is a challenge notification too', async () => {
    const id = await startGame('b');
    await move(ada, id, 'r');
    await move(ben, id, 's');
    await call(app, 'playRematch', { token: ben, body: { i: id } });
    expect((await notificationsOf(ada)).items[0]).toMatchObject({ type: 'challenge', n: 'ben', amount: 20, link: '/play' });
  });
});

describe('play/add withdrawn: the friend is told and the offer leaves their User.playOffers', () => {
  it("the challenged friend's user lists the open challenge, as the JSON r frame gave it", async () => {
    const id = await challenge('c');
    expect((await userOf(ben)).playOffers).toEqual([{ i: id, g: 'c', u: ADA, n: ADA_NID }]);
    expect(framesTo(BEN)).toEqual([{ type: 'r', data: (await userOf(ben)).playOffers[0] }, 'i']);
    expect(await userOf(ada)).not.toHaveProperty('playOffers');
  });

  it('a withdrawal sends the friend the text frame p, and the offer is gone from their user', async () => {
    const id = await challenge('c');
    frames = [];
    const { body } = await call(app, 'playAction', { token: ada, body: { t: 'x', i: id } });
    expect(body.message).toBe('Challenge withdrawn');
    expect(framesTo(BEN)).toEqual(['p']);
    expect(await userOf(ben)).not.toHaveProperty('playOffers');
    expect((await call(app, 'playAction', { token: ben, body: { t: 'a', i: id } })).status).toBe(409);
  });

  it('lists several offers newest first, flags a rematch, and drops answered and expired ones', async () => {
    const chidi = await signIn(app, 'chidi');
    const fromAda = await challenge('a');
    app.clock.advance(1_000);
    const fromChidi = await challenge('b', chidi);
    expect((await userOf(ben)).playOffers.map((o: { i: string }) => o.i)).toEqual([fromChidi, fromAda]);
    await call(app, 'playAction', { token: ben, body: { t: 'x', i: fromChidi } });
    expect((await userOf(ben)).playOffers.map((o: { i: string }) => o.i)).toEqual([fromAda]);
    app.clock.advance(AUTO_RESOLVE_MS);
    expect(await userOf(ben)).not.toHaveProperty('playOffers');

    const id = await startGame('b');
    await move(ada, id, 'r');
    await move(ben, id, 's');
    const offer = await call(app, 'playRematch', { token: ada, body: { i: id } });
    expect((await userOf(ben)).playOffers).toEqual([{ i: offer.body.data.i, g: 'b', u: ADA, n: ADA_NID, rematch: true }]);
    await call(app, 'playAction', { token: ben, body: { t: 'a', i: offer.body.data.i } });
    expect(await userOf(ben)).not.toHaveProperty('playOffers');
  });
});

/**
 * Spec section 4: "If the opponent is not connected, a timer counts from the start time t; after 30 seconds it resolves
 * automatically", and section 9: "Game auto-resolve 30s". The server keeps that rule itself and for every game: an
 * opponent who stays connected and never moves must not block it (issue #29), so at 30 s the game ends on its own.
 */
describe('the 30 s timer: a game resolves by itself for both players, whoever is connected (spec sections 4 and 9)', () => {
  /** The transactions that paid the game's escrow out (one settlement may pay both players). */
  const settlements = (id: string): string[] => [
    ...new Set(
      app.ledger
        .records({ account: `escrow:${id}` })
        .filter((r) => r.from === `escrow:${id}`)
        .map((r) => r.requestId),
    ),
  ];

  it('an opponent connected who never moves: at 30 s the mover wins with nobody calling, both get p, a late move is play.timeUp', async () => {
    openTab(ADA, ada);
    openTab(BEN, ben);
    const id = await startGame('e');
    await move(ada, id, 'r');
    frames = [];
    app.clock.advance(AUTO_RESOLVE_MS - 1);
    expect(frames).toEqual([]);
    expect(osbt(ADA)).toBe(50000 - 160);
    app.clock.advance(1);
    expect(framesTo(ADA)).toEqual(['p']);
    expect(framesTo(BEN)).toEqual(['p']);
    expect(osbt(ADA)).toBe(50000 + 160);
    expect(osbt(BEN)).toBe(50000 - 160);
    expect(await playDataOf(ada)).toMatchObject({ i: id, s: 'done' });
    expect(await playDataOf(ben)).toMatchObject({ i: id, s: 'done' });

    const late = await move(ben, id, 'p');
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'play.timeUp', message: 'Time is up: the game is over' });
    expect((await resolve(ada, id)).body).toMatchObject({ code: 'play.won', data: { r: 'won', y: 'r' } });
    expect((await resolve(ben, id)).body).toMatchObject({ code: 'play.lost', data: { r: 'lost', o: 'r' } });
    expect(settlements(id)).toHaveLength(1);
    expectMoneyIntact();
  });

  it('nobody moved: at 30 s both stakes go back once, both are told, and resolving or advancing again moves nothing', async () => {
    openTab(ADA, ada);
    openTab(BEN, ben);
    const id = await startGame('f');
    frames = [];
    app.clock.advance(AUTO_RESOLVE_MS);
    expect(framesTo(ADA)).toEqual(['p']);
    expect(framesTo(BEN)).toEqual(['p']);
    expect(osbt(ADA)).toBe(50000);
    expect(osbt(BEN)).toBe(50000);
    expect((await move(ada, id, 's')).body.code).toBe('play.timeUp');
    expect((await resolve(ben, id)).body).toMatchObject({ code: 'play.endTimeout', data: { e: 'timeout' } });
    expect((await resolve(ada, id)).body).toMatchObject({ code: 'play.endTimeout', data: { e: 'timeout' } });
    frames = [];
    app.clock.advance(AUTO_RESOLVE_MS);
    expect(frames).toEqual([]);
    expect(settlements(id)).toHaveLength(1);
    expectMoneyIntact();
  });

  it('the timer counts from the start, not from the challenge: accepting late gives the full 30 s', async () => {
    const id = await challenge('c');
    app.clock.advance(20_000);
    expect((await call(app, 'playAction', { token: ben, body: { t: 'a', i: id } })).status).toBe(200);
    frames = [];
    app.clock.advance(AUTO_RESOLVE_MS - 1);
    expect(frames).toEqual([]);
    expect((await move(ben, id, 'p')).status).toBe(200);
    app.clock.advance(1);
    expect(framesTo(ADA)).toContain('p');
    expect(framesTo(BEN)).toEqual(['p']);
    expect(osbt(BEN)).toBe(50000 + 40);
    expectMoneyIntact();
  });

  it('a game both moved in is settled by the moves; its timer does nothing later', async () => {
    const id = await startGame('b');
    await move(ada, id, 'r');
    await move(ben, id, 'r');
    frames = [];
    app.clock.advance(AUTO_RESOLVE_MS);
    expect(frames).toEqual([]);
    expect(settlements(id)).toHaveLength(1);
    // Refused as over, not as late: the moves ended it.
    expect((await move(ada, id, 'p')).body.code).toBe('play.notInProgress');
    expectMoneyIntact();
  });

  it('an unanswered challenge expires at 30 s by itself: the stake goes back, the challenger and the friend are told', async () => {
    const id = await challenge('d');
    frames = [];
    app.clock.advance(AUTO_RESOLVE_MS);
    expect(osbt(ADA)).toBe(50000);
    expect(framesTo(ADA)).toEqual(['p']);
    expect(framesTo(BEN)).toEqual(['p']);
    expect(await userOf(ben)).not.toHaveProperty('playOffers');
    expect((await call(app, 'playAction', { token: ben, body: { t: 'a', i: id } })).body.code).toBe('play.challengeExpired');
    expect((await resolve(ada, id)).body.data).toEqual({ e: 'expired' });
    expectMoneyIntact();
  });

  it('a reset drops the timers of the games it forgets', async () => {
    await startGame('c');
    app.store.reset();
    frames = [];
    app.clock.advance(AUTO_RESOLVE_MS);
    expect(frames).toEqual([]);
  });
});
