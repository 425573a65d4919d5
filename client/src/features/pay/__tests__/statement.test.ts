// The monthly statement's CSV (header, opening and closing rows, exact decimals, escaping) and its months and file name.
import { describe, expect, it } from 'vitest';
import { isMonth, monthOf, recentMonths, statementCsv, statementFileName } from '../models/statement';
import type { Movement, Statement } from '../models/types';

const send: Movement = {
  id: 'mv00000001',
  type: 'send',
  reason: null,
  direction: 'out',
  status: 'completed',
  asset: 'OSBT',
  amount: 1_000,
  fee: 5,
  counterAsset: null,
  counterAmount: null,
  counterparty: { uid: 'u0000000002', userName: 'ben', isVerified: true, country: 'US' },
  method: null,
  note: 'Lunch, "the good one"',
  ref: null,
  createdAt: Date.UTC(2026, 10, 2, 12),
  updatedAt: Date.UTC(2026, 10, 2, 12),
};

const statement: Statement = {
  asset: 'OSBT',
  month: '2026-11',
  timeZone: 'America/Sao_Paulo',
  from: Date.UTC(2026, 10, 1, 3),
  to: Date.UTC(2026, 11, 1, 3) - 1,
  opening: 50_000,
  closing: 49_072,
  totalIn: 77,
  totalOut: 1_005,
  fees: 5,
  lines: [
    { tx: 'pay:send:u1:r1', at: Date.UTC(2026, 10, 2, 12), amount: -1_005, fee: 5, balance: 48_995, movement: send },
    { tx: 'play:g1:settle', at: Date.UTC(2026, 10, 3, 2, 30), amount: 77, fee: 0, balance: 49_072, movement: null },
  ],
};

const labels = {
  header: ['data', 'detalhes', 'valor', 'taxa', 'saldo', 'movimentação', 'transação'],
  opening: 'saldo inicial',
  closing: 'saldo final',
  details: (m: Movement | null) => (m ? `Enviado para @${m.counterparty?.userName ?? ''} · ${m.note ?? ''}` : '=HYPERLINK("x")'),
};

describe('statement CSV', () => {
  const csv = statementCsv(statement, 2, labels);
  const rows = csv.replace(/^\ufeff/, '').split('\r\n');

  it('has a header naming the zone and the asset, then opening, every line and closing, CRLF with a BOM', () => {
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(rows[0]).toBe('data (America/Sao_Paulo),detalhes,valor (OSBT),taxa (OSBT),saldo (OSBT),movimentação,transação');
    expect(rows[1]).toBe('2026-11-01 00:00,saldo inicial,,,500.00,,');
    expect(rows[4]).toBe('2026-11-30 23:59,saldo final,,,490.72,,');
    expect(rows).toHaveLength(6);
  });

  it('writes exact decimals, signed, with the balance after each line, times in the zone', () => {
    expect(rows[2]).toBe('2026-11-02 09:00,"Enviado para @ben · Lunch, ""the good one""",-10.05,0.05,489.95,mv00000001,pay:send:u1:r1');
    // 02:30 UTC on the 3rd is still the 2nd in São Paulo; a formula-looking text is defused.
    expect(rows[3]).toBe(`2026-11-02 23:30,"'=HYPERLINK(""x"")",0.77,0.00,490.72,,play:g1:settle`);
  });

  it('the lines add up: opening + amounts = closing', () => {
    const amounts = rows.slice(2, 4).map((row) => Number(row.split(',').at(-5)));
    expect(500 + amounts.reduce((a, b) => a + b, 0)).toBeCloseTo(490.72, 10);
  });
});

describe('statement months and file', () => {
  it('names the file by asset and month', () => {
    expect(statementFileName(statement)).toBe('osb-statement-OSBT-2026-11.csv');
  });

  it('finds the month of an instant in the zone and lists the months back', () => {
    expect(monthOf(Date.UTC(2026, 11, 1, 2), 'America/Sao_Paulo')).toBe('2026-11');
    expect(monthOf(Date.UTC(2026, 11, 1, 2), 'UTC')).toBe('2026-12');
    expect(recentMonths('2026-02', 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
  });
});
