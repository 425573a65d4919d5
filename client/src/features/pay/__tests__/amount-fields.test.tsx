// Amount fields as a person meets them (decision 021): top-up (/pay/add), cash-out (/pay/withdraw) and send read
// "1,5", "1.000" and "1.00" the person's language's way, refuse what they cannot read with how to write it, and
// send the exact amount typed (integer minor units) to the API.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { language } from '../../../state/language';
import { AddPage, WithdrawPage } from '../components/funding-page';
import { SendPage } from '../components/send-page';
import type { Asset, Movement, Wallet } from '../models/types';

const calls = vi.hoisted(() => ({
  add: vi.fn(),
  withdraw: vi.fn(),
  preview: vi.fn(),
}));

const osbt: Asset = {
  code: 'OSBT',
  name: 'OSB Token',
  kind: 'platform',
  precision: 0,
  symbol: 'OSBT',
  p2p: true,
  sendFeeBps: 0,
  convertFeeBps: 50,
  min: 1,
  max: 1_000_000_000,
  giftCardMin: 1,
  giftCardMax: 2_000,
  add: [{ method: 'bank', feeBps: 0, feeFixed: 0, min: 1, max: 1_000_000, settleMs: 3_600_000 }],
  withdraw: [{ method: 'bank', feeBps: 0, feeFixed: 0, min: 1, max: 1_000_000, settleMs: 3_600_000 }],
};
const usd: Asset = { ...osbt, code: 'USD', name: 'US Dollar', kind: 'fiat', precision: 2, symbol: '$', p2p: false };
const wallet: Wallet = {
  balances: [
    { asset: 'OSBT', available: 50_000, held: 0 },
    { asset: 'USD', available: 500_000, held: 0 },
  ],
  pendingRequests: 0,
};

vi.mock('../api/get-assets', () => ({ getAssets: vi.fn(async () => [osbt, usd]) }));
vi.mock('../api/get-wallet', () => ({ getWallet: vi.fn(async () => wallet) }));
vi.mock('../api/list-activity', () => ({ listActivity: vi.fn(async () => ({ items: [], page: 1, pageSize: 5, total: 0 })) }));
vi.mock('../api/list-recipients', () => ({ listRecipients: vi.fn(async () => []) }));
vi.mock('../api/save-recipient', () => ({ saveRecipient: vi.fn() }));
vi.mock('../api/send-money', () => ({ sendMoney: vi.fn() }));
vi.mock('../api/preview-send', () => ({ previewSend: calls.preview }));
vi.mock('../api/add-money', () => ({ addMoney: calls.add }));
vi.mock('../api/withdraw-money', () => ({ withdrawMoney: calls.withdraw }));
vi.mock('../../../lib/api/calls/get-payout', () => ({ getPayout: vi.fn(async () => null) }));
vi.mock('../../../state/session', async (original) => ({ ...(await original<object>()), refreshUser: vi.fn(async () => undefined) }));

const started = { data: {} as Movement, message: 'ok' };

beforeEach(() => {
  calls.add.mockReset().mockResolvedValue(started);
  calls.withdraw.mockReset().mockResolvedValue(started);
  calls.preview.mockReset().mockImplementation(async (body: { asset: string; amount: number; userName: string }) => ({
    recipient: { uid: 'u0000000002', userName: body.userName, isVerified: true, country: 'US' },
    asset: body.asset,
    amount: body.amount,
    fee: 0,
    total: body.amount,
  }));
});
afterEach(() => {
  cleanup();
  // The assets stay loaded, as in a session (models/assets.ts loads them once).
  language.value = 'pt';
});

function open(path: string, lang: 'pt' | 'en') {
  language.value = lang;
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/pay/add/*" element={<AddPage title="Add" />} />
        <Route path="/pay/withdraw/*" element={<WithdrawPage title="Withdraw" />} />
        <Route path="/pay/send/*" element={<SendPage title="Send" />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function typeAmount(text: string) {
  const field = await screen.findByRole('textbox', { name: /^(Valor|Amount)$/ });
  fireEvent.change(field, { target: { value: text } });
  return field;
}

async function submit(name: RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await Promise.resolve();
  });
}

describe('top-up (/pay/add, the account area links here)', () => {
  it('in pt reads "1.000" OSBT as one thousand and sends 1000, not 1', async () => {
    open('/pay/add/OSBT', 'pt');
    await typeAmount('1.000');
    await submit(/^Adicionar/);
    await waitFor(() => expect(calls.add).toHaveBeenCalledWith(expect.objectContaining({ asset: 'OSBT', amount: 1000 })));
  });

  it('in pt refuses "1,5" OSBT (it has no decimals) instead of reading 15, saying how to write it', async () => {
    open('/pay/add/OSBT', 'pt');
    await typeAmount('1,5');
    await submit(/^Adicionar/);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'OSBT não tem casas decimais: escreva unidades inteiras, como 1.234.',
    );
    expect(calls.add).not.toHaveBeenCalled();
  });

  it('in pt refuses "1.00": the point groups three digits, and the message shows how to write it', async () => {
    open('/pay/add/USD', 'pt');
    await typeAmount('1.00');
    await submit(/^Adicionar/);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Escreva o valor como 1.234,56: vírgula antes dos decimais, e ponto só entre grupos de três algarismos.',
    );
    expect(calls.add).not.toHaveBeenCalled();
  });

  it('in pt reads "1,5" USD as one and a half (150 cents)', async () => {
    open('/pay/add/USD', 'pt');
    await typeAmount('1,5');
    await submit(/^Adicionar/);
    await waitFor(() => expect(calls.add).toHaveBeenCalledWith(expect.objectContaining({ asset: 'USD', amount: 150 })));
  });
});

describe('cash-out (/pay/withdraw)', () => {
  it('in en reads "1,000" OSBT as one thousand, and refuses "1.000" (OSBT has no decimals)', async () => {
    open('/pay/withdraw/OSBT', 'en');
    const destination = await screen.findByRole('textbox', { name: /account|destination/i });
    fireEvent.change(destination, { target: { value: 'GB29NWBK60161331926819' } });
    await typeAmount('1.000');
    await submit(/^Review/);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'OSBT has no decimals: write whole units, like 1,234.');
    expect(calls.withdraw).not.toHaveBeenCalled();
    await typeAmount('1,000');
    await submit(/^Review/);
    // Withdraw has send's review step: nothing leaves until the person confirms what they read there.
    expect(calls.withdraw).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: /^Withdraw 1,000 OSBT/ }));
    await waitFor(() => expect(calls.withdraw).toHaveBeenCalledWith(expect.objectContaining({ asset: 'OSBT', amount: 1000 })));
  });
});

describe('send (/pay/send)', () => {
  it('in pt refuses "1.00" with how to write it, then previews "1,5" USD as 150 cents', async () => {
    open('/pay/send/USD', 'pt');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Destinatário' }), { target: { value: 'ben' } });
    await typeAmount('1.00');
    await submit(/^Revisar/);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Escreva o valor como 1.234,56: vírgula antes dos decimais, e ponto só entre grupos de três algarismos.',
    );
    expect(calls.preview).not.toHaveBeenCalled();
    await typeAmount('1,5');
    await submit(/^Revisar/);
    await waitFor(() => expect(calls.preview).toHaveBeenCalledWith({ asset: 'USD', amount: 150, userName: 'ben' }));
  });

  it('in en refuses "1,5" with how to write it, and reads "1.5" as one and a half', async () => {
    open('/pay/send/USD', 'en');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Recipient' }), { target: { value: 'ben' } });
    await typeAmount('1,5');
    await submit(/^Review/);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Write the amount like 1,234.56: a point before the decimals, and commas only between groups of three digits.',
    );
    await typeAmount('1.5');
    await submit(/^Review/);
    await waitFor(() => expect(calls.preview).toHaveBeenCalledWith({ asset: 'USD', amount: 150, userName: 'ben' }));
  });
});
