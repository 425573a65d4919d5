// My P2P ads with fake calls: a sell ad needs the seller's own payment details for every method it takes (checked per
// method before anything is sent, sent tidied), an edit of a live sell ad may offer what the balance and the ad's own
// hold cover, and the order shows the seller's details with their labels.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { language } from '../../../state/language';
import '../components/pay-messages';
import '../components/p2p-payment-input';
import { AdsModel, paymentErrors, type AdsDeps } from '../models/p2p';
import { PaymentDetailsView } from '../components/p2p-payment-fields';
import type { Asset, P2pAd } from '../models/types';

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
  max: 1_000_000_000_000,
  giftCardMin: 1,
  giftCardMax: 2_000,
  add: [],
  withdraw: [],
});
const ASSETS = new Map([
  ['OSBT', asset('OSBT', 0)],
  ['NGN', asset('NGN', 2)],
]);

const AD: P2pAd = {
  id: 'ad00000001',
  owner: { uid: 'u0000000001', userName: 'ada', isVerified: true, country: 'NG', orders: 0, completionRate: 0, positiveRate: 0 },
  mine: true,
  side: 'sell',
  asset: 'OSBT',
  fiat: 'NGN',
  price: 155_000,
  total: 1_000,
  available: 900,
  minFiat: 100_000,
  maxFiat: 50_000_000,
  methods: ['bank_transfer'],
  terms: '',
  timeLimitMin: 15,
  status: 'active',
  createdAt: 0,
  payment: { bank_transfer: { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ada Lovelace' } },
};

function model(available = 500) {
  const deps: AdsDeps = {
    asset: (code) => ASSETS.get(code),
    available: () => available,
    list: vi.fn(() => Promise.resolve([AD])),
    create: vi.fn(() => Promise.resolve({ data: AD, message: 'Ad posted' })),
    update: vi.fn(() => Promise.resolve({ data: AD, message: 'Ad updated' })),
    remove: vi.fn(() => Promise.resolve({ message: 'Ad deleted' })),
    notify: vi.fn(),
    fiat: () => 'NGN',
  };
  return { m: new AdsModel(deps), deps };
}

beforeEach(() => {
  language.value = 'en';
});
afterEach(() => {
  language.value = 'pt';
});

describe('payment details per method', () => {
  it('names each problem in words, never a pattern', () => {
    expect(paymentErrors('bank_transfer', { bankName: 'GTBank', accountNumber: '12-AB', accountName: '' })).toEqual({
      accountNumber: 'Digits only, 6 to 20',
      accountName: 'Fill this in',
    });
    expect(paymentErrors('sepa', { iban: 'DE89 3704 0044 0532 0130 01', accountName: 'Ada' })).toEqual({
      iban: 'This IBAN is not valid: check its letters and digits',
    });
    expect(paymentErrors('sepa', { iban: 'de89 3704 0044 0532 0130 00', accountName: 'Ada' })).toEqual({});
    expect(paymentErrors('mobile_money', { provider: 'OPay', phone: '0803 000 0000', accountName: 'Ada' }).phone).toMatch(/country code/);
    expect(paymentErrors('revolut', { revtag: 'ada', accountName: 'Ada' })).toEqual({});
  });

  it('a sell ad is not sent until every ticked method has its details; then they go tidied', async () => {
    const { m, deps } = model(50_000);
    m.open(null);
    m.set({
      side: 'sell',
      asset: 'OSBT',
      fiat: 'NGN',
      price: '1550',
      total: '100',
      min: '1000',
      max: '100000',
      methods: ['bank_transfer', 'wise'],
    });
    m.set({ payment: { bank_transfer: { bankName: 'GTBank', accountNumber: '0123 456 789', accountName: 'Ada Lovelace' } } });
    expect(await m.save()).toBe(false);
    expect(deps.create).not.toHaveBeenCalled();
    expect(m.paymentErrors.value).toEqual({ wise: { email: 'Fill this in', accountName: 'Fill this in' } });
    m.set({ payment: { ...m.form.value.payment, wise: { email: 'ada@wise.example', accountName: 'Ada Lovelace' } } });
    expect(await m.save()).toBe(true);
    expect(deps.create).toHaveBeenCalledWith(
      expect.objectContaining({
        payment: {
          bank_transfer: { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ada Lovelace' },
          wise: { email: 'ada@wise.example', accountName: 'Ada Lovelace' },
        },
      }),
    );
  });

  it('a buy ad needs no details of its own', async () => {
    const { m, deps } = model();
    m.open(null);
    m.set({ side: 'buy', asset: 'OSBT', fiat: 'NGN', price: '1550', total: '100', min: '1000', max: '100000' });
    expect(await m.save()).toBe(true);
    expect(deps.create).toHaveBeenCalledWith(expect.not.objectContaining({ payment: expect.anything() }));
  });
});

describe('the hold of a sell ad', () => {
  it('editing a live sell ad may offer what the free balance and the ad itself hold; a paused one is not checked', async () => {
    const { m, deps } = model(500);
    await m.load();
    m.open(AD);
    // 500 free + the ad's 1,000 (900 left in its hold, 100 in an order).
    expect(m.sellCovers()).toBe(1_500);
    m.set({ total: '1501' });
    expect(await m.save()).toBe(false);
    expect(m.errors.value.total).toBeTruthy();
    m.set({ total: '1500' });
    expect(await m.save()).toBe(true);
    expect(deps.update).toHaveBeenCalledWith(expect.objectContaining({ total: 1_500, payment: AD.payment }));
    deps.list = vi.fn(() => Promise.resolve([{ ...AD, status: 'paused' as const }]));
    await m.load();
    m.open({ ...AD, status: 'paused' });
    expect(m.sellCovers()).toBeNull();
  });
});

describe('the order shows where to pay', () => {
  it("lists the seller's details for the method with their labels", () => {
    render(<PaymentDetailsView method="bank_transfer" details={AD.payment!.bank_transfer!} />);
    const list = screen.getByTestId('payment-details');
    expect(list.textContent).toContain('Bank');
    expect(list.textContent).toContain('GTBank');
    expect(list.textContent).toContain('Account number');
    expect(list.textContent).toContain('0123456789');
    expect(list.textContent).toContain('Account holder');
    expect(list.textContent).toContain('Ada Lovelace');
  });
});
