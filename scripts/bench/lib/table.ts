// The bench's one table: each row a figure beside its budget, whether it is met, and by how much it is missed.
export type Verdict = 'ok' | 'MISS';

export interface Row {
  area: string;
  what: string;
  figure: string;
  budget: string;
  verdict: Verdict;
  /** How far off a missed budget is (empty when met). */
  off: string;
  note?: string;
}

export interface Check {
  value: number;
  /** `max`: the figure must not exceed the limit; `min`: it must reach it; `below`: strictly under it. */
  kind: 'max' | 'min' | 'below';
  limit: number;
  format: (n: number) => string;
}

export function row(area: string, what: string, check: Check, note?: string): Row {
  const { value, kind, limit, format } = check;
  const met = Number.isFinite(value) && (kind === 'max' ? value <= limit : kind === 'min' ? value >= limit : value < limit);
  const sign = kind === 'min' ? '≥' : kind === 'max' ? '≤' : '<';
  let off = '';
  if (!met && Number.isFinite(value)) {
    const gap = Math.abs(value - limit);
    const pct = limit !== 0 ? ` (${Math.round((gap / Math.abs(limit)) * 100)}%)` : '';
    off = kind === 'min' ? `${format(gap)} short${pct}` : `${format(gap)} over${pct}`;
  } else if (!met) {
    off = 'no figure';
  }
  return {
    area,
    what,
    figure: Number.isFinite(value) ? format(value) : '—',
    budget: `${sign} ${format(limit)}`,
    verdict: met ? 'ok' : 'MISS',
    off,
    ...(note ? { note } : {}),
  };
}

/** A budget that could not be measured: always a failing row. */
export function unmeasurable(area: string, what: string, budget: string, reason: string): Row {
  return { area, what, figure: '—', budget, verdict: 'MISS', off: `not measurable yet: ${reason}` };
}

export function passFail(area: string, what: string, ok: boolean, figure: string, budget: string, off: string, note?: string): Row {
  return { area, what, figure, budget, verdict: ok ? 'ok' : 'MISS', off: ok ? '' : off, ...(note ? { note } : {}) };
}

const HEAD = ['area', 'what', 'figure', 'budget', '', 'off by / why'] as const;

function cells(r: Row): string[] {
  return [r.area, r.what, r.figure, r.budget, r.verdict, r.off];
}

/** Aligned plain text for the terminal. */
export function textTable(rows: Row[]): string {
  const all = [HEAD.slice() as string[], ...rows.map(cells)];
  const widths = HEAD.map((_, i) => Math.max(...all.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]): string =>
    c
      .map((cell, i) => (i === c.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(all[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

const escape = (s: string): string => s.replace(/\|/g, '\\|');

export function markdownTable(rows: Row[]): string {
  return [
    `| ${HEAD.map((h) => h || 'verdict').join(' | ')} |`,
    `| ${HEAD.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${cells(r).map(escape).join(' | ')} |`),
  ].join('\n');
}

export const ms = (n: number): string => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : n >= 10 ? `${n.toFixed(0)} ms` : `${n.toFixed(2)} ms`);
export const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
export const plain =
  (digits: number) =>
  (n: number): string =>
    n.toFixed(digits);
