// Tag account: rewards (referral code, who joined with it, achievements from real data, a claim paid once
// through the ledger) and analytics (balance over time, flows per area, games, posts, followers).
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_REWARDS, referralCodeOf } from '../src/store/account-rewards.ts';
import { DAY_MS } from '../src/store/account-insights.ts';
import { call, signIn, USERS } from './helpers.ts';
import { useTestApp } from './test-app.ts';

let app: FastifyInstance;
let ada: string;
let ben: string;
let chidi: string;
let eve: string;
useTestApp(['ada', 'ben', 'chidi', 'eve'], { ready: (t) => ({ app, ada, ben, chidi, eve } = t) });

const osbt = (uid: string): number => app.ledger.balance(`user:${uid}`, 'OSBT');
const rewards = async (token: string) => (await call(app, 'accountRewards', { token })).body.data;
const achievement = async (token: string, id: string) => (await rewards(token)).achievements.find((a: { id: string }) => a.id === id);
const claim = (token: string, id: string, requestId: string) => call(app, 'accountRewardsClaim', { token, body: { id, requestId } });

describe('account/rewards', () => {
  it('answers my referral code and who joined with it', async () => {
    const mine = await rewards(ada);
    expect(mine.referralCode).toBe(referralCodeOf(USERS.ada.uid));
    expect(mine.referralCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(mine.referrals.map((r: { userName: string }) => r.userName).sort()).toEqual(['fela', 'gina']);
    expect(referralCodeOf(USERS.ben.uid)).not.toBe(mine.referralCode);
  });

  it('achievements come from real data: onboarding and verification for ada, not for chidi', async () => {
    expect(await achievement(ada, 'verified')).toMatchObject({ earned: true, progress: 1, goal: 1, reward: 100, claimedAt: null });
    expect(await achievement(chidi, 'verified')).toMatchObject({ earned: false, progress: 0 });
    expect(await achievement(ada, 'invite_friends')).toMatchObject({ earned: false, progress: 2, goal: 3 });
  });

  it('a first send earns first_send', async () => {
    expect(await achievement(eve, 'first_send')).toMatchObject({ earned: false });
    const sent = await call(app, 'paySend', {
      token: eve,
      body: { requestId: 'send-eve-00000001', asset: 'OSBT', amount: 10, userName: 'ben' },
    });
    expect(sent.status).toBe(201);
    expect(await achievement(eve, 'first_send')).toMatchObject({ earned: true, progress: 1 });
  });

  it('"claimed once into the balance through the ledger (idempotent by requestId)"', async () => {
    const before = osbt(USERS.ada.uid);
    const first = await claim(ada, 'verified', 'claim-ada-0000001');
    expect(first.status).toBe(200);
    expect(osbt(USERS.ada.uid)).toBe(before + ACHIEVEMENT_REWARDS.verified);
    expect(first.body.data.achievements.find((a: { id: string }) => a.id === 'verified').claimedAt).toBe(
      first.body.data.achievements.find((a: { id: string }) => a.id === 'verified').claimedAt,
    );
    const again = await claim(ada, 'verified', 'claim-ada-0000001');
    expect(again.status).toBe(200);
    expect(osbt(USERS.ada.uid)).toBe(before + ACHIEVEMENT_REWARDS.verified);
  });

  it('"claiming twice … → clear 409"', async () => {
    await claim(ada, 'verified', 'claim-ada-0000001');
    const twice = await claim(ada, 'verified', 'claim-ada-0000002');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already claimed/);
  });

  it('"… or claiming unearned → clear 409", and nothing moves', async () => {
    const before = osbt(USERS.chidi.uid);
    const refused = await claim(chidi, 'verified', 'claim-chidi-000001');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/not earned/);
    expect(osbt(USERS.chidi.uid)).toBe(before);
  });

  it('one request id cannot claim two achievements (409)', async () => {
    await claim(ada, 'verified', 'claim-ada-0000001');
    expect((await claim(ada, 'onboarding', 'claim-ada-0000001')).status).toBe(409);
  });

  it('records who invited me once: unknown 404, own 422, a second 409; the inviter sees me', async () => {
    const code = referralCodeOf(USERS.ada.uid);
    expect((await call(app, 'accountRewardsReferral', { token: eve, body: { code: 'ZZZZZZ' } })).status).toBe(404);
    expect((await call(app, 'accountRewardsReferral', { token: eve, body: { code: referralCodeOf(USERS.eve.uid) } })).status).toBe(422);
    const ok = await call(app, 'accountRewardsReferral', { token: eve, body: { code: code.toLowerCase() } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ referredBy: 'ada', canApplyCode: false });
    expect((await call(app, 'accountRewardsReferral', { token: eve, body: { code: referralCodeOf(USERS.ben.uid) } })).status).toBe(409);
    expect(await achievement(ada, 'invite_friends')).toMatchObject({ earned: true, progress: 3 });
  });

  it('takes the code of an invite link right after signing up, before onboarding', async () => {
    const signedUp = await call(app, 'signUp', { body: { email: 'invited@example.com', password: 'correct horse 1' } });
    const token = signedUp.body.data.token as string;
    const ok = await call(app, 'accountRewardsReferral', { token, body: { code: referralCodeOf(USERS.ada.uid) } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ referredBy: 'ada', canApplyCode: false });
  });

  it('a code cannot be entered after the first 30 days (409)', async () => {
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 31 * DAY_MS } });
    // 31 idle days end eve's session (30 days without a call): she signs in again.
    const late = await call(app, 'accountRewardsReferral', {
      token: await signIn(app, 'eve'),
      body: { code: referralCodeOf(USERS.ada.uid) },
    });
    expect(late.status).toBe(409);
  });
});

describe('account/analytics', () => {
  it('answers one balance point per day, the last one now and equal to the balance', async () => {
    const res = await call(app, 'accountAnalytics', { token: ada, body: { days: 30 } });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.balance).toHaveLength(30);
    expect(data.to - data.from).toBe(30 * DAY_MS);
    expect(data.balance.at(-1)).toEqual({ t: data.to, balance: osbt(USERS.ada.uid) });
    expect(data.flows.map((f: { area: string }) => f.area)).toEqual(['pay', 'play', 'market', 'cloud', 'rewards', 'other']);
  });

  it('only 7, 30 or 90 days (400 otherwise)', async () => {
    expect((await call(app, 'accountAnalytics', { token: ada, body: { days: 14 } })).status).toBe(400);
    expect((await call(app, 'accountAnalytics', { token: ada, body: {} })).status).toBe(400);
  });

  it('money in and out by area: a send is pay out, a claimed reward is rewards in', async () => {
    const flows = async (token: string) =>
      Object.fromEntries(
        (
          (await call(app, 'accountAnalytics', { token, body: { days: 7 } })).body.data.flows as { area: string; in: number; out: number }[]
        ).map((f) => [f.area, f]),
      );
    const before = await flows(ben);
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 1000 } });
    await call(app, 'paySend', { token: ben, body: { requestId: 'send-ben-00000001', asset: 'OSBT', amount: 100, userName: 'ada' } });
    await claim(ben, 'verified', 'claim-ben-0000001');
    const after = await flows(ben);
    expect(after.pay!.out - before.pay!.out).toBe(101);
    expect(after.rewards!.in - before.rewards!.in).toBe(ACHIEVEMENT_REWARDS.verified);
  });

  it('answers the previous period beside this one: money that moved now is only in this period', async () => {
    const before = (await call(app, 'accountAnalytics', { token: ben, body: { days: 7 } })).body.data;
    expect(before.previous.to).toBe(before.from);
    expect(before.previous.to - before.previous.from).toBe(7 * DAY_MS);
    // The previous period ends where this one starts: its balance is the first point's starting balance.
    await call(app, 'paySend', { token: ben, body: { requestId: 'send-ben-prev0001', asset: 'OSBT', amount: 100, userName: 'ada' } });
    const after = (await call(app, 'accountAnalytics', { token: ben, body: { days: 7 } })).body.data;
    expect(after.previous.out).toBe(before.previous.out);
    const out = (d: { flows: { out: number }[] }) => d.flows.reduce((s, f) => s + f.out, 0);
    expect(out(after) - out(before)).toBe(101);
    // Eight days later that send belongs to the previous week, and the balance then is the balance now.
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 8 * DAY_MS } });
    const later = (await call(app, 'accountAnalytics', { token: ben, body: { days: 7 } })).body.data;
    expect(later.previous.out).toBeGreaterThanOrEqual(101);
    expect(later.previous.balance).toBe(osbt(USERS.ben.uid));
  });

  it('counts new followers in the period (each follow leaves a notification)', async () => {
    const before = (await call(app, 'accountAnalytics', { token: eve, body: { days: 7 } })).body.data;
    await call(app, 'unfollowProfile', { token: ada, body: { uid: USERS.eve.uid } });
    await call(app, 'followProfile', { token: ada, body: { uid: USERS.eve.uid } });
    await call(app, 'followProfile', { token: chidi, body: { uid: USERS.eve.uid } });
    const after = (await call(app, 'accountAnalytics', { token: eve, body: { days: 7 } })).body.data;
    // ada followed again (one more notification) and chidi is new.
    expect(after.followers.gained).toBe(before.followers.gained + 2);
    expect(after.followers.total).toBe(before.followers.total + 1);
    expect(after.followers.gained).toBeGreaterThan(0);
  });

  it('a won game counts as a win for one and a loss for the other', async () => {
    const { gameRecord } = await import('../src/store/account-insights.ts');
    const ledger = app.ledger;
    ledger.post('play:gtest0001:stake:a', [{ from: `user:${USERS.ada.uid}`, to: 'escrow:gtest0001', asset: 'OSBT', amount: 10 }]);
    ledger.post('play:gtest0001:stake:b', [{ from: `user:${USERS.ben.uid}`, to: 'escrow:gtest0001', asset: 'OSBT', amount: 10 }]);
    ledger.post(
      'play:gtest0001:settle',
      [{ from: 'escrow:gtest0001', to: `user:${USERS.ada.uid}`, asset: 'OSBT', amount: 20 }],
      'Game won',
    );
    expect(gameRecord(ledger, USERS.ada.uid)).toEqual({ wins: 1, losses: 0, draws: 0 });
    expect(gameRecord(ledger, USERS.ben.uid)).toEqual({ wins: 0, losses: 1, draws: 0 });
    expect(await achievement(ada, 'first_win')).toMatchObject({ earned: true });
  });
});
