// Money that moves for good asks first or is reviewed: "Já paguei" and release go through the confirm dialog, a
// withdrawal has send's review step (nothing sent before its confirm); an order address that cannot name an order
// shows not found without asking the API.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal } from '../../../state/modal';
import { language } from '../../../state/language';
import { assets } from '../models/assets';
import { wallet } from '../models/wallet';
import type { Asset, P2pOrder, Wallet } from '../models/types';

const NOW = Date.UTC(2026, 10, 1, 12, 0);
const order: P2pOrder = {
  id: 'od00000001',
  adId: 'ad00000001',
  role: 'buyer',
  buyer: { uid: 'u0000000002', userName: 'ben', isVerified: true, country: 'US' },
  seller: { uid: 'u0000000001', userName: 'ada', isVerified: true, country: 'NG' },
  asset: 'OSBT',
  fiat: 'NGN',
  price: 155_000,
  amount: 10,
  fiatAmount: 1_550_000,
  method: 'bank_transfer',
  paymentDetails: { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ada Lovelace' },
  terms: '',
  status: 'pending',
  createdAt: NOW,
  expiresAt: NOW + 15 * 60_000,
  paidAt: null,
  closedAt: null,
  disputeAfter: null,
  disputeReason: null,
  dispute: null,
  feedback: { given: null, received: null },
  now: NOW,
};
const osbt: Asset = {
  code: 'OSBT',
  name: 'OSB Token',
  kind: 'platform',
  precision: 0,
  symbol: '',
  p2p: true,
  sendFeeBps: 0,
  convertFeeBps: 0,
  min: 1,
  max: 1_000_000,
  giftCardMin: 100,
  giftCardMax: 200_000,
  add: [],
  withdraw: [{ method: 'bank', feeBps: 0, feeFixed: 1, min: 1, max: 1_000_000, settleMs: 3_600_000 }],
};

const getOrder = vi.fn(async (_body: { id: string }) => order);
const markOrderPaid = vi.fn(async () => ({ data: { ...order, status: 'paid' as const, paidAt: NOW }, message: 'ok' }));
const withdrawMoney = vi.fn(async () => ({ data: {}, message: 'ok' }));
vi.mock('../api/get-order', () => ({ getOrder: (body: { id: string }) => getOrder(body) }));
vi.mock('../api/list-order-messages', () => ({ listOrderMessages: vi.fn(async () => []) }));
vi.mock('../api/mark-order-paid', () => ({ markOrderPaid: () => markOrderPaid() }));
vi.mock('../api/get-assets', () => ({ getAssets: vi.fn(async () => [osbt]) }));
vi.mock('../api/get-wallet', () => ({ getWallet: vi.fn(async () => wallet.peek()) }));
vi.mock('../api/list-activity', () => ({ listActivity: vi.fn(async () => ({ items: [], page: 1, pageSize: 5, total: 0 })) }));
vi.mock('../api/withdraw-money', () => ({ withdrawMoney: () => withdrawMoney() }));
vi.mock('../../../lib/api/calls/get-payout', () => ({ getPayout: vi.fn(async () => null) }));
vi.mock('../../../state/session', async (original) => ({ ...(await original()), refreshUser: vi.fn(async () => undefined) }));

const { P2pOrderPage } = await import('../components/p2p-order-page');
const { WithdrawPage } = await import('../components/funding-page');
const { ModalHost } = await import('../../../components/ui/modal-host');

function at(path: string, route: string, element: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={element} />
      </Routes>
      <ModalHost />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // jsdom lays nothing out: the order chat scrolls to its newest message.
  Element.prototype.scrollTo = () => undefined;
  language.value = 'pt';
  assets.value = [osbt];
  wallet.value = { balances: [{ asset: 'OSBT', available: 5_000, held: 0 }] } as unknown as Wallet;
});
afterEach(() => {
  vi.clearAllMocks();
  closeModal();
});

describe('P2P order: "Já paguei" asks first', () => {
  it('the seller is told only after the dialog’s yes', async () => {
    at('/pay/p2p/orders/od00000001', '/pay/p2p/orders/:query', <P2pOrderPage title="Ordens P2P" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Já paguei' }));
    const dialog = screen.getByRole('dialog', { name: 'Marcar esta ordem como paga?' });
    expect(markOrderPaid).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(markOrderPaid).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Já paguei' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Já paguei' }));
    await waitFor(() => expect(markOrderPaid).toHaveBeenCalledTimes(1));
  });
});

describe('P2P order: an address that names no order', () => {
  it('"zzz" shows not found with the way back, without asking the API and never a pattern or a retry', async () => {
    at('/pay/p2p/orders/zzz', '/pay/p2p/orders/:query', <P2pOrderPage title="Ordens P2P" />);
    expect(await screen.findByRole('heading', { name: 'Não encontrado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar às minhas ordens' })).toBeTruthy();
    expect(screen.queryByText(/must match|\^od/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
    expect(getOrder).not.toHaveBeenCalled();
  });

  it('an order the API does not know (404) shows the same state', async () => {
    const { ApiError } = await import('../../../lib/api/errors');
    getOrder.mockRejectedValueOnce(new ApiError('Order not found', 404));
    at('/pay/p2p/orders/od99999999', '/pay/p2p/orders/:query', <P2pOrderPage title="Ordens P2P" />);
    expect(await screen.findByRole('heading', { name: 'Não encontrado' })).toBeTruthy();
  });
});

describe('Withdraw: a review step before anything moves', () => {
  it('Review shows what leaves the balance and where it goes; only its confirm sends', async () => {
    at('/pay/withdraw/OSBT', '/pay/withdraw/*', <WithdrawPage title="Retirar" />);
    fireEvent.change(await screen.findByLabelText('Valor'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Número da conta ou IBAN'), { target: { value: '3012345678' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Revisar' }));
    });
    const review = screen.getByRole('region', { name: 'Confira antes de retirar' });
    expect(within(review).getByText('3012345678')).toBeTruthy();
    expect(within(review).getByText('26 OSBT')).toBeTruthy();
    expect(withdrawMoney).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(review).getByRole('button', { name: 'Retirar 25 OSBT' }));
    });
    expect(withdrawMoney).toHaveBeenCalledTimes(1);
  });

  it('Back returns to the form with what was typed, and nothing is sent', async () => {
    at('/pay/withdraw/OSBT', '/pay/withdraw/*', <WithdrawPage title="Retirar" />);
    fireEvent.change(await screen.findByLabelText('Valor'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Número da conta ou IBAN'), { target: { value: '3012345678' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Revisar' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    });
    expect(screen.queryByRole('region', { name: 'Confira antes de retirar' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Valor').value).toBe('25');
    expect(screen.getByLabelText<HTMLInputElement>('Número da conta ou IBAN').value).toBe('3012345678');
    expect(withdrawMoney).not.toHaveBeenCalled();
  });
});
