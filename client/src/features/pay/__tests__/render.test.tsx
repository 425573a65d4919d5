// Rendering with signals: a pay component re-renders when a signal it reads changes (a broken integration
// would fail silently), and a movement reads with its sign, precision, status and time zone.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { language } from '../../../state/language';
import { MovementList } from '../components/movement-list';
import { assets } from '../models/assets';
import type { Asset, Movement } from '../models/types';

const usd: Asset = {
  code: 'USD',
  name: 'US Dollar',
  kind: 'fiat',
  precision: 2,
  symbol: '$',
  p2p: false,
  sendFeeBps: 50,
  convertFeeBps: 50,
  min: 1,
  max: 100_000_000,
  giftCardMin: 100,
  giftCardMax: 200_000,
  add: [],
  withdraw: [],
};
const movement: Movement = {
  id: 'mv00000001',
  type: 'send',
  reason: null,
  direction: 'out',
  status: 'completed',
  asset: 'USD',
  amount: 123_456,
  fee: 618,
  counterAsset: null,
  counterAmount: null,
  counterparty: { uid: 'u0000000002', userName: 'ben', isVerified: true, country: 'US' },
  method: null,
  note: 'Rent',
  ref: null,
  createdAt: Date.UTC(2026, 9, 1, 9, 0),
  updatedAt: Date.UTC(2026, 9, 1, 9, 0),
};

afterEach(() => {
  language.value = 'pt';
  assets.value = [];
});

describe('MovementList', () => {
  it('shows the signed amount in the asset precision, the fee and the status, and follows the language signal', () => {
    assets.value = [usd];
    render(
      <MemoryRouter>
        <MovementList items={[movement]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Para @ben')).toBeTruthy();
    expect(screen.getByText('−1.234,56 USD')).toBeTruthy();
    expect(screen.getByText('taxa 6,18 USD')).toBeTruthy();
    expect(screen.getByText('concluído')).toBeTruthy();
    act(() => {
      language.value = 'en';
    });
    expect(screen.getByText('To @ben')).toBeTruthy();
    expect(screen.getByText('−1,234.56 USD')).toBeTruthy();
    expect(screen.getByText('completed')).toBeTruthy();
  });
});
