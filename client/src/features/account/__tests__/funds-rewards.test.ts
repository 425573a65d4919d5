// The rules of the analytics, rewards, payout and address models, each quoted from the task or the spec.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { checkAddress, EMPTY_ADDRESS } from '../models/addresses';
import {
  AnalyticsModel,
  balanceChart,
  changeOf,
  flowBars,
  linePath,
  niceTicks,
  spreadIndexes,
  winRate,
  type Analytics,
} from '../models/analytics';
import { cleanPayout, PAY_FUNDS_LINKS } from '../models/payout';
import { achievementState, inviteLink, RewardsModel, unclaimedTotal, type Achievement, type Rewards } from '../models/rewards';
import '../components/account-pages-messages';

describe('payout account', () => {
  it('keeps a trimmed bank name and holder and an account number without spaces; refuses a short or odd one', () => {
    expect(cleanPayout({ bankName: ' First Bank ', holder: ' Ada Obi ', accountNumber: '3012 3456 78' })).toEqual({
      bankName: 'First Bank',
      holder: 'Ada Obi',
      accountNumber: '3012345678',
    });
    expect(cleanPayout({ bankName: 'F', holder: 'Ada Obi', accountNumber: '3012345678' })).toBeNull();
    expect(cleanPayout({ bankName: 'First Bank', holder: 'Ada Obi', accountNumber: '30-12' })).toBeNull();
  });

  it('top-up and cash-out go to the pay area’s own OSBT pages', () => {
    expect(PAY_FUNDS_LINKS).toEqual({ add: '/pay/add/OSBT', withdraw: '/pay/withdraw/OSBT' });
  });
});

const achievement = (over: Partial<Achievement> = {}): Achievement => ({
  id: 'verified',
  progress: 1,
  goal: 1,
  reward: 100,
  earned: true,
  claimedAt: null,
  ...over,
});
const rewards = (achievements: Achievement[]): Rewards => ({
  referralCode: 'ABC234',
  referredBy: null,
  canApplyCode: true,
  referrals: [],
  achievements,
});

describe('rewards', () => {
  it('an achievement is claimable once earned, then claimed; the total to claim sums the claimable ones', () => {
    expect(achievementState(achievement())).toBe('claimable');
    expect(achievementState(achievement({ claimedAt: 1 }))).toBe('claimed');
    expect(achievementState(achievement({ earned: false, progress: 0 }))).toBe('locked');
    expect(
      unclaimedTotal([achievement(), achievement({ id: 'first_post', reward: 25 }), achievement({ id: 'onboarding', claimedAt: 1 })]),
    ).toBe(125);
  });

  it('the invite link opens sign-up with the code', () => {
    expect(inviteLink('https://osb.example', 'ABC234')).toBe('https://osb.example/sign-in?mode=sign-up&ref=ABC234');
  });

  it('"claimed once … (idempotent by requestId)": a retried claim sends the same request id', async () => {
    const claim = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Network down'))
      .mockResolvedValue({ data: rewards([achievement({ claimedAt: 5 })]), message: 'Reward claimed' });
    const refresh = vi.fn();
    const notify = vi.fn();
    const model = new RewardsModel({ load: async () => rewards([achievement()]), claim, apply: vi.fn(), refresh, notify });
    await model.load();
    expect(await model.claim('verified')).toBe(false);
    expect(await model.claim('verified')).toBe(true);
    expect(notify).toHaveBeenLastCalledWith('success', 'Recompensa resgatada');
    expect(claim.mock.calls[0]?.[1]).toBe(claim.mock.calls[1]?.[1]);
    expect(claim.mock.calls[0]?.[1]).toMatch(/^claim-[A-Za-z0-9_-]{20}$/);
    expect(model.data.value?.achievements[0]?.claimedAt).toBe(5);
    expect(refresh).toHaveBeenCalled();
  });

  it('an empty referral code is caught before sending; a refused one shows the server message', async () => {
    const apply = vi.fn().mockRejectedValue(new ApiError('No one has that referral code: check it and try again'));
    const model = new RewardsModel({ load: async () => rewards([]), claim: vi.fn(), apply, refresh: vi.fn(), notify: vi.fn() });
    expect(await model.applyCode('  ')).toBe(false);
    expect(model.codeError.value).toBe('required');
    expect(apply).not.toHaveBeenCalled();
    expect(await model.applyCode('zzzzzz')).toBe(false);
    expect(model.codeError.value).toMatch(/No one has that referral code/);
  });
});

const analytics = (over: Partial<Analytics> = {}): Analytics => ({
  days: 7,
  from: 0,
  to: 6,
  balance: [
    { t: 1, balance: 0 },
    { t: 2, balance: 50 },
    { t: 3, balance: 100 },
  ],
  flows: [
    { area: 'pay', in: 10, out: 40 },
    { area: 'play', in: 0, out: 0 },
  ],
  games: { wins: 1, losses: 2, draws: 1 },
  posts: { count: 0, likes: 0, comments: 0 },
  followers: { total: 0, gained: 0 },
  previous: {
    from: -7,
    to: 0,
    balance: 80,
    in: 20,
    out: 40,
    games: { wins: 2, losses: 0, draws: 0 },
    posts: { count: 0, likes: 0, comments: 0 },
    gained: 0,
  },
  ...over,
});

describe('analytics', () => {
  it('places the balance points left to right, the highest at the top', () => {
    const { points, top } = balanceChart(analytics().balance, 100, 50);
    expect(top).toBe(100);
    expect(points).toEqual([
      { x: 0, y: 50 },
      { x: 50, y: 25 },
      { x: 100, y: 0 },
    ]);
    expect(linePath(points)).toBe('M0 50 L50 25 L100 0');
  });

  it('bars only for areas that moved money, scaled to the largest amount; win rate over games played', () => {
    expect(flowBars(analytics().flows)).toEqual({ flows: [{ area: 'pay', in: 10, out: 40 }], top: 40 });
    expect(winRate({ wins: 1, losses: 2, draws: 1 })).toBe(25);
    expect(winRate({ wins: 0, losses: 0, draws: 0 })).toBeNull();
  });

  it('drops a slower answer for a period no longer chosen', async () => {
    let release: (value: Analytics) => void = () => undefined;
    const slow = new Promise<Analytics>((resolve) => (release = resolve));
    const load = vi
      .fn()
      .mockReturnValueOnce(slow)
      .mockResolvedValueOnce(analytics({ days: 90 }));
    const model = new AnalyticsModel({ load });
    const first = model.load(7);
    await model.load(90);
    release(analytics({ days: 7 }));
    await first;
    expect(model.data.value?.days).toBe(90);
    expect(model.totals.value).toEqual({ in: 10, out: 40 });
  });
});

describe('addresses', () => {
  const good = {
    ...EMPTY_ADDRESS,
    label: 'Home',
    name: 'Ada Obi',
    line1: '12 Marina Road',
    city: 'Lagos',
    postalCode: '101001',
    country: 'NG',
    phone: '+234 801 234 5678',
  };

  it('trims the fields and keeps the phone without spaces', () => {
    const checked = checkAddress({ ...good, name: '  Ada   Obi ' });
    expect('input' in checked && checked.input).toMatchObject({ name: 'Ada Obi', phone: '+2348012345678', line2: '' });
  });

  it('"Validate (required fields, lengths, phone E.164-ish, postal code per common formats or length)"', () => {
    const problems = checkAddress({ ...EMPTY_ADDRESS, line1: 'ab', postalCode: '1', phone: '0801' });
    expect('errors' in problems && problems.errors).toEqual({
      label: { code: 'address.label', params: { min: 1 } },
      name: { code: 'address.name', params: { min: 2 } },
      line1: { code: 'address.line1', params: { min: 3 } },
      city: { code: 'address.city', params: { min: 2 } },
      country: { code: 'address.country' },
      phone: { code: 'address.phone' },
    });
    const badPostal = checkAddress({ ...good, postalCode: '1010' });
    expect('errors' in badPostal && badPostal.errors).toEqual({ postalCode: { code: 'address.postalCode' } });
  });

  it('the white flag (IA) is not a country a parcel reaches', () => {
    const checked = checkAddress({ ...good, country: 'IA' });
    expect('errors' in checked && checked.errors.country).toEqual({ code: 'address.country' });
  });
});

describe('analytics comparison and axes', () => {
  it('changeOf: a fraction of the previous figure, 0 when both are 0, null when there was nothing before', () => {
    expect(changeOf(125, 100)).toBe(0.25);
    expect(changeOf(50, 100)).toBe(-0.5);
    expect(changeOf(0, 0)).toBe(0);
    expect(changeOf(5, 0)).toBeNull();
  });

  it('niceTicks: round steps from 0 reaching the top', () => {
    expect(niceTicks(100)).toEqual([0, 50, 100]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(7)).toEqual([0, 5, 10]);
  });

  it('spreadIndexes: the first and the last point and evenly between', () => {
    expect(spreadIndexes(30)).toEqual([0, 10, 19, 29]);
    expect(spreadIndexes(2)).toEqual([0, 1]);
    expect(spreadIndexes(0)).toEqual([]);
  });
});
