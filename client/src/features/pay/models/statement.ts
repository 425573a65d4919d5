// A monthly statement of one asset (POST /pay/statement): which months can be asked for, the file name, and the CSV
// of its opening balance, every line and closing balance, amounts as exact decimals of the asset.
import { toPlain } from '../../../lib/amount';
import { csvField, csvTime } from './activity-filters';
import type { Movement, Statement } from './types';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-11": the calendar month the instant falls in, in the time zone. */
export function monthOf(ms: number, timeZone: string): string {
  return csvTime(ms, timeZone).slice(0, 7);
}

export function isMonth(value: string | null | undefined): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

/** The month before "2026-01" is "2025-12". */
export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** The last `count` months up to `current`, newest first (the month picker's choices). */
export function recentMonths(current: string, count: number): string[] {
  const months = [current];
  while (months.length < count) months.push(previousMonth(months[months.length - 1]!));
  return months;
}

export function statementFileName(statement: Pick<Statement, 'asset' | 'month'>): string {
  return `osb-statement-${statement.asset}-${statement.month}.csv`;
}

export interface StatementCsvLabels {
  /** Column titles: date, details, amount, fee, balance, movement, ledger transaction. */
  header: readonly string[];
  opening: string;
  closing: string;
  /** The line's details: its movement's, or (none) what the line itself says (a sell ad's hold). */
  details(movement: Movement | null, line: Statement['lines'][number]): string;
}

/**
 * The statement as CSV: a header row (the date column names the time zone, the amount columns the asset), the
 * opening balance, one row per ledger transaction (signed amount: out is negative; the fee it included; the balance
 * after it), and the closing balance. Amounts are the API's minor units written as exact decimals ("-10.05").
 */
export function statementCsv(statement: Statement, precision: number, labels: StatementCsvLabels): string {
  const plain = (minor: number): string => toPlain(minor, precision);
  const [date = 'date', details = 'details', amount = 'amount', fee = 'fee', balance = 'balance', movement = 'movement', tx = 'tx'] =
    labels.header;
  const header = [
    `${date} (${statement.timeZone})`,
    details,
    `${amount} (${statement.asset})`,
    `${fee} (${statement.asset})`,
    `${balance} (${statement.asset})`,
    movement,
    tx,
  ];
  const rows: string[][] = [
    header,
    [csvTime(statement.from, statement.timeZone), labels.opening, '', '', plain(statement.opening), '', ''],
    ...statement.lines.map((line) => [
      csvTime(line.at, statement.timeZone),
      labels.details(line.movement, line),
      plain(line.amount),
      plain(line.fee),
      plain(line.balance),
      line.movement?.id ?? '',
      line.tx,
    ]),
    [csvTime(statement.to, statement.timeZone), labels.closing, '', '', plain(statement.closing), '', ''],
  ];
  // CRLF line ends and a byte-order mark, as the activity export: spreadsheet apps then read accents and ₦ right.
  return `\ufeff${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
