// Tag play (minimal): challenge, accept/reject, resolve, with every stake held in escrow on the ledger.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { circulating, buildApp, call, signIn, TEST_NOW, USERS } from './helpers.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
let total: number;
beforeEach(async () => {
  await app?.close();
  app = await buildApp();
  ada = await signIn(app, 'ada');
  ben = await signIn(app, 'ben');
  total = circulating(app);
});
afterAll(() => app.close());

const osbt = (uid: string): number => app.ledger.balance(`user:${uid}`, 'OSBT');

async function challenge(letter = 'c'): Promise<string> {
  const { status, body } = await call(app, 'playAction', { token: ada, body: { g: letter, u: USERS.ben.uid, n: 'ben-1-US-u0000000002' } });
  expect(status).toBe(200);
  return body.data.i as string;
}

describe('play/add', () => {
  it('a challenge puts the stake in escrow and answers playData', async () => {
    const { body } = await call(app, 'playAction', { token: ada, body: { g: 'c', u: USERS.ben.uid, n: 'ben-1-US-u0000000002' } });
    expect(body).toEqual({ status: 'success', message: 'Challenge sent', data: { i: 'g00000001', m: false, p: false, c: false, t: TEST_NOW } });
    expect(osbt(USERS.ada.uid)).toBe(50000 - 40);
    expect(app.ledger.balance('escrow:g00000001', 'OSBT')).toBe(40);
    expect((await call(app, 'getUser', { token: ada })).body.data.playData).toEqual(body.data);
    expect((await call(app, 'getUser', { token: ben })).body.data.playData).toBeNull();
    expect(circulating(app)).toBe(total);
  });

  it('accepting escrows the second stake and starts the game for both', async () => {
    const id = await challenge();
    app.clock.advance(5_000);
    const { status, body } = await call(app, 'playAction', { token: ben, body: { t: 'a', i: id } });
    expect(status).toBe(200);
    expect(body.data).toEqual({ i: id, m: false, p: false, c: false, t: TEST_NOW + 5_000 });
    expect(app.ledger.balance(`escrow:${id}`, 'OSBT')).toBe(80);
    expect((await call(app, 'getUser', { token: ada })).body.data.playData).toMatchObject({ i: id, t: TEST_NOW + 5_000 });
    expect(circulating(app)).toBe(total);
  });

  it('rejecting gives the stake back', async () => {
    const id = await challenge();
    const { status, body } = await call(app, 'playAction', { token: ben, body: { t: 'x', i: id } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Challenge rejected', data: null });
    expect(osbt(USERS.ada.uid)).toBe(50000);
    expect((await call(app, 'getUser', { token: ada })).body.data.playData).toBeNull();
    expect((await call(app, 'playAction', { token: ben, body: { t: 'a', i: id } })).status).toBe(409);
  });

  it('refuses what the state does not allow', async () => {
    expect((await call(app, 'playAction', { token: ada, body: { g: 'a', u: 'u9999999999', n: 'x' } })).status).toBe(404);
    expect((await call(app, 'playAction', { token: ada, body: { t: 'a', i: 'g99999999' } })).status).toBe(404);
    expect((await call(app, 'playAction', { token: ada, body: { g: 'a', u: USERS.ada.uid, n: 'ada' } })).status).toBe(422);
    const id = await challenge();
    const again = await call(app, 'playAction', { token: ada, body: { g: 'a', u: USERS.chidi.uid, n: 'chidi' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have a game in progress');
    expect((await call(app, 'playAction', { token: ada, body: { t: 'a', i: id } })).status).toBe(409);
    const chidi = await signIn(app, 'chidi');
    expect((await call(app, 'playAction', { token: chidi, body: { t: 'a', i: id } })).status).toBe(404);
    const dana = await signIn(app, 'dana');
    expect((await call(app, 'playAction', { token: dana, body: { g: 'a', u: USERS.ben.uid, n: 'ben' } })).status).toBe(409);
  });

  it('answers a stake above the balance with 422 and moves nothing', async () => {
    const chidi = await signIn(app, 'chidi');
    const { status, body } = await call(app, 'playAction', { token: chidi, body: { g: 't', u: USERS.ben.uid, n: 'ben' } });
    expect(status).toBe(422);
    expect(body.message).toBe('Your OSBT balance is too low for this stake');
    expect(osbt(USERS.chidi.uid)).toBe(20000);
    expect((await call(app, 'getUser', { token: chidi })).body.data.playData).toBeNull();
  });
});

describe('play/resolve', () => {
  it('is 409 before 30 s, then settles from escrow: the pot goes to the winner (or back on a draw)', async () => {
    const id = await challenge('d');
    await call(app, 'playAction', { token: ben, body: { t: 'a', i: id } });
    const early = await call(app, 'resolvePlay', { token: ada, body: { i: id } });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This game cannot be resolved yet');
    app.clock.advance(30_000);
    const mine = await call(app, 'resolvePlay', { token: ada, body: { i: id } });
    expect(mine.status).toBe(200);
    const theirs = await call(app, 'resolvePlay', { token: ben, body: { i: id } });
    const pair = [mine.body.data.r, theirs.body.data.r].sort();
    expect([['draw', 'draw'], ['lost', 'won']]).toContainEqual(pair);
    expect(app.ledger.balance(`escrow:${id}`, 'OSBT')).toBe(0);
    const delta = { won: 80, lost: -80, draw: 0 }[mine.body.data.r as 'won' | 'lost' | 'draw'];
    expect(osbt(USERS.ada.uid)).toBe(50000 + delta);
    expect(osbt(USERS.ben.uid)).toBe(50000 - delta);
    expect(circulating(app)).toBe(total);
    expect((await call(app, 'getUser', { token: ada })).body.data.playData).toBeNull();
    // Resolving again is harmless: same answer, no movement.
    expect((await call(app, 'resolvePlay', { token: ada, body: { i: id } })).body.data).toEqual(mine.body.data);
    expect(circulating(app)).toBe(total);
    app.ledger.verify();
  });

  it('settles at once when both moved', async () => {
    const id = await challenge();
    await call(app, 'playAction', { token: ben, body: { t: 'a', i: id } });
    app.store.play.move(USERS.ada.uid, id, 'r');
    app.store.play.move(USERS.ben.uid, id, 's');
    expect((await call(app, 'getUser', { token: ada })).body.data.playData).toMatchObject({ m: true, p: true });
    const { body } = await call(app, 'resolvePlay', { token: ada, body: { i: id } });
    expect(body).toMatchObject({ message: 'You won!', data: { r: 'won' } });
    expect(osbt(USERS.ada.uid)).toBe(50040);
  });

  it('voids an unanswered challenge after 30 s and returns the stake', async () => {
    const id = await challenge();
    expect((await call(app, 'resolvePlay', { token: ada, body: { i: id } })).status).toBe(409);
    app.clock.advance(30_000);
    const { status, body } = await call(app, 'resolvePlay', { token: ada, body: { i: id } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'The game was void', data: {} });
    expect(osbt(USERS.ada.uid)).toBe(50000);
  });

  it('answers an unknown game (or someone else\'s) with 404', async () => {
    expect((await call(app, 'resolvePlay', { token: ada, body: { i: 'g404' } })).body.message).toBe('Game not found');
    const id = await challenge();
    const chidi = await signIn(app, 'chidi');
    expect((await call(app, 'resolvePlay', { token: chidi, body: { i: id } })).status).toBe(404);
  });
});
