// The staff overview's state (/admin/overview): the period shown, its figures, and what the daily chart draws.
import { computed, createModel, signal } from '@preact/signals-react';
import type { components } from '../../../../../contracts/api/schema';
import { errorMessage } from '../../../lib/api/errors';

export type Overview = components['schemas']['AdminOverview'];
export type OverviewPeriod = components['schemas']['AdminOverviewQuery']['days'];
export type OverviewDay = components['schemas']['AdminOverviewDay'];
export type QueueName = components['schemas']['AdminQueue']['queue'];
/** The daily series a staff member can chart. */
export type Series = Exclude<keyof OverviewDay, 'day'>;

export const OVERVIEW_PERIODS: readonly OverviewPeriod[] = [7, 30, 90];
export const SERIES: readonly Series[] = ['joined', 'posts', 'moved'];

/** Each queue's own staff page (/admin/{queue}). */
export const queueHref = (queue: QueueName): string => `/admin/${queue}`;

export interface Bar {
  day: string;
  value: number;
  /** 0–1 of the tallest bar; 0 everywhere when every day is 0. */
  height: number;
}

/** The bars of one series, scaled to its busiest day. */
export function barsOf(daily: readonly OverviewDay[], series: Series): Bar[] {
  const top = Math.max(0, ...daily.map((d) => d[series]));
  return daily.map((d) => ({ day: d.day, value: d[series], height: top === 0 ? 0 : d[series] / top }));
}

export interface OverviewDeps {
  load(days: OverviewPeriod): Promise<Overview>;
}

export const OverviewModel = createModel((deps: OverviewDeps) => {
  const period = signal<OverviewPeriod>(7, { name: 'adminOverviewPeriod' });
  const series = signal<Series>('joined', { name: 'adminOverviewSeries' });
  const data = signal<Overview | null>(null, { name: 'adminOverviewData' });
  const error = signal<string | null>(null, { name: 'adminOverviewError' });
  const loading = signal(false, { name: 'adminOverviewLoading' });
  const bars = computed(() => (data.value ? barsOf(data.value.daily, series.value) : []));
  let generation = 0;

  async function load(): Promise<void> {
    // Only the newest request may write: the period can change while one is in flight.
    const mine = ++generation;
    loading.value = true;
    try {
      const answer = await deps.load(period.peek());
      if (mine !== generation) return;
      data.value = answer;
      error.value = null;
    } catch (e) {
      if (mine === generation) error.value = errorMessage(e);
    } finally {
      if (mine === generation) loading.value = false;
    }
  }

  function setPeriod(next: OverviewPeriod): Promise<void> {
    period.value = next;
    return load();
  }

  return { period, series, data, error, loading, bars, load, setPeriod };
});
