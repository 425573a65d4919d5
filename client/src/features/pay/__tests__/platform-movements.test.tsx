// What the other areas moved on the balance reads as a movement of its own in the activity: worded from its reason
// and ref in the person's language (never the server's English), a title per area and direction when the reason is
// "other", and one filter choice that finds them all.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { language } from '../../../state/language';
import { MovementList } from '../components/movement-list';
import { TYPE_GROUPS, toQuery, NO_FILTERS } from '../models/activity-filters';
import { movementDetails, movementRefHref, movementSign, movementTitle } from '../models/describe';
import type { Movement } from '../models/types';
import '../components/pay-messages';

const base: Movement = {
  id: 'mvl0000001',
  type: 'market',
  reason: null,
  direction: 'out',
  status: 'completed',
  asset: 'OSBT',
  amount: 129,
  fee: 0,
  counterAsset: null,
  counterAmount: null,
  counterparty: null,
  method: null,
  note: null,
  ref: 'mo00000001',
  createdAt: 0,
  updatedAt: 0,
};

beforeEach(() => {
  language.value = 'en';
});

describe('platform movements', () => {
  it('titles each area by direction', () => {
    expect(movementTitle(base)).toBe('Market purchase');
    expect(movementTitle({ ...base, direction: 'in' })).toBe('From the market (sale or refund)');
    expect(movementTitle({ ...base, type: 'game' })).toBe('Game stake');
    expect(movementTitle({ ...base, type: 'game', direction: 'in' })).toBe('Game payout');
    expect(movementTitle({ ...base, type: 'cloud' })).toBe('Cloud services');
    expect(movementTitle({ ...base, type: 'bonus', direction: 'in' })).toBe('Bonus');
    expect(movementTitle({ ...base, type: 'platform', direction: 'in' })).toBe('From the platform');
    language.value = 'pt';
    expect(movementTitle(base)).toBe('Compra no mercado');
    expect(movementTitle({ ...base, type: 'game', direction: 'in' })).toBe('Pagamento do jogo');
  });

  it('words the reason with its game or order in the person’s language', () => {
    const purchase: Movement = { ...base, reason: 'market_purchase' };
    expect(movementDetails(purchase)).toBe('Market purchase · order mo00000001');
    expect(movementDetails({ ...base, type: 'game', reason: 'game_payout', direction: 'in', ref: 'gm00000007' })).toBe(
      'Game won · game gm00000007',
    );
    expect(movementDetails({ ...base, type: 'bonus', reason: 'welcome', direction: 'in', ref: null })).toBe('Welcome grant');
    expect(movementDetails({ ...base, type: 'cloud', reason: 'cloud_messaging', ref: null })).toBe('Cloud: messaging');
    // "other" says only what area and direction it was.
    expect(movementDetails({ ...base, type: 'platform', reason: 'other', direction: 'in', ref: null })).toBe('From the platform');
    language.value = 'pt';
    expect(movementDetails(purchase)).toBe('Compra no mercado · pedido mo00000001');
    expect(movementDetails({ ...base, type: 'game', reason: 'game_stake', ref: 'gm00000007' })).toBe('Aposta em jogo · jogo gm00000007');
    expect(movementDetails({ ...base, type: 'bonus', reason: 'welcome', direction: 'in', ref: null })).toBe('Bônus de boas-vindas');
    expect(movementDetails({ ...base, type: 'bonus', reason: 'achievement', direction: 'in', ref: null })).toBe('Recompensa de conquista');
  });

  it('links a purchase and its refund to my market orders; a sale and a game have no page to open', () => {
    expect(movementRefHref({ ...base, reason: 'market_purchase' })).toBe('/market/order');
    expect(movementRefHref({ ...base, reason: 'market_refund', direction: 'in' })).toBe('/market/order');
    expect(movementRefHref({ ...base, reason: 'market_sale', direction: 'in' })).toBeNull();
    expect(movementRefHref({ ...base, type: 'game', reason: 'game_stake', ref: 'gm00000007' })).toBeNull();
  });

  it('renders the pt description with the order link, and the en one after a language change', () => {
    language.value = 'pt';
    render(
      <MemoryRouter>
        <MovementList
          items={[
            { ...base, reason: 'market_purchase' },
            { ...base, id: 'mvl0000002', type: 'bonus', reason: 'welcome', direction: 'in', amount: 50_000, ref: null },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^Compra no mercado/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir o pedido mo00000001 em meus pedidos do mercado' }).getAttribute('href')).toBe(
      '/market/order',
    );
    expect(screen.getByText('Bônus de boas-vindas')).toBeTruthy();
    expect(screen.queryByText(/Welcome grant|Market order/)).toBeNull();
    act(() => {
      language.value = 'en';
    });
    expect(screen.getByText(/^Market purchase/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open order mo00000001 in my market orders' }).textContent).toBe('order mo00000001');
    expect(screen.getByText('Welcome grant')).toBeTruthy();
  });

  it('signs money in and out like any other movement', () => {
    expect(movementSign(base)).toBe('−');
    expect(movementSign({ ...base, type: 'bonus', direction: 'in' })).toBe('+');
  });

  it('finds games, market, cloud and bonuses under one filter', () => {
    expect(TYPE_GROUPS.platform).toEqual(['game', 'market', 'cloud', 'bonus', 'platform']);
    const query = toQuery({ ...NO_FILTERS, group: 'platform' }, 'UTC', 1, 20);
    expect(query).toMatchObject({ types: ['game', 'market', 'cloud', 'bonus', 'platform'] });
  });
});
