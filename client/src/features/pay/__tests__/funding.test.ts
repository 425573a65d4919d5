// Adding and withdrawing OSBT (/pay/add, /pay/withdraw), the one place money comes in and goes out (the account
// area's top-up and cash-out pages link here): the fee on top, the card's last four digits only, one request id
// per intended payment through a failure, and a withdrawal going to the destination given.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { language } from '../../../state/language';
import '../components/pay-messages';
import { FundingModel, type FundingDeps } from '../models/funding';
import type { Asset, Movement } from '../models/types';

const OSBT: Asset = {
  code: 'OSBT',
  name: 'OSB Token',
  kind: 'platform',
  precision: 0,
  symbol: 'OSBT',
  p2p: true,
  sendFeeBps: 50,
  convertFeeBps: 50,
  min: 1,
  max: 1_000_000_000,
  giftCardMin: 1,
  giftCardMax: 2_000,
  add: [
    { method: 'card', feeBps: 150, feeFixed: 0, min: 1, max: 10_000, settleMs: 60_000 },
    { method: 'bank', feeBps: 0, feeFixed: 1, min: 1, max: 1_000_000, settleMs: 3_600_000 },
  ],
  withdraw: [{ method: 'bank', feeBps: 0, feeFixed: 1, min: 1, max: 1_000_000, settleMs: 3_600_000 }],
};

function deps(over: Partial<FundingDeps>): FundingDeps {
  return {
    direction: 'add',
    asset: (code) => (code === 'OSBT' ? OSBT : undefined),
    available: () => 5_000,
    add: vi.fn(),
    withdraw: vi.fn(),
    list: async () => ({ items: [], page: 1, pageSize: 5, total: 0 }),
    refresh: async () => undefined,
    notify: vi.fn(),
    duration: () => '1 minute',
    ...over,
  };
}

const started = { data: {} as Movement, message: 'Payment started' };

// Messages are checked in English; the app's default is pt.
beforeEach(() => {
  language.value = 'en';
});
afterEach(() => {
  language.value = 'pt';
});

describe('FundingModel', () => {
  it('quotes a card top-up with its fee on top: 100 OSBT by card costs 102', () => {
    const model = new FundingModel(deps({}));
    model.amountText.value = '100';
    expect(model.terms.value?.method).toBe('card');
    expect(model.quote.value).toEqual({ amount: 100, fee: 2, total: 102 });
  });

  it('a card top-up sends only the last four digits and keeps its request id through a failure', async () => {
    const add = vi.fn().mockRejectedValueOnce(new ApiError('Try again')).mockResolvedValue(started);
    const notify = vi.fn();
    const model = new FundingModel(deps({ add, notify }));
    model.amountText.value = '100';
    model.card.value = '4242 4242 4242 4241';
    expect(await model.submit()).toBe(false);
    expect(model.errors.value.card).toBe('Enter a valid card number');
    model.card.value = '4242 4242 4242 4242';
    expect(await model.submit()).toBe(false);
    expect(model.errors.value.form).toBe('Try again');
    expect(await model.submit()).toBe(true);
    const [first, second] = add.mock.calls.map((call) => call[0] as { requestId: string });
    expect(first).toEqual({ requestId: second?.requestId, asset: 'OSBT', amount: 100, method: 'card', source: '4242' });
    expect(notify).toHaveBeenCalledWith('success', 'Payment started. It completes in about 1 minute.');
    expect(model.amountText.value).toBe('');
    expect(model.card.value).toBe('');
  });

  it('a withdrawal needs a valid destination, fits the balance with its fee, and goes to the destination', async () => {
    const withdraw = vi.fn().mockResolvedValue(started);
    const model = new FundingModel(deps({ direction: 'withdraw', withdraw, available: () => 500 }));
    model.amountText.value = '500';
    model.destination.value = '30 12';
    expect(await model.submit()).toBe(false);
    expect(model.errors.value.destination).toBe('Use 6 to 64 letters or digits, no spaces');
    expect(model.errors.value.amount).toBeTruthy();
    model.amountText.value = '499';
    model.destination.value = '3012 3456 78';
    expect(await model.submit()).toBe(true);
    expect(withdraw.mock.calls[0]?.[0]).toMatchObject({ asset: 'OSBT', amount: 499, method: 'bank', destination: '3012345678' });
  });
});
