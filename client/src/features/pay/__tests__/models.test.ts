// Screen models with fake calls: checks before anything is sent, one client request id per intended write,
// quote expiry against the server's clock, adding and withdrawing (the fee on top, only the card's last four
// digits, the destination checked), the CSV export across pages, cancelling a gift card, and the small input
// normalisers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signal } from '@preact/signals-react';
import { ApiError } from '../../../lib/api/errors';
import { loadCodeTexts } from '../../../i18n/api-text-load';
import { language } from '../../../state/language';
import '../components/pay-messages';
import { runPayAction } from '../models/action';
import { ActivityModel } from '../models/activity';
import { ConvertModel } from '../models/convert';
import { FundingModel, isCardNumber, type FundingDeps } from '../models/funding';
import { GIFT_CARD_CODE, GiftCardsModel, normalizeCode } from '../models/gift-cards';
import { SendModel } from '../models/send';
import type { ActivityPage, Asset, GiftCard, Movement, Quote } from '../models/types';

const asset = (code: Asset['code'], precision: number): Asset => ({
  code,
  name: code,
  kind: code === 'OSBT' ? 'platform' : 'fiat',
  precision,
  symbol: code,
  p2p: code === 'OSBT',
  sendFeeBps: 50,
  convertFeeBps: 50,
  min: 1,
  max: 1_000_000_000,
  giftCardMin: 1,
  giftCardMax: 2_000,
  add: [],
  withdraw: [],
});
const ASSETS = new Map([
  ['OSBT', asset('OSBT', 0)],
  ['USD', asset('USD', 2)],
]);

// Messages are checked in English; the app's default is pt.
beforeEach(() => {
  language.value = 'en';
});
afterEach(() => {
  language.value = 'pt';
});

describe('small normalisers', () => {
  it('writes gift card codes the way the card prints them', () => {
    expect(normalizeCode('osb 7k2m 9qxd 4hbt')).toBe('OSB-7K2M-9QXD-4HBT');
    expect(normalizeCode('7K2M-9QXD-4HBT')).toBe('OSB-7K2M-9QXD-4HBT');
    // Crockford base 32 reads O as 0 and I, L as 1.
    expect(normalizeCode('OSB-7K2M-9QXD-4HBO')).toBe('OSB-7K2M-9QXD-4HB0');
    expect(GIFT_CARD_CODE.test(normalizeCode('osb-1l2i-aaaa-bbbb'))).toBe(true);
    expect(GIFT_CARD_CODE.test(normalizeCode('OSB-123'))).toBe(false);
  });

  it('checks card numbers with the Luhn digit', () => {
    expect(isCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumber('4000-0000-0000-0002')).toBe(true);
    expect(isCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(isCardNumber('1234')).toBe(false);
  });
});

describe('SendModel', () => {
  const make = (overrides: Partial<ConstructorParameters<typeof SendModel>[0]> = {}) => {
    const deps = {
      asset: (code: string) => ASSETS.get(code),
      available: () => 1_000,
      me: () => 'ada',
      preview: vi.fn(async (body: { asset: 'OSBT'; amount: number; userName: string }) => ({
        recipient: { uid: 'u0000000002', userName: body.userName, isVerified: true, country: 'US' },
        asset: body.asset,
        amount: body.amount,
        fee: 1,
        total: body.amount + 1,
      })),
      send: vi.fn(async () => ({ data: {} as Movement, message: 'Sent' })),
      recipients: vi.fn(async () => []),
      saveRecipient: vi.fn(),
      refresh: vi.fn(async () => {}),
      ...overrides,
    };
    return { model: new SendModel(deps), deps };
  };

  it('refuses a bad username, myself, bad amounts and more than the balance with its fee, sending nothing', async () => {
    const { model, deps } = make();
    model.userName.value = 'a!';
    model.amountText.value = '10.5';
    expect(await model.review()).toBe(false);
    expect(model.errors.value).toEqual({
      userName: 'Enter a valid username (3–25 letters, numbers, or underscores)',
      amount: 'OSBT has no decimals: write whole units, like 1,234.',
    });
    model.userName.value = 'ada';
    model.amountText.value = '1000';
    await model.review();
    expect(model.errors.value.userName).toBe('That is you: choose someone else');
    expect(model.errors.value.amount).toBe('More than your balance of 1,000 OSBT');
    expect(deps.preview).not.toHaveBeenCalled();
  });

  it('previews, then sends once with one request id reused by a retry', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Network down', 0))
      .mockResolvedValue({ data: {} as Movement, message: 'Sent' });
    const { model, deps } = make({ send });
    model.userName.value = '@Ben';
    model.amountText.value = '100';
    expect(await model.review()).toBe(true);
    expect(deps.preview).toHaveBeenCalledWith({ asset: 'OSBT', amount: 100, userName: 'ben' });
    expect(model.step.value).toBe('confirm');
    expect(await model.confirm()).toBe(false);
    expect(model.errors.value.form).toBe('Network down');
    expect(await model.confirm()).toBe(true);
    const ids = send.mock.calls.map((call) => (call[0] as { requestId: string }).requestId);
    expect(ids[0]).toMatch(/^send-[a-z0-9]{20}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(model.step.value).toBe('done');
    expect(deps.refresh).toHaveBeenCalled();
  });
});

describe('ConvertModel', () => {
  it('counts the quote down in server time and treats a refused quote (pay.quoteExpired) as expired', async () => {
    let deviceNow = 1_000;
    const quote: Quote = {
      id: 'qt00000001',
      from: 'OSBT',
      to: 'USD',
      amount: 100,
      fee: 1,
      receive: 9900,
      rate: 1,
      createdAt: 500_000,
      expiresAt: 530_000,
      now: 500_000,
    };
    const execute = vi.fn().mockRejectedValue(new ApiError('This quote has expired: get a new quote', 409, 'pay.quoteExpired'));
    const model = new ConvertModel({
      asset: (code) => ASSETS.get(code),
      available: () => 50_000,
      rates: () => ({ OSBT: 1, USD: 1 }),
      quote: vi.fn(async () => quote),
      execute,
      refresh: vi.fn(async () => {}),
      now: () => deviceNow,
    });
    model.amountText.value = '100';
    expect(model.estimate.value).toEqual({ fee: 1, receive: 9900 });
    expect(await model.getQuote()).toBe(true);
    // The device clock is far from the server's: the countdown still starts at 30 s.
    expect(model.msLeft.value).toBe(30_000);
    deviceNow += 29_000;
    model.tick();
    expect(model.expired.value).toBe(false);
    expect(await model.execute()).toBe(false);
    expect(model.expired.value).toBe(true);
    deviceNow += 2_000;
    model.tick();
    expect(model.msLeft.value).toBe(0);
  });
});

describe('ActivityModel', () => {
  it('exports every page the filters match as one CSV, and refuses a reversed range without calling', async () => {
    const items = Array.from({ length: 130 }, (_, i): Movement => ({
      id: `mv${String(i + 1).padStart(8, '0')}`,
      type: 'receive',
      reason: null,
      direction: 'in',
      status: 'completed',
      asset: 'USD',
      amount: 1_000 + i,
      fee: 0,
      counterAsset: null,
      counterAmount: null,
      counterparty: null,
      method: null,
      note: '',
      ref: null,
      createdAt: Date.UTC(2026, 9, 1) + i,
      updatedAt: Date.UTC(2026, 9, 1) + i,
    }));
    const list = vi.fn(async (q: { page?: number; pageSize?: number }): Promise<ActivityPage> => {
      const size = q.pageSize ?? 20;
      const page = q.page ?? 1;
      return { items: items.slice((page - 1) * size, page * size), page, pageSize: size, total: items.length };
    });
    const save = vi.fn();
    const notify = vi.fn();
    const model = new ActivityModel({ timeZone: () => 'UTC', list, save, notify });
    await model.setFilters({ group: 'transfers' });
    expect(model.result.value?.items).toHaveLength(20);
    expect(model.pages.value).toBe(7);
    expect(await model.exportCsv()).toBe(130);
    expect(list).toHaveBeenLastCalledWith({ page: 2, pageSize: 100, types: ['send', 'receive'] });
    const [name, csv] = save.mock.calls[0] as [string, string];
    expect(name).toMatch(/^pay-activity-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.trim().split('\r\n')).toHaveLength(131);
    list.mockClear();
    await model.setFilters({ from: '2026-10-02', to: '2026-10-01' });
    expect(list).not.toHaveBeenCalled();
    expect(model.error.value).toBe('The start date is after the end date');
  });
});

describe('GiftCardsModel cancelling a card', () => {
  const card = (patch: Partial<GiftCard> = {}): GiftCard => ({
    id: 'gc00000001',
    code: 'OSB-7K2M-9QXD-4HBT',
    asset: 'OSBT',
    amount: 500,
    message: '',
    status: 'active',
    role: 'bought',
    buyer: { uid: 'u0000000001', userName: 'ada', isVerified: true, country: 'NG' },
    redeemedBy: null,
    createdAt: 0,
    redeemedAt: null,
    ...patch,
  });
  const make = (cancel: (body: { id: string }) => Promise<{ data: GiftCard; message: string }>, listed: GiftCard[]) => {
    const deps = {
      asset: (code: string) => ASSETS.get(code),
      available: () => 50_000,
      buy: vi.fn(),
      list: vi.fn(async () => listed),
      redeem: vi.fn(),
      cancel: vi.fn(cancel),
      refresh: vi.fn(async () => undefined),
      notify: vi.fn(),
    };
    return { model: new GiftCardsModel(deps), deps };
  };

  it('cancels an active card I bought, shows it cancelled, says so and refreshes the balance', async () => {
    const cancelled = card({ status: 'cancelled' });
    const { model, deps } = make(async () => ({ data: cancelled, message: 'Gift card cancelled' }), [cancelled]);
    model.cards.value = [card()];
    expect(await model.cancel(card())).toBe(true);
    expect(deps.cancel).toHaveBeenCalledWith({ id: 'gc00000001' });
    expect(model.cards.value?.[0]?.status).toBe('cancelled');
    expect(deps.notify).toHaveBeenCalledWith('success', 'Gift card cancelled. Its value is back in your balance.');
    expect(deps.refresh).toHaveBeenCalled();
    expect(model.cancelling.value).toBeNull();
  });

  it('sends nothing for a card that is redeemed, cancelled or not mine', async () => {
    const { model, deps } = make(async () => ({ data: card(), message: '' }), []);
    for (const other of [card({ status: 'redeemed' }), card({ status: 'cancelled' }), card({ role: 'redeemed' })])
      expect(await model.cancel(other)).toBe(false);
    expect(deps.cancel).not.toHaveBeenCalled();
  });

  it("says why in the reader's language when the server refuses (redeemed meanwhile) and shows the card as it now is", async () => {
    const redeemed = card({ status: 'redeemed' });
    const refusal = new ApiError('This gift card was already redeemed: it can no longer be cancelled', 409, 'gift.redeemedNotCancellable');
    const { model, deps } = make(async () => Promise.reject(refusal), [redeemed]);
    // The client middleware loads the code's table before it throws; so does this test.
    await loadCodeTexts('gift.redeemedNotCancellable');
    model.cards.value = [card()];
    expect(await model.cancel(card())).toBe(false);
    expect(deps.notify).toHaveBeenCalledWith('error', 'This gift card was already redeemed: it can no longer be cancelled');
    language.value = 'pt';
    expect(await model.cancel(card())).toBe(false);
    expect(deps.notify).toHaveBeenLastCalledWith('error', 'Este cartão-presente já foi resgatado: não pode mais ser cancelado');
    expect(model.cards.value?.[0]?.status).toBe('redeemed');
  });
});

describe('runPayAction', () => {
  it('marks the record busy while it runs, toasts the outcome, and brings the screen up to date either way', async () => {
    const busy = signal<string | null>(null);
    const notify = vi.fn();
    const afterSuccess = vi.fn(async () => undefined);
    let seenBusy: string | null = null;
    const ok = await runPayAction({
      busy,
      key: 'rq1',
      run: async () => ((seenBusy = busy.peek()), 'answer'),
      done: (answer) => `done: ${answer}`,
      notify,
      afterSuccess,
    });
    expect([ok, seenBusy, busy.value]).toEqual([true, 'rq1', null]);
    expect(notify).toHaveBeenLastCalledWith('success', 'done: answer');
    // A failure says why; without its own step it refreshes as after success.
    const failed = await runPayAction({
      busy,
      key: 'rq2',
      run: () => Promise.reject(new ApiError('Insufficient balance', 422)),
      done: () => 'never',
      notify,
      afterSuccess,
    });
    expect([failed, busy.value]).toEqual([false, null]);
    expect(notify).toHaveBeenLastCalledWith('error', 'Insufficient balance');
    expect(afterSuccess).toHaveBeenCalledTimes(2);
  });
});

const FUNDED_OSBT: Asset = {
  ...asset('OSBT', 0),
  add: [
    { method: 'card', feeBps: 150, feeFixed: 0, min: 1, max: 10_000, settleMs: 60_000 },
    { method: 'bank', feeBps: 0, feeFixed: 1, min: 1, max: 1_000_000, settleMs: 3_600_000 },
  ],
  withdraw: [{ method: 'bank', feeBps: 0, feeFixed: 1, min: 1, max: 1_000_000, settleMs: 3_600_000 }],
};

function fundingDeps(over: Partial<FundingDeps>): FundingDeps {
  return {
    direction: 'add',
    asset: (code) => (code === 'OSBT' ? FUNDED_OSBT : undefined),
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

describe('FundingModel (/pay/add, /pay/withdraw; the account area links here)', () => {
  it('quotes a card top-up with its fee on top: 100 OSBT by card costs 102', () => {
    const model = new FundingModel(fundingDeps({}));
    model.amountText.value = '100';
    expect(model.terms.value?.method).toBe('card');
    expect(model.quote.value).toEqual({ amount: 100, fee: 2, total: 102 });
  });

  it('a card top-up sends only the last four digits and keeps its request id through a failure', async () => {
    const add = vi.fn().mockRejectedValueOnce(new ApiError('Try again')).mockResolvedValue(started);
    const notify = vi.fn();
    const model = new FundingModel(fundingDeps({ add, notify }));
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

  it('follows the payment it started: pending from the answer, then the live list’s newer state (credited)', async () => {
    const pending = { id: 'mv00000099', status: 'pending', asset: 'OSBT', amount: 100 } as Movement;
    let listed: Movement[] = [];
    const model = new FundingModel(
      fundingDeps({
        add: vi.fn().mockResolvedValue({ data: pending, message: 'Payment started' }),
        list: async () => ({ items: listed, page: 1, pageSize: 5, total: listed.length }),
      }),
    );
    model.amountText.value = '100';
    model.card.value = '4242 4242 4242 4242';
    expect(model.tracked.value).toBeNull();
    expect(await model.submit()).toBe(true);
    expect(model.tracked.value).toMatchObject({ id: 'mv00000099', status: 'pending' });
    expect(model.started.value?.settleMs).toBe(model.terms.value?.settleMs);
    // The live poll keeps going while it is pending, even before the list shows it.
    expect(model.anyPending.value).toBe(true);
    listed = [{ ...pending, status: 'completed' }];
    await model.loadRecent();
    expect(model.tracked.value?.status).toBe('completed');
    expect(model.anyPending.value).toBe(false);
  });

  it('a field’s error goes as the person corrects it', async () => {
    const model = new FundingModel(fundingDeps({}));
    model.amountText.value = '100';
    model.card.value = '1234';
    expect(await model.submit()).toBe(false);
    expect(model.errors.value.card).toBe('Enter a valid card number');
    model.card.value = '4242';
    model.clearError('card');
    expect(model.errors.value.card).toBeUndefined();
  });

  it('a withdrawal needs a valid destination, fits the balance with its fee, and goes to the destination', async () => {
    const withdraw = vi.fn().mockResolvedValue(started);
    const model = new FundingModel(fundingDeps({ direction: 'withdraw', withdraw, available: () => 500 }));
    model.amountText.value = '500';
    model.destination.value = '30 12';
    expect(await model.submit()).toBe(false);
    expect(model.errors.value.destination).toBe('Use 6 to 64 letters or digits, no spaces');
    expect(model.errors.value.amount).toBeTruthy();
    model.amountText.value = '499';
    model.destination.value = '3012 3456 78';
    expect(await model.submit()).toBe(true);
    // The form opens the review step (as send has): nothing moves until it is confirmed.
    expect(withdraw).not.toHaveBeenCalled();
    expect(model.reviewed.value).toMatchObject({ amount: 499, fee: 1, total: 500, destination: '3012345678' });
    expect(await model.confirm()).toBe(true);
    expect(withdraw.mock.calls[0]?.[0]).toMatchObject({ asset: 'OSBT', amount: 499, method: 'bank', destination: '3012345678' });
    expect(model.reviewed.value).toBeNull();
  });

  it('Back from the withdrawal review returns to the form with what was typed; a failed confirm stays on the review', async () => {
    const withdraw = vi.fn().mockRejectedValueOnce(new ApiError('Bank is closed')).mockResolvedValue(started);
    const model = new FundingModel(fundingDeps({ direction: 'withdraw', withdraw }));
    model.amountText.value = '10';
    model.destination.value = '3012345678';
    await model.submit();
    model.edit();
    expect(model.reviewed.value).toBeNull();
    expect(model.amountText.value).toBe('10');
    expect(model.destination.value).toBe('3012345678');
    expect(withdraw).not.toHaveBeenCalled();
    await model.submit();
    expect(await model.confirm()).toBe(false);
    expect(model.errors.value.form).toBe('Bank is closed');
    expect(model.reviewed.value).not.toBeNull();
    expect(await model.confirm()).toBe(true);
    const [first, second] = withdraw.mock.calls.map((call) => call[0] as { requestId: string });
    expect(second?.requestId).toBe(first?.requestId);
  });
  it('offers my saved payout account as a bank destination, never over one I typed', () => {
    const model = new FundingModel(fundingDeps({ direction: 'withdraw' }));
    model.suggestDestination('3012345678');
    expect(model.destination.value).toBe('3012345678');
    model.destination.value = 'GB29NWBK60161331926819';
    model.setAsset('OSBT');
    expect(model.destination.value).toBe('GB29NWBK60161331926819');
    const crypto = new FundingModel(
      fundingDeps({
        direction: 'withdraw',
        asset: () => ({ ...FUNDED_OSBT, withdraw: [{ method: 'crypto', feeBps: 0, feeFixed: 1, min: 1, max: 100, settleMs: 60_000 }] }),
      }),
    );
    crypto.suggestDestination('3012345678');
    expect(crypto.destination.value).toBe('');
  });
});
