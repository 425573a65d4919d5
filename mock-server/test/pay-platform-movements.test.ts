// Pay activity accounts for every change of the balance: what the game, the market, cloud billing and grants
// moved through the ledger shows beside the pay area's own movements, once each, newest first; each says why
// with a structured reason (never the ledger's English memo), and its note stays for what a person wrote.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MINT, userAccount, type LedgerRecord } from '../src/plugins/ledger.ts';
import { platformMovements, platformReasonOf, platformRefOf, platformTypeOf } from '../src/store/pay-platform-movements.ts';
import { call, signIn, TEST_NOW, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
useTestApp([], { ready: (t) => ({ app } = t) });

const HEADPHONES = 'pr00000001';
const record = (seq: number, requestId: string, from: string, to: string, amount: number, asset = 'OSBT'): LedgerRecord => ({
  seq,
  requestId,
  memo: `memo ${seq}`,
  at: 1000 + seq,
  from,
  to,
  asset,
  amount,
});

describe('platformTypeOf and platformRefOf', () => {
  it('names the area a transaction came from, and the game or order it belongs to', () => {
    expect(platformTypeOf('play:gm00000001:stake:u0000000001')).toBe('game');
    expect(platformTypeOf('market:order:or00000001:pay')).toBe('market');
    expect(platformTypeOf('cloud:u0000000001:dom-1')).toBe('cloud');
    expect(platformTypeOf('welcome:u0000000001')).toBe('bonus');
    expect(platformTypeOf('reward:u0000000001:first-post')).toBe('bonus');
    expect(platformTypeOf('account:reward:u0000000001:firstPost')).toBe('bonus');
    expect(platformTypeOf('something:else')).toBe('platform');
    expect(platformRefOf('play:gm00000001:settle')).toBe('gm00000001');
    expect(platformRefOf('market:order:or00000001:refund')).toBe('or00000001');
    expect(platformRefOf('cloud:domains:u0000000001:dom-1')).toBeNull();
  });
});

describe('platformReasonOf', () => {
  const reason = (requestId: string, memo = '') => platformReasonOf({ requestId, memo });
  it('reads why from the request id, and how a game settled from its memo', () => {
    expect(reason('play:gm00000001:stake:u0000000001')).toBe('game_stake');
    expect(reason('play:gm00000001:stakes')).toBe('game_stake');
    expect(reason('play:gm00000001:settle', 'Game won')).toBe('game_payout');
    expect(reason('play:gm00000001:settle', 'Game drawn: stake returned')).toBe('game_draw');
    expect(reason('play:gm00000001:settle', 'Game stake returned')).toBe('game_refund');
    expect(reason('play:gm00000001:settle', 'Something new')).toBe('other');
    expect(reason('market:order:mo00000001:pay')).toBe('market_purchase');
    expect(reason('market:order:mo00000001:refund')).toBe('market_refund');
    expect(reason('market:order:mo00000001:deliver')).toBe('market_sale');
    expect(reason('cloud:domains:u0000000001:dom-1')).toBe('cloud_domains');
    expect(reason('cloud:storage:u0000000001:storage-2026-10')).toBe('cloud_storage');
    expect(reason('cloud:messaging:u0000000001:sms-1')).toBe('cloud_messaging');
    expect(reason('welcome:u0000000001')).toBe('welcome');
    expect(reason('account:reward:u0000000001:first_post')).toBe('achievement');
    expect(reason('something:else')).toBe('other');
  });
});

describe('platformMovements', () => {
  const me = 'u0000000001';
  const mine = userAccount(me);
  it('makes one movement per transaction and asset from its net change, and leaves the pay area’s own to it', () => {
    const movements = platformMovements(
      [
        record(1, 'welcome:u0000000001', MINT, mine, 1000),
        record(2, 'play:gm1:stakes', mine, 'escrow:gm1', 40),
        record(3, 'play:gm1:stakes', userAccount('u0000000002'), 'escrow:gm1', 40),
        record(4, 'play:gm1:settle', 'escrow:gm1', mine, 80),
        record(5, 'pay:send:u0000000001:r1', mine, userAccount('u0000000002'), 10),
        record(6, 'market:order:or1:pay', mine, 'escrow:mkt-or1', 129),
      ],
      me,
    );
    expect(movements.map((m) => [m.type, m.reason, m.direction, m.amount, m.ref])).toEqual([
      ['bonus', 'welcome', 'in', 1000, null],
      ['game', 'game_stake', 'out', 40, 'gm1'],
      // The test records' memos are not a settlement's: an unknown settlement is "other", never a guess.
      ['game', 'other', 'in', 80, 'gm1'],
      ['market', 'market_purchase', 'out', 129, 'or1'],
    ]);
    expect(movements.every((m) => m.note === null)).toBe(true);
    expect(new Set(movements.map((m) => m.id)).size).toBe(4);
    expect(movements.every((m) => /^mv[0-9a-z]{8}$/.test(m.id) && m.status === 'completed' && m.fee === 0)).toBe(true);
  });

  it('skips a transaction that left the balance where it was', () => {
    expect(
      platformMovements([record(1, 'play:gm2:settle', mine, 'escrow:x', 5), record(2, 'play:gm2:settle', 'escrow:x', mine, 5)], me),
    ).toEqual([]);
  });
});

describe('pay/activity with the other areas', () => {
  it('shows a market checkout and its refund on cancel, filterable by type, newest first', async () => {
    const ada = await signIn(app, 'ada');
    await call(app, 'marketCartSet', { token: ada, body: { productId: HEADPHONES, quantity: 1 } });
    const [address] = (await call(app, 'accountAddresses', { token: ada })).body.data as { id: string }[];
    const order = (await call(app, 'marketCheckout', { token: ada, body: { requestId: 'checkout-activity-1', addressId: address?.id } }))
      .body.data;
    app.clock.advance(60_000);
    await call(app, 'marketOrderCancel', { token: ada, body: { id: order.id } });

    const market = (await call(app, 'payActivity', { token: ada, body: { types: ['market'] } })).body.data;
    expect(
      market.items.map((m: { reason: string; direction: string; amount: number; ref: string; note: null }) => [
        m.reason,
        m.direction,
        m.amount,
        m.ref,
        m.note,
      ]),
    ).toEqual([
      ['market_refund', 'in', order.total, order.id, null],
      ['market_purchase', 'out', order.total, order.id, null],
    ]);
    const newest = (await call(app, 'payActivity', { token: ada, body: { pageSize: 2 } })).body.data.items;
    expect(newest.map((m: { type: string }) => m.type)).toEqual(['market', 'market']);
  });

  it('dates a seeded account’s welcome grant on the day it joined, and a sign-up’s on signing up', async () => {
    const ada = await signIn(app, 'ada');
    const bonus = (await call(app, 'payActivity', { token: ada, body: { types: ['bonus'] } })).body.data.items;
    expect(bonus).toHaveLength(1);
    expect(bonus[0]).toMatchObject({ type: 'bonus', reason: 'welcome', direction: 'in', asset: 'OSBT', amount: 50_000, note: null });
    expect(bonus[0].createdAt).toBe(app.store.users.get(USERS.ada.uid)?.createdAt);

    await call(app, 'signUp', { body: { email: 'activity-new@example.com', password: 'correct horse 1' } });
    const fresh = await signIn(app, 'activity-new@example.com', 'correct horse 1');
    const items = (await call(app, 'payActivity', { token: fresh, body: {} })).body.data.items;
    expect(items).toMatchObject([{ type: 'bonus', reason: 'welcome', note: null, direction: 'in', amount: 1000, createdAt: TEST_NOW }]);
  });

  it('shows a game stake and the winner’s payout with their reasons, the game as ref and no note', async () => {
    const [ada, ben] = [await signIn(app, 'ada'), await signIn(app, 'ben')];
    const game = (await call(app, 'playAction', { token: ada, body: { g: 'a', u: USERS.ben.uid, n: 'ben' } })).body.data.i as string;
    expect((await call(app, 'playAction', { token: ben, body: { t: 'a', i: game } })).status).toBe(200);
    await call(app, 'playMove', { token: ada, body: { i: game, m: 'r' } });
    await call(app, 'playMove', { token: ben, body: { i: game, m: 's' } });
    await call(app, 'resolvePlay', { token: ada, body: { i: game } });
    const games = (await call(app, 'payActivity', { token: ada, body: { types: ['game'] } })).body.data.items;
    expect(
      games.map((m: { reason: string; direction: string; amount: number; ref: string; note: null }) => [
        m.reason,
        m.direction,
        m.amount,
        m.ref,
        m.note,
      ]),
    ).toEqual([
      ['game_payout', 'in', 20, game, null],
      ['game_stake', 'out', 10, game, null],
    ]);
    const lost = (await call(app, 'payActivity', { token: ben, body: { types: ['game'] } })).body.data.items;
    expect(lost.map((m: { reason: string }) => m.reason)).toEqual(['game_stake']);
  });

  it('shows a cloud charge as the service it paid for, with no note', async () => {
    const ben = await signIn(app, 'ben');
    const sent = await call(app, 'cloudSmsSend', {
      token: ben,
      body: { requestId: 'activity-sms-1', to: '+2348012345678', text: 'Hello' },
    });
    expect(sent.status, sent.body.message).toBe(201);
    const domain = await call(app, 'cloudDomainRegister', {
      token: ben,
      body: { requestId: 'activity-dom-1', domain: 'ben-activity.com', years: 1 },
    });
    expect(domain.status, domain.body.message).toBe(201);
    const cloud = (await call(app, 'payActivity', { token: ben, body: { types: ['cloud'] } })).body.data.items;
    expect(
      cloud.slice(0, 2).map((m: { reason: string; direction: string; ref: null; note: null }) => [m.reason, m.direction, m.ref, m.note]),
    ).toEqual([
      ['cloud_domains', 'out', null, null],
      ['cloud_messaging', 'out', null, null],
    ]);
  });

  it('lists the pay area’s own sends once (not again from the ledger)', async () => {
    const ben = await signIn(app, 'ben');
    const before = (await call(app, 'payActivity', { token: ben, body: {} })).body.data.total;
    await call(app, 'paySend', { token: ben, body: { requestId: 'activity-send-1', userName: 'chidi', asset: 'OSBT', amount: 25 } });
    const after = (await call(app, 'payActivity', { token: ben, body: {} })).body.data;
    expect(after.total).toBe(before + 1);
    expect(after.items[0]).toMatchObject({ type: 'send', amount: 25 });
  });
});
