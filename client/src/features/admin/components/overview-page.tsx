// /admin/overview (staff): the platform at a glance — people, the staff queues with links to work them, OSBT on
// the platform, a day-by-day chart (with the same figures as a table for screen readers) and the newest accounts.
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { CountryFlag } from '../../../components/ui/country-flag';
import { Spinner } from '../../../components/ui/spinner';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { registerMessages } from '../../../i18n/catalogue';
import { adminOverview } from '../../../i18n/messages/admin-overview';
import { useT } from '../../../i18n';
import { formatRelative } from '../../../lib/time';
import { formatOsbt } from '../../../lib/currency';
import { language } from '../../../state/language';
import { getOverview } from '../api/get-overview';
import { OVERVIEW_PERIODS, OverviewModel, SERIES, queueHref, type Bar, type Overview, type Series } from '../models/overview';
import '../../../components/ui/page-frame.css';
import './admin-overview.css';

registerMessages('adminOverview', adminOverview);

type Model = InstanceType<typeof OverviewModel>;

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="overview-figure">
      <dt>{label}</dt>
      <dd>
        <strong>{value}</strong>
        {note ? <span className="overview-figure__note">{note}</span> : null}
      </dd>
    </div>
  );
}

function DailyChart({ model, data }: { model: Model; data: Overview }) {
  useSignals();
  const t = useT();
  const ids = { heading: useId(), series: useId() };
  const number = new Intl.NumberFormat(language.value);
  const dayFormat = new Intl.DateTimeFormat(language.value, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const dayLabel = (day: string) => dayFormat.format(Date.parse(`${day}T00:00:00Z`));
  const series = model.series.value;
  const bars: Bar[] = model.bars.value;
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  const busiest = bars.reduce<Bar | null>((top, bar) => (top === null || bar.value > top.value ? bar : top), null);
  const name = t(`adminOverview.series.${series}`);
  const summary =
    total === 0 || !busiest
      ? t('adminOverview.chartEmpty', { series: name })
      : t('adminOverview.chartSummary', {
          series: name,
          total: number.format(total),
          day: dayLabel(busiest.day),
          max: number.format(busiest.value),
        });
  const width = 100 / Math.max(1, bars.length);
  return (
    <section className="page-card overview-card overview-card--wide" aria-labelledby={ids.heading}>
      <header className="page-row page-row--spread">
        <h2 id={ids.heading}>{t('adminOverview.daily')}</h2>
        <label className="overview-select">
          <span>{t('adminOverview.series')}</span>
          <select id={ids.series} className="page-control" value={series} onChange={(e) => (model.series.value = e.target.value as Series)}>
            {SERIES.map((s) => (
              <option key={s} value={s}>
                {t(`adminOverview.series.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </header>
      <p className="overview-chart__summary">{summary}</p>
      <svg className="overview-chart" viewBox="0 0 100 40" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {bars.map((bar, i) => (
          <rect
            key={bar.day}
            x={i * width + width * 0.15}
            width={width * 0.7}
            y={40 - Math.max(bar.height * 38, bar.value > 0 ? 0.8 : 0.2)}
            height={Math.max(bar.height * 38, bar.value > 0 ? 0.8 : 0.2)}
            rx={0.4}
          >
            <title>{`${dayLabel(bar.day)}: ${number.format(bar.value)}`}</title>
          </rect>
        ))}
      </svg>
      <div className="overview-chart__axis" aria-hidden="true">
        <span>{bars[0] ? dayLabel(bars[0].day) : ''}</span>
        <span>{bars.at(-1) ? dayLabel((bars.at(-1) as Bar).day) : ''}</span>
      </div>
      <div className="visually-hidden">
        <table>
          <caption>{t('adminOverview.daily')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('adminOverview.day')}</th>
              {SERIES.map((s) => (
                <th key={s} scope="col">
                  {t(`adminOverview.series.${s}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.daily.map((d) => (
              <tr key={d.day}>
                <th scope="row">{dayLabel(d.day)}</th>
                <td>{number.format(d.joined)}</td>
                <td>{number.format(d.posts)}</td>
                <td>{number.format(d.moved)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function OverviewBody({ model, data }: { model: Model; data: Overview }) {
  const t = useT();
  const ids = { people: useId(), queues: useId(), osbt: useId(), recent: useId() };
  const number = new Intl.NumberFormat(language.value);
  const osbt = (n: number) => formatOsbt(n, language.value);
  const ago = (at: number) => formatRelative(at, data.to, language.value);
  return (
    <div className="overview-grid">
      <section className="page-card overview-card" aria-labelledby={ids.people}>
        <h2 id={ids.people}>{t('adminOverview.people')}</h2>
        <dl className="overview-figures">
          <Figure label={t('adminOverview.people.total')} value={number.format(data.people.total)} />
          <Figure label={t('adminOverview.people.verified')} value={number.format(data.people.verified)} />
          <Figure label={t('adminOverview.people.onboarding')} value={number.format(data.people.onboarding)} />
          <Figure label={t('adminOverview.people.joined')} value={number.format(data.people.joined)} />
          <Figure label={t('adminOverview.people.online')} value={number.format(data.people.online)} />
        </dl>
      </section>
      <section className="page-card overview-card" aria-labelledby={ids.queues}>
        <h2 id={ids.queues}>{t('adminOverview.queues')}</h2>
        <ul className="overview-queues">
          {data.queues.map((q) => {
            const name = t(`adminOverview.queue.${q.queue}`);
            return (
              <li key={q.queue} className={q.waiting > 0 ? 'overview-queue overview-queue--busy' : 'overview-queue'}>
                <Link to={queueHref(q.queue)}>
                  <span className="overview-queue__name">{name}</span>
                  <span className="overview-queue__count">
                    {q.waiting > 0 ? t('adminOverview.waiting', { count: number.format(q.waiting) }) : t('adminOverview.nothingWaiting')}
                  </span>
                  {q.oldestAt !== null ? (
                    <span className="overview-figure__note">{t('adminOverview.oldest', { when: ago(q.oldestAt) })}</span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="page-card overview-card" aria-labelledby={ids.osbt}>
        <h2 id={ids.osbt}>{t('adminOverview.osbt')}</h2>
        <dl className="overview-figures">
          <Figure label={t('adminOverview.osbt.held')} value={osbt(data.osbt.held)} />
          <Figure label={t('adminOverview.osbt.escrow')} value={osbt(data.osbt.escrow)} />
          <Figure label={t('adminOverview.osbt.fees')} value={osbt(data.osbt.fees)} />
          <Figure
            label={t('adminOverview.osbt.moved')}
            value={osbt(data.osbt.moved)}
            note={t('adminOverview.transfers', { count: number.format(data.osbt.transfers) })}
          />
        </dl>
      </section>
      <DailyChart model={model} data={data} />
      <section className="page-card overview-card overview-card--wide" aria-labelledby={ids.recent}>
        <h2 id={ids.recent}>{t('adminOverview.recent')}</h2>
        <ul className="overview-people">
          {data.recent.map((p) => (
            <li key={p.uid}>
              <Avatar uid={p.uid} userName={p.userName ?? ''} size={32} />
              <span className="overview-people__name">
                {p.userName ? `@${p.userName}` : t('adminOverview.onboardingName')}
                {p.isVerified ? <VerifiedBadge size={14} /> : null}
                <CountryFlag code={p.country} />
              </span>
              <span className="overview-figure__note">{t('adminOverview.joinedOn', { when: ago(p.createdAt) })}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function AdminOverviewPage() {
  useSignals();
  const t = useT();
  const model = useModel(() => new OverviewModel({ load: getOverview }));
  const periodId = useId();
  useEffect(() => {
    void model.load();
  }, [model]);
  const data = model.data.value;
  return (
    <div className="stack-form">
      <div className="overview-toolbar">
        <label htmlFor={periodId}>{t('adminOverview.period')}</label>
        <select
          id={periodId}
          className="page-control"
          value={model.period.value}
          onChange={(e) => void model.setPeriod(Number(e.target.value) as (typeof OVERVIEW_PERIODS)[number])}
        >
          {OVERVIEW_PERIODS.map((days) => (
            <option key={days} value={days}>
              {t(`adminOverview.period.${days}`)}
            </option>
          ))}
        </select>
        <Button variant="secondary" size="sm" loading={model.loading.value} onClick={() => void model.load()}>
          {t('adminOverview.refresh')}
        </Button>
      </div>
      {model.error.value && !model.loading.value ? (
        <div className="page-card overview-card" role="alert">
          <p>{t('adminOverview.loadFailed', { message: model.error.value })}</p>
          <Button variant="secondary" onClick={() => void model.load()}>
            {t('adminOverview.retry')}
          </Button>
        </div>
      ) : null}
      {data ? <OverviewBody model={model} data={data} /> : model.error.value ? null : <Spinner size={28} />}
    </div>
  );
}
