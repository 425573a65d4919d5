// The rules of the analytics, rewards, funds and address models, each quoted from the task or the spec.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { convert } from '../../../lib/currency';
import { checkAddress, EMPTY_ADDRESS } from '../models/addresses';
import { AnalyticsModel, balanceChart, flowBars, linePath, winRate, type Analytics } from '../models/analytics';
import { checkAmount, feeFor, FundsModel, isCardNumber, quoteFunds, type FundsAsset, type FundsTerms } from '../models/funds';
import { achievementState, inviteLink, RewardsModel, unclaimedTotal, type Achievement, type Rewards } from '../models/rewards';
import '../components/account-pages-messages';

const card: FundsTerms = { method: 'card', feeBps: 150, feeFixed: 0, min: 1, max: 10_000, settleMs: 60_000 };
const bank: FundsTerms = { method: 'bank', feeBps: 0, feeFixed: 1, min: 1, max: 1_000_000, settleMs: 3_600_000 };
const OSBT: FundsAsset = {
  code: 'OSBT',
  name: 'OSB Token',
  kind: 'platform',
  precision: 0,
  symbol: 'OSBT',
  p2p: true,
  sendFeeBps: 50,
  convertFeeBps: 50,
  min: 1,
  max: 1_000_000,
  giftCardMin: 1,
  giftCardMax: 2000,
  add: [card, { ...bank, feeFixed: 0 }],
  withdraw: [bank],
};

describe('funds', () => {
  it('"from OSBT multiply by the target rate" (spec section 9): a top-up charges amount + fee in my currency', () => {
    const rate = convert(1, 'OSBT', 'NGN', { NGN: 1550, USD: 1 });
    expect(rate).toBe(1550);
    // 100 OSBT by card: 1.5 % fee rounded up = 2 OSBT; 102 OSBT × 1550 = ₦158,100.
    expect(quoteFunds('add', 100, card, rate)).toEqual({ amount: 100, fee: 2, total: 102, local: 158_100 });
  });

  it('a cash-out pays out the amount in my currency and holds the fee on top', () => {
    expect(quoteFunds('withdraw', 100, bank, 0.79)).toEqual({ amount: 100, fee: 1, total: 101, local: 79 });
    expect(feeFor(1, 150, 0)).toBe(1);
  });

  it('amounts are whole OSBT within the method limits; a cash-out must fit my balance with the fee', () => {
    expect(checkAmount('', card)).toEqual({ ok: false, problem: 'amountRequired' });
    expect(checkAmount('1.5', card)).toEqual({ ok: false, problem: 'amountWhole' });
    expect(checkAmount('0', card)).toEqual({ ok: false, problem: 'amountMin' });
    expect(checkAmount('10001', card)).toEqual({ ok: false, problem: 'amountMax' });
    expect(checkAmount('1,000', card)).toEqual({ ok: true, value: 1000 });
    expect(checkAmount('100', bank, 100)).toEqual({ ok: false, problem: 'amountBalance' });
    expect(checkAmount('99', bank, 100)).toEqual({ ok: true, value: 99 });
  });

  it('card numbers need a valid Luhn check digit', () => {
    expect(isCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumber('4242 4242 4242 4241')).toBe(false);
  });

  it('a top-up by card sends only the last four digits and keeps its request id through a failure', async () => {
    const topUp = vi.fn().mockRejectedValueOnce(new ApiError('Try again')).mockResolvedValue({ data: {}, message: 'Payment started' });
    const notify = vi.fn();
    const model = new FundsModel({
      direction: 'add',
      terms: async () => OSBT,
      topUp,
      cashOut: vi.fn(),
      recent: async () => [],
      available: () => 0,
      refresh: vi.fn(),
      notify,
    });
    await model.load();
    model.setAmount('100');
    model.card.value = '4242 4242 4242 4242';
    expect(await model.submit(null)).toBe(false);
    expect(model.errors.value.form).toBe('Try again');
    expect(await model.submit(null)).toBe(true);
    const [first, second] = topUp.mock.calls.map((c) => c[0]);
    expect(first).toEqual({ requestId: second.requestId, asset: 'OSBT', amount: 100, method: 'card', source: '4242' });
    // The success toast is the client's own words in the person's language (pt by default), not the API's English.
    expect(notify).toHaveBeenCalledWith('success', 'Pagamento iniciado');
  });

  it('a cash-out needs a saved payout account and goes to it', async () => {
    const cashOut = vi.fn().mockResolvedValue({ data: {}, message: 'Withdrawal started' });
    const model = new FundsModel({
      direction: 'withdraw',
      terms: async () => OSBT,
      topUp: vi.fn(),
      cashOut,
      recent: async () => [],
      available: () => 5000,
      refresh: vi.fn(),
      notify: vi.fn(),
    });
    await model.load();
    model.setAmount('500');
    expect(await model.submit(null)).toBe(false);
    expect(model.errors.value.payout).toBe('payout');
    expect(await model.submit({ bankName: 'First Bank', holder: 'Ada Obi', accountNumber: '3012345678' })).toBe(true);
    expect(cashOut.mock.calls[0]?.[0]).toMatchObject({ asset: 'OSBT', amount: 500, method: 'bank', destination: '3012345678' });
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
