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

/** The balance points placed in a width × height box (oldest left, 0 at the bottom), with the scale's top. */
export function balanceChart(points: Analytics['balance'], width: number, height: number): { points: Point[]; top: number } {
  const top = Math.max(1, ...points.map((p) => p.balance));
  const step = points.length > 1 ? width / (points.length - 1) : 0;
  return {
    top,
    points: points.map((p, i) => ({ x: Math.round(i * step * 10) / 10, y: Math.round((height - (p.balance / top) * height) * 10) / 10 })),
  };
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
