// What the other areas moved on the balance reads as a movement of its own in the activity: a title per area and
// direction, in the person's language, and one filter choice that finds them all.
import { beforeEach, describe, expect, it } from 'vitest';
import { language } from '../../../state/language';
import { TYPE_GROUPS, toQuery, NO_FILTERS } from '../models/activity-filters';
import { movementSign, movementTitle } from '../models/describe';
import type { Movement } from '../models/types';
import '../components/pay-messages';

const base: Movement = {
  id: 'mvl0000001',
  type: 'market',
  direction: 'out',
  status: 'completed',
  asset: 'OSBT',
  amount: 129,
  fee: 0,
  counterAsset: null,
  counterAmount: null,
  counterparty: null,
  method: null,
  note: 'Market order',
  ref: 'or00000001',
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
