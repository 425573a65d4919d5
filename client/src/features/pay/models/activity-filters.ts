// Activity filters (type, asset, status, date range in the person's time zone) as the API query, and the CSV
// export of exactly what the filters show.
import { toPlain } from '../../../lib/amount';
import type { ActivityQuery, AssetCode, Movement, MovementStatus, MovementType } from './types';
import { zonedMidnight } from '../../../../../contracts/rules/zoned-time';

/** The type choices people filter by; "transfers" is sends and receipts together. */
export const TYPE_GROUPS = {
  all: undefined,
  transfers: ['send', 'receive'],
  request: ['request'],
  convert: ['convert'],
  add: ['add'],
  withdraw: ['withdraw'],
  p2p: ['p2p_buy', 'p2p_sell'],
  giftCards: ['gift_card_buy', 'gift_card_redeem'],
  platform: ['game', 'market', 'cloud', 'bonus', 'platform'],
} as const satisfies Record<string, readonly MovementType[] | undefined>;
export type TypeGroup = keyof typeof TYPE_GROUPS;
export const TYPE_GROUP_KEYS = Object.keys(TYPE_GROUPS) as TypeGroup[];

export const STATUSES: readonly MovementStatus[] = ['pending', 'completed', 'failed', 'declined', 'cancelled', 'expired'];

export interface ActivityFilters {
  group: TypeGroup;
  asset: AssetCode | '';
  status: MovementStatus | '';
  /** Calendar days (YYYY-MM-DD) in the person's time zone, both included; '' for open-ended. */
  from: string;
  to: string;
}

export const NO_FILTERS: ActivityFilters = { group: 'all', asset: '', status: '', from: '', to: '' };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The first millisecond of a calendar day in a time zone, or null for a malformed day. */
export function zonedDayStart(day: string, timeZone: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  return zonedMidnight(Number(match[1]), Number(match[2]), Number(match[3]), timeZone);
}

/** The last millisecond of a calendar day in a time zone. */
export function zonedDayEnd(day: string, timeZone: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const next = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1)).toISOString().slice(0, 10);
  const start = zonedDayStart(next, timeZone);
  return start === null ? null : start - 1;
}

/** How many filters narrow the view (the phone's "Filtros" button shows it). */
export function activeFilterCount(filters: ActivityFilters): number {
  return (filters.group === 'all' ? 0 : 1) + [filters.asset, filters.status, filters.from, filters.to].filter(Boolean).length;
}

const ASSET = /^[A-Z]{3,5}$/;

/**
 * The view a URL's query names (?type=transfers&asset=OSBT&status=completed&from=2026-11-01&to=2026-11-30&page=2):
 * a shared link or a reload shows the same view. Anything malformed reads as unfiltered (a hand-edited link never
 * breaks the page).
 */
export function filtersFromSearch(search: URLSearchParams): { filters: ActivityFilters; page: number } {
  const type = search.get('type') ?? '';
  const status = search.get('status') ?? '';
  const asset = search.get('asset') ?? '';
  const day = (name: string): string => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const page = Number(search.get('page') ?? '1');
  return {
    filters: {
      group: (TYPE_GROUP_KEYS as readonly string[]).includes(type) ? (type as TypeGroup) : 'all',
      asset: ASSET.test(asset) ? (asset as AssetCode) : '',
      status: (STATUSES as readonly string[]).includes(status) ? (status as MovementStatus) : '',
      from: day('from'),
      to: day('to'),
    },
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of a view: only what differs from the unfiltered first page, in a fixed order. */
export function filtersToSearch(filters: ActivityFilters, page: number): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.group !== 'all') search.set('type', filters.group);
  if (filters.asset) search.set('asset', filters.asset);
  if (filters.status) search.set('status', filters.status);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (page > 1) search.set('page', String(page));
  return search;
}

/** The API query for the filters, or 'range' when the range ends before it starts. */
export function toQuery(filters: ActivityFilters, timeZone: string, page: number, pageSize: number): ActivityQuery | 'range' {
  const query: ActivityQuery = { page, pageSize };
  const types = TYPE_GROUPS[filters.group];
  if (types) query.types = [...types];
  if (filters.asset) query.asset = filters.asset;
  if (filters.status) query.status = filters.status;
  const from = filters.from ? zonedDayStart(filters.from, timeZone) : null;
  const to = filters.to ? zonedDayEnd(filters.to, timeZone) : null;
  if (from !== null) query.from = Math.max(0, from);
  if (to !== null) query.to = Math.max(0, to);
  if (query.from !== undefined && query.to !== undefined && query.from > query.to) return 'range';
  return query;
}

/** "2026-10-01 09:00" in the zone: sortable and read the same everywhere. */
export function csvTime(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(ms);
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** One CSV field (RFC 4180 quoting); text a spreadsheet would run as a formula is defused with a quote mark. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export interface CsvLabels {
  header: readonly string[];
  type(type: MovementType): string;
  /** What the movement was, in words (the table's Details column). */
  details(m: Movement): string;
  status(status: MovementStatus): string;
}

/** The columns, in order: what each row holds (amounts signed: out is negative). */
export const CSV_COLUMNS = [
  'date',
  'type',
  'details',
  'status',
  'asset',
  'amount',
  'fee',
  'counterAsset',
  'counterAmount',
  'counterparty',
  'method',
  'note',
  'id',
] as const;

export function toCsv(items: readonly Movement[], precisionOf: (code: string) => number, timeZone: string, labels: CsvLabels): string {
  const rows = items.map((m) => {
    const precision = precisionOf(m.asset);
    const sign = m.direction === 'out' ? -1 : 1;
    return [
      csvTime(m.createdAt, timeZone),
      labels.type(m.type),
      labels.details(m),
      labels.status(m.status),
      m.asset,
      toPlain(sign * m.amount, precision),
      toPlain(m.fee, precision),
      m.counterAsset ?? '',
      m.counterAsset && m.counterAmount !== null ? toPlain(m.counterAmount, precisionOf(m.counterAsset)) : '',
      m.counterparty?.userName ?? '',
      m.method ?? '',
      m.note ?? '',
      m.id,
    ];
  });
  // CRLF line ends and a byte-order mark so spreadsheet apps read the accents and ₦ right.
  return `\ufeff${[labels.header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
