// Activity filters to the API query (date range in the person's time zone) and the CSV export.
import { describe, expect, it } from 'vitest';
import { csvField, csvTime, NO_FILTERS, toCsv, toQuery, zonedDayEnd, zonedDayStart, type CsvLabels } from '../models/activity-filters';
import type { Movement } from '../models/types';

describe('day boundaries in a time zone', () => {
  it('starts and ends a calendar day in the zone', () => {
    expect(zonedDayStart('2026-10-01', 'UTC')).toBe(Date.UTC(2026, 9, 1));
    expect(zonedDayStart('2026-10-01', 'Africa/Lagos')).toBe(Date.UTC(2026, 8, 30, 23));
    expect(zonedDayEnd('2026-10-01', 'Africa/Lagos')).toBe(Date.UTC(2026, 9, 1, 23) - 1);
    expect(zonedDayStart('2026-10-01', 'America/New_York')).toBe(Date.UTC(2026, 9, 1, 4));
    expect(zonedDayStart('2026-10-01', 'Asia/Kolkata')).toBe(Date.UTC(2026, 8, 30, 18, 30));
  });

  it('follows daylight saving changes', () => {
    // New York moves from EDT (−4) to EST (−5) on 1 November 2026.
    expect(zonedDayStart('2026-11-01', 'America/New_York')).toBe(Date.UTC(2026, 10, 1, 4));
    expect(zonedDayEnd('2026-11-01', 'America/New_York')).toBe(Date.UTC(2026, 10, 2, 5) - 1);
  });

  it('refuses a malformed day', () => {
    expect(zonedDayStart('01/10/2026', 'UTC')).toBeNull();
  });
});

describe('toQuery', () => {
  it('sends only the chosen filters', () => {
    expect(toQuery(NO_FILTERS, 'UTC', 1, 20)).toEqual({ page: 1, pageSize: 20 });
    expect(toQuery({ group: 'transfers', asset: 'USD', status: 'completed', from: '2026-10-01', to: '2026-10-02' }, 'UTC', 3, 50)).toEqual({
      page: 3,
      pageSize: 50,
      types: ['send', 'receive'],
      asset: 'USD',
      status: 'completed',
      from: Date.UTC(2026, 9, 1),
      to: Date.UTC(2026, 9, 3) - 1,
    });
    expect(toQuery({ ...NO_FILTERS, group: 'p2p' }, 'UTC', 1, 20)).toMatchObject({ types: ['p2p_buy', 'p2p_sell'] });
  });

  it('a single day is a whole day; a reversed range is refused', () => {
    const day = toQuery({ ...NO_FILTERS, from: '2026-10-05', to: '2026-10-05' }, 'UTC', 1, 20);
    expect(day).toMatchObject({ from: Date.UTC(2026, 9, 5), to: Date.UTC(2026, 9, 6) - 1 });
    expect(toQuery({ ...NO_FILTERS, from: '2026-10-06', to: '2026-10-05' }, 'UTC', 1, 20)).toBe('range');
  });
});

const movement = (extra: Partial<Movement>): Movement => ({
  id: 'mv00000001',
  type: 'send',
  reason: null,
  direction: 'out',
  status: 'completed',
  asset: 'USD',
  amount: 10_000,
  fee: 50,
  counterAsset: null,
  counterAmount: null,
  counterparty: { uid: 'u0000000002', userName: 'ben', isVerified: true, country: 'US' },
  method: null,
  note: 'Lunch',
  ref: null,
  createdAt: Date.UTC(2026, 9, 1, 9, 5),
  updatedAt: Date.UTC(2026, 9, 1, 9, 5),
  ...extra,
});

const labels: CsvLabels = {
  header: [
    'Date',
    'Type',
    'Details',
    'Status',
    'Asset',
    'Amount',
    'Fee',
    'Counter asset',
    'Counter amount',
    'Counterparty',
    'Method',
    'Note',
    'ID',
  ],
  type: (t) => t,
  details: (m) => (m.reason ? `${m.reason} ${m.ref ?? ''}`.trim() : `to ${m.counterparty?.userName ?? '-'}`),
  status: (s) => s,
};
const PRECISION: Record<string, number> = { USD: 2, NGN: 2, USDT: 6, OSBT: 0 };

describe('CSV export', () => {
  it('writes a header and one row per movement, amounts signed and exact, times in the zone', () => {
    const csv = toCsv(
      [
        movement({}),
        movement({
          id: 'mv00000002',
          type: 'convert',
          asset: 'USD',
          amount: 4950,
          fee: 25,
          counterAsset: 'NGN',
          counterAmount: 7_633_750,
          counterparty: null,
          note: '',
        }),
        movement({
          id: 'mv00000003',
          type: 'p2p_buy',
          direction: 'in',
          asset: 'USDT',
          amount: 50_000_000,
          fee: 0,
          counterAsset: 'NGN',
          counterAmount: 7_925_000,
          method: 'bank_transfer',
          note: 'Said "thanks", then left',
        }),
        // Another area's movement: no note (null), its reason in the details column.
        movement({
          id: 'mvl000002s',
          type: 'market',
          reason: 'market_purchase',
          asset: 'OSBT',
          amount: 129,
          fee: 0,
          counterparty: null,
          note: null,
          ref: 'mo00000004',
        }),
      ],
      (code) => PRECISION[code] ?? 2,
      'Africa/Lagos',
      labels,
    );
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Date,Type,Details,Status,Asset,Amount,Fee,Counter asset,Counter amount,Counterparty,Method,Note,ID',
      '2026-10-01 10:05,send,to ben,completed,USD,-100.00,0.50,,,ben,,Lunch,mv00000001',
      '2026-10-01 10:05,convert,to -,completed,USD,-49.50,0.25,NGN,76337.50,,,,mv00000002',
      '2026-10-01 10:05,p2p_buy,to ben,completed,USDT,50.000000,0.000000,NGN,79250.00,ben,bank_transfer,"Said ""thanks"", then left",mv00000003',
      '2026-10-01 10:05,market,market_purchase mo00000004,completed,OSBT,-129,0,,,,,,mvl000002s',
      '',
    ]);
  });

  it('quotes what needs quoting and defuses formulas, but not negative numbers', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('@ben')).toBe("'@ben");
    expect(csvField('-100.00')).toBe('-100.00');
    expect(csvTime(Date.UTC(2026, 0, 1, 0, 30), 'Asia/Kolkata')).toBe('2026-01-01 06:00');
  });
});
