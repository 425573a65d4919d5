// The activity screens' state (/pay/activity, /pay/transactions): filters, the page shown, and the CSV export of
// every movement the filters match (all pages, fetched in the API's largest pages).
import { computed, createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { t } from '../../../i18n';
import { listActivity } from '../api/list-activity';
import { CSV_COLUMNS, NO_FILTERS, toCsv, toQuery, type ActivityFilters } from './activity-filters';
import { precisionOf } from './assets';
import { movementDetails } from './describe';
import type { ActivityPage, Movement } from './types';

/** Ours: movements per screen page (the inbox's batch size, spec section 9). */
export const ACTIVITY_PAGE_SIZE = 20;
/** The API's largest page (openapi PayActivityQuery.pageSize), used by the export. */
export const EXPORT_PAGE_SIZE = 100;

export interface ActivityDeps {
  timeZone(): string;
  list(query: Parameters<typeof listActivity>[0]): Promise<ActivityPage>;
  /** Saves the file (a download in the browser). */
  save(name: string, csv: string): void;
  notify(kind: 'success' | 'error', message: string): void;
}

export const ActivityModel = createModel((deps: ActivityDeps) => {
  const filters = signal<ActivityFilters>(NO_FILTERS, { name: 'payActivityFilters' });
  const page = signal(1, { name: 'payActivityPage' });
  const result = signal<ActivityPage | null>(null, { name: 'payActivityResult' });
  const error = signal<string | null>(null, { name: 'payActivityError' });
  const loading = signal(false, { name: 'payActivityLoading' });
  const exporting = signal(false, { name: 'payActivityExporting' });
  const pages = computed(() => Math.max(1, Math.ceil((result.value?.total ?? 0) / ACTIVITY_PAGE_SIZE)));
  let generation = 0;

  async function load(): Promise<void> {
    const query = toQuery(filters.peek(), deps.timeZone(), page.peek(), ACTIVITY_PAGE_SIZE);
    if (query === 'range') {
      error.value = t('pay.activity.range');
      result.value = { items: [], page: 1, pageSize: ACTIVITY_PAGE_SIZE, total: 0 };
      return;
    }
    // Only the newest request may write: filters can change while one is in flight.
    const mine = ++generation;
    loading.value = true;
    try {
      const answer = await deps.list(query);
      if (mine !== generation) return;
      result.value = answer;
      error.value = null;
    } catch (e) {
      if (mine === generation) error.value = errorMessage(e);
    } finally {
      if (mine === generation) loading.value = false;
    }
  }

  function setFilters(next: Partial<ActivityFilters>): Promise<void> {
    filters.value = { ...filters.peek(), ...next };
    page.value = 1;
    return load();
  }

  /** Shows a view as the URL names it (the page is not clamped: how many pages there are is known after the load). */
  function show(next: ActivityFilters, nextPage: number): Promise<void> {
    filters.value = next;
    page.value = nextPage;
    return load();
  }

  function goTo(next: number): Promise<void> {
    page.value = Math.min(Math.max(1, next), pages.peek());
    return load();
  }

  /** Every movement the filters match, as CSV; answers how many rows were written. */
  async function exportCsv(): Promise<number> {
    const items: Movement[] = [];
    exporting.value = true;
    try {
      for (let n = 1; ; n++) {
        const query = toQuery(filters.peek(), deps.timeZone(), n, EXPORT_PAGE_SIZE);
        if (query === 'range') throw new Error(t('pay.activity.range'));
        const answer = await deps.list(query);
        items.push(...answer.items);
        if (answer.items.length < EXPORT_PAGE_SIZE || items.length >= answer.total) break;
      }
      const csv = toCsv(items, precisionOf, deps.timeZone(), {
        header: CSV_COLUMNS.map((c) => t(`pay.csv.${c}`)),
        type: (type) => t(`pay.type.${type}`),
        details: movementDetails,
        status: (status) => t(`pay.status.${status}`),
      });
      deps.save(`pay-activity-${new Date().toISOString().slice(0, 10)}.csv`, csv);
      deps.notify('success', t('pay.activity.exported', { count: items.length }));
      return items.length;
    } catch (e) {
      deps.notify('error', e instanceof Error && !('status' in e) ? e.message : errorMessage(e));
      return 0;
    } finally {
      exporting.value = false;
    }
  }

  return { filters, page, pages, result, error, loading, exporting, load, show, setFilters, goTo, exportCsv };
});

/** Offers a CSV as a download. */
export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
