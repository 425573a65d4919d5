// /pay/activity (a list) and /pay/transactions (a table): every movement with filters by type, asset, status and
// date range (days in the person's time zone), paged, and exported to CSV exactly as filtered. The view (filters and
// page) lives in the URL: a shared link or a reload shows the same, Back and Forward move between views. On a phone
// the filters fold away behind a button that counts the active ones.
import { useEffect, useId, useState } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { ChevronLeft, ChevronRight, Download, SlidersHorizontal } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { timeZone } from '../../../state/preferences';
import { toast } from '../../../state/toasts';
import { listActivity } from '../api/list-activity';
import {
  activeFilterCount,
  filtersFromSearch,
  filtersToSearch,
  STATUSES,
  TYPE_GROUP_KEYS,
  type ActivityFilters,
  type TypeGroup,
} from '../models/activity-filters';
import { ActivityModel, downloadCsv } from '../models/activity';
import { assets, loadAssets } from '../models/assets';
import type { AssetCode, MovementStatus } from '../models/types';
import { MovementList, MovementTable } from './movement-list';
import { Loading, LoadError, PayPage, type PayPageProps } from './pay-page';
import { useLive } from '../../../lib/live/use-live';

function ActivityScreen({ title, layout }: PayPageProps & { layout: 'list' | 'table' }) {
  useSignals();
  const t = useT();
  const id = useId();
  const model = useModel(
    () =>
      new ActivityModel({
        timeZone: () => timeZone.peek(),
        list: listActivity,
        save: downloadCsv,
        notify: (kind, message) => toast[kind](message),
      }),
  );
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const view = params.toString();
  useEffect(() => {
    void loadAssets().catch(() => null);
  }, []);
  // The URL is the view: every change of it (a filter, a page, Back, Forward, a shared link) shows what it names.
  useEffect(() => {
    const { filters: next, page } = filtersFromSearch(new URLSearchParams(view));
    void model.show(next, page);
  }, [model, view]);
  useLive('balance', () => model.load());

  const filters = model.filters.value;
  const result = model.result.value;
  const field = (name: string) => `${id}-${name}`;
  const active = activeFilterCount(filters);
  /** A new view: filters from the first page, as a new history entry. */
  const setFilters = (next: Partial<ActivityFilters>) => setParams(filtersToSearch({ ...filters, ...next }, 1));
  const goTo = (page: number) => setParams(filtersToSearch(filters, Math.min(Math.max(1, page), model.pages.value)));

  return (
    <PayPage
      title={title}
      lead={layout === 'list' ? t('pay.activity.lead', { zone: timeZone.value }) : t('pay.activity.transactionsLead')}
      actions={
        <Button
          variant="secondary"
          onClick={() => void model.exportCsv()}
          loading={model.exporting.value}
          disabled={!result || result.total === 0}
        >
          <Download size={16} aria-hidden="true" />
          {t('pay.activity.export')}
        </Button>
      }
    >
      <Button
        variant="secondary"
        size="sm"
        className="pay-filters-toggle"
        aria-expanded={open}
        aria-controls={field('filters')}
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal size={16} aria-hidden="true" />
        {t('pay.filter.toggle')}
        {active > 0 ? (
          <span className="pay-filters-toggle__count" aria-label={t('pay.filter.active', { count: active })}>
            {active}
          </span>
        ) : null}
      </Button>
      <form
        id={field('filters')}
        className="pay-filters"
        data-open={open || undefined}
        onSubmit={(e) => e.preventDefault()}
        aria-label={t('pay.filter.type')}
      >
        <div className="field">
          <label htmlFor={field('type')}>{t('pay.filter.type')}</label>
          <select id={field('type')} value={filters.group} onChange={(e) => setFilters({ group: e.target.value as TypeGroup })}>
            {TYPE_GROUP_KEYS.map((g) => (
              <option key={g} value={g}>
                {t(`pay.group.${g}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={field('asset')}>{t('pay.filter.asset')}</label>
          <select id={field('asset')} value={filters.asset} onChange={(e) => setFilters({ asset: e.target.value as AssetCode | '' })}>
            <option value="">{t('pay.filter.all')}</option>
            {assets.value.map((a) => (
              <option key={a.code} value={a.code}>
                {a.code}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={field('status')}>{t('pay.filter.status')}</label>
          <select
            id={field('status')}
            value={filters.status}
            onChange={(e) => setFilters({ status: e.target.value as MovementStatus | '' })}
          >
            <option value="">{t('pay.filter.all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`pay.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={field('from')}>{t('pay.filter.from')}</label>
          <input
            id={field('from')}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => setFilters({ from: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={field('to')}>{t('pay.filter.to')}</label>
          <input
            id={field('to')}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => setFilters({ to: e.target.value })}
          />
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="pay-filters__clear"
          onClick={() => setFilters({ group: 'all', asset: '', status: '', from: '', to: '' })}
        >
          {t('pay.filter.clear')}
        </Button>
      </form>

      {model.error.value ? <LoadError message={model.error.value} onRetry={() => void model.load()} /> : null}
      {!result ? (
        <Loading />
      ) : result.items.length === 0 ? (
        <EmptyState message={t('pay.activity.empty')} />
      ) : (
        <div className="page-card" aria-busy={model.loading.value || undefined}>
          <p className="page-muted">{t('pay.activity.count', { count: result.total })}</p>
          {layout === 'list' ? <MovementList items={result.items} /> : <MovementTable items={result.items} />}
          <nav className="pay-pager" aria-label={t('pay.activity.page', { page: model.page.value, pages: model.pages.value })}>
            <Button variant="secondary" size="sm" disabled={model.page.value <= 1} onClick={() => goTo(model.page.value - 1)}>
              <ChevronLeft size={16} aria-hidden="true" />
              <span className="pay-hide-mobile">{t('pay.activity.prev')}</span>
            </Button>
            <span>{t('pay.activity.page', { page: model.page.value, pages: model.pages.value })}</span>
            <Button
              variant="secondary"
              size="sm"
              disabled={model.page.value >= model.pages.value}
              onClick={() => goTo(model.page.value + 1)}
            >
              <span className="pay-hide-mobile">{t('pay.activity.next')}</span>
              <ChevronRight size={16} aria-hidden="true" />
            </Button>
          </nav>
        </div>
      )}
    </PayPage>
  );
}

export function ActivityPage({ title }: PayPageProps) {
  return <ActivityScreen title={title} layout="list" />;
}

export function TransactionsPage({ title }: PayPageProps) {
  return <ActivityScreen title={title} layout="table" />;
}
