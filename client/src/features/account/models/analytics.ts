// Analytics (/account/analytics): the period picker, the numbers of that period, and the geometry of its two
// plain-SVG charts (the balance line, money in and out per area), each also given as a table for screen readers.
import { computed, createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import type { components } from '../../../../../contracts/api/schema';

export type Analytics = components['schemas']['AccountAnalytics'];
export type FlowArea = components['schemas']['AccountFlowArea'];
export type Period = Analytics['days'];
export type Flow = Analytics['flows'][number];

/** The periods offered (task: 7 / 30 / 90 days); 30 first, as statements usually are. */
export const PERIODS: readonly Period[] = [7, 30, 90];
export const DEFAULT_PERIOD: Period = 30;

export interface Point {
  x: number;
  y: number;
}

/** The balance points placed in a width × height box (oldest left, 0 at the bottom), with the scale's top
 *  (the highest balance, or the given axis top so the line meets the axis ticks). */
export function balanceChart(
  points: Analytics['balance'],
  width: number,
  height: number,
  axisTop?: number,
): { points: Point[]; top: number } {
  const top = axisTop ?? Math.max(1, ...points.map((p) => p.balance));
  const step = points.length > 1 ? width / (points.length - 1) : 0;
  return {
    top,
    points: points.map((p, i) => ({ x: Math.round(i * step * 10) / 10, y: Math.round((height - (p.balance / top) * height) * 10) / 10 })),
  };
}

/** Round axis values from 0 to at least `max` (steps of 1, 2 or 5 × 10ⁿ, about `count` of them, whole units). */
export function niceTicks(max: number, count = 4): number[] {
  const raw = Math.max(1, max) / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power);
  const ticks: number[] = [];
  for (let v = 0; ticks.length === 0 || ticks[ticks.length - 1]! < max; v += step) ticks.push(v);
  return ticks.length > 1 ? ticks : [0, step];
}

/** Indexes of up to `count` evenly spread points (always the first and the last), for date labels under a chart. */
export function spreadIndexes(length: number, count = 4): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, i) => i);
  return [...new Set(Array.from({ length: count }, (_, i) => Math.round((i * (length - 1)) / (count - 1))))];
}

/** A figure's change against the previous period, as a fraction (0.12 = +12 %); null when there was nothing before
 *  (no percent of zero) — the page then shows only the previous value. */
export function changeOf(now: number, before: number): number | null {
  if (before === 0) return now === 0 ? 0 : null;
  return (now - before) / Math.abs(before);
}

/** An SVG path through the points. */
export function linePath(points: readonly Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
}

/** The flows that moved anything, and the largest single amount (the bars' full length). */
export function flowBars(flows: readonly Flow[]): { flows: Flow[]; top: number } {
  const moved = flows.filter((f) => f.in > 0 || f.out > 0);
  return { flows: moved, top: Math.max(1, ...moved.map((f) => Math.max(f.in, f.out))) };
}

/** Share of games won, in whole percent (draws count as played, not won); null before any game. */
export function winRate(games: Analytics['games']): number | null {
  const played = games.wins + games.losses + games.draws;
  return played === 0 ? null : Math.round((games.wins / played) * 100);
}

export interface AnalyticsDeps {
  load(days: Period): Promise<Analytics>;
}

export const AnalyticsModel = createModel((deps: AnalyticsDeps) => {
  const period = signal<Period>(DEFAULT_PERIOD, { name: 'accountAnalyticsPeriod' });
  const data = signal<Analytics | null>(null, { name: 'accountAnalytics' });
  const error = signal<string | null>(null, { name: 'accountAnalyticsError' });
  const loading = signal(false, { name: 'accountAnalyticsLoading' });
  const totals = computed(() => {
    const flows = data.value?.flows ?? [];
    return { in: flows.reduce((s, f) => s + f.in, 0), out: flows.reduce((s, f) => s + f.out, 0) };
  });
  let latest = 0;

  async function load(days: Period = period.peek()): Promise<void> {
    period.value = days;
    const ticket = ++latest;
    loading.value = true;
    try {
      const next = await deps.load(days);
      // A slower answer for a period no longer chosen is dropped.
      if (ticket !== latest) return;
      data.value = next;
      error.value = null;
    } catch (e) {
      if (ticket === latest) error.value = errorMessage(e);
    } finally {
      if (ticket === latest) loading.value = false;
    }
  }

  return { period, data, error, loading, totals, load };
});
