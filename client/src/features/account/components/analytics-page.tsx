// /account/analytics: my own numbers over 7, 30 or 90 days — the OSBT balance line, money in and out per area,
// my game record, my posts and followers, each beside the previous period with its change in percent (Stripe's
// comparison). Plain SVG charts with axis values, each also given as a table for screen readers.
import { useEffect, useId } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import { user } from '../../../state/session';
import { getAnalytics } from '../api/get-analytics';
import {
  AnalyticsModel,
  PERIODS,
  balanceChart,
  changeOf,
  flowBars,
  linePath,
  niceTicks,
  spreadIndexes,
  winRate,
  type Analytics,
} from '../models/analytics';
import { LoadState } from './load-state';
import { formatOsbt } from '../../../lib/currency';
import { AccountPage, useWhen } from './page-bits';

type Model = InstanceType<typeof AnalyticsModel>;

/** The balance chart's drawing box (the SVG scales to its container). */
const CHART = { width: 600, height: 160 };

/** A figure's change against the previous period: an arrow and a signed percent (so neither colour nor the arrow
 *  alone carries it), then the previous value in words. */
function Change({ now, before, format }: { now: number; before: number; format: (n: number) => string }) {
  const t = useT();
  const lang = language.value;
  const change = changeOf(now, before);
  const direction = change === null ? 'up' : change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const percent =
    change === null
      ? null
      : new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(change);
  return (
    <span className="account-change">
      {percent === null ? null : (
        <span className={`account-change__percent account-change__percent--${direction}`}>
          <span aria-hidden="true">{direction === 'up' ? '▲' : direction === 'down' ? '▼' : '='} </span>
          {percent}
        </span>
      )}{' '}
      <span className="account-change__before">{t('accountPages.previousValue', { value: format(before) })}</span>
    </span>
  );
}

function BalanceCard({ data }: { data: Analytics }) {
  const t = useT();
  const when = useWhen();
  const lang = language.value;
  const headingId = useId();
  const ticks = niceTicks(Math.max(1, ...data.balance.map((p) => p.balance)));
  const axisTop = ticks[ticks.length - 1] ?? 1;
  const { points, top } = balanceChart(data.balance, CHART.width, CHART.height, axisTop);
  const first = data.balance[0]?.balance ?? 0;
  const last = data.balance.at(-1)?.balance ?? 0;
  const change = last - first;
  const path = linePath(points);
  const area = points.length > 0 ? `${path} L${CHART.width} ${CHART.height} L0 ${CHART.height} Z` : '';
  const osbt = (n: number) => formatOsbt(n, lang);
  const dates = spreadIndexes(data.balance.length, 3);
  // Axis dates are day and month only (the full dates are in the table and the period picker says the year's span).
  const axisDate = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: user.value?.timeZone ?? 'UTC' });
  const at = (i: number) => (data.balance.length > 1 ? (i / (data.balance.length - 1)) * 100 : 0);
  return (
    <section className="page-card account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('accountPages.balanceTitle')}</h2>
      <dl className="account-figures">
        <div>
          <dt>{t('accountPages.balanceNow')}</dt>
          <dd>{osbt(last)}</dd>
          <dd>
            <Change now={last} before={data.previous.balance} format={osbt} />
          </dd>
        </div>
        <div>
          <dt>{t('accountPages.balanceChange')}</dt>
          <dd className={change < 0 ? 'account-down' : 'account-up'}>
            {change > 0 ? '+' : ''}
            {osbt(change)}
          </dd>
          <dd className="account-change__before">{t('accountPages.sincePeriodStart', { value: osbt(first) })}</dd>
        </div>
      </dl>
      <div className="account-plot">
        <div className="account-plot__y" aria-hidden="true">
          <span className="account-plot__widest">{formatOsbtAxis(axisTop, lang)}</span>
          {ticks.map((v) => (
            <span key={v} style={{ bottom: `${(v / top) * 100}%` }}>
              {formatOsbtAxis(v, lang)}
            </span>
          ))}
        </div>
        <div className="account-plot__body">
          <svg
            className="account-chart"
            viewBox={`0 0 ${CHART.width} ${CHART.height}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={t('accountPages.balanceSummary', {
              days: data.days,
              start: osbt(first),
              end: osbt(last),
              top: osbt(Math.max(...data.balance.map((p) => p.balance), 0)),
            })}
          >
            {ticks.map((v) => {
              const y = CHART.height - (v / top) * CHART.height;
              return <path key={v} className="account-chart__grid" d={`M0 ${y} L${CHART.width} ${y}`} vectorEffect="non-scaling-stroke" />;
            })}
            <path className="account-chart__area" d={area} />
            <path className="account-chart__line" d={path} vectorEffect="non-scaling-stroke" />
          </svg>
          <div className="account-plot__x" aria-hidden="true">
            {dates.map((i) => {
              const point = data.balance[i];
              if (!point) return null;
              const edge = i === 0 ? ' account-plot__x--start' : i === data.balance.length - 1 ? ' account-plot__x--end' : '';
              return (
                <span key={point.t} className={edge} style={{ left: `${at(i)}%` }}>
                  {axisDate.format(point.t)}
                </span>
              );
            })}
          </div>
        </div>
      </div>
      <p className="field__hint">{t('accountPages.balanceLead')}</p>
      {/* A table cannot be shrunk to 1px (its rows keep their height), so the wrapper is what hides it. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('accountPages.balanceTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('accountPages.date')}</th>
              <th scope="col">{t('accountPages.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {data.balance.map((p) => (
              <tr key={p.t}>
                <td>{when(p.t, 'date')}</td>
                <td>{osbt(p.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** An axis value: the number alone in the person's format, compact past ten thousand ("12 mil", "12K"). */
function formatOsbtAxis(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, value >= 10_000 ? { notation: 'compact', maximumFractionDigits: 1 } : {}).format(value);
}

function FlowsCard({ data, model }: { data: Analytics; model: Model }) {
  const t = useT();
  const lang = language.value;
  const headingId = useId();
  const { flows, top } = flowBars(data.flows);
  const totals = model.totals.value;
  const width = (amount: number): string => `${Math.max(amount > 0 ? 2 : 0, (amount / top) * 100)}%`;
  return (
    <section className="page-card account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('accountPages.flowsTitle')}</h2>
      <p className="field__hint">{t('accountPages.flowsLead')}</p>
      <dl className="account-figures">
        <div>
          <dt>{t('accountPages.totalIn')}</dt>
          <dd className="account-up">{formatOsbt(totals.in, lang)}</dd>
          <dd>
            <Change now={totals.in} before={data.previous.in} format={(n) => formatOsbt(n, lang)} />
          </dd>
        </div>
        <div>
          <dt>{t('accountPages.totalOut')}</dt>
          <dd className="account-down">{formatOsbt(totals.out, lang)}</dd>
          <dd>
            <Change now={totals.out} before={data.previous.out} format={(n) => formatOsbt(n, lang)} />
          </dd>
        </div>
      </dl>
      {flows.length === 0 ? (
        <p>{t('accountPages.flowsNone')}</p>
      ) : (
        <table className="account-flows">
          <caption className="visually-hidden">{t('accountPages.flowsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('accountPages.area')}</th>
              <th scope="col">
                <span className="account-key account-key--in" aria-hidden="true" />
                {t('accountPages.in')} / <span className="account-key account-key--out" aria-hidden="true" />
                {t('accountPages.out')}
              </th>
            </tr>
          </thead>
          <tbody>
            {flows.map((f) => (
              <tr key={f.area}>
                <th scope="row">{t(`accountPages.area.${f.area}`)}</th>
                <td>
                  <div className="account-bar">
                    <span className="account-bar__track">
                      <span className="account-bar__fill account-bar__fill--in" style={{ width: width(f.in) }} />
                    </span>
                    <span className="account-bar__value">
                      <span className="visually-hidden">{t('accountPages.in')}: </span>
                      {formatOsbt(f.in, lang)}
                    </span>
                  </div>
                  <div className="account-bar">
                    <span className="account-bar__track">
                      <span className="account-bar__fill account-bar__fill--out" style={{ width: width(f.out) }} />
                    </span>
                    <span className="account-bar__value">
                      <span className="visually-hidden">{t('accountPages.out')}: </span>
                      {formatOsbt(f.out, lang)}
                    </span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Figures({ title, items, note }: { title: string; items: [string, number, number][]; note?: string | null }) {
  const headingId = useId();
  const lang = language.value;
  const number = (n: number) => new Intl.NumberFormat(lang).format(n);
  return (
    <section className="page-card account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <dl className="account-figures">
        {items.map(([label, value, before]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{number(value)}</dd>
            <dd>
              <Change now={value} before={before} format={number} />
            </dd>
          </div>
        ))}
      </dl>
      {note ? <p className="field__hint">{note}</p> : null}
    </section>
  );
}

export function AnalyticsPage({ title }: { title: string }) {
  useSignals();
  const t = useT();
  const model = useModel(() => new AnalyticsModel({ load: getAnalytics }));
  useEffect(() => {
    void model.load();
  }, [model]);
  const data = model.data.value;
  const games = data?.games;
  const rate = games ? winRate(games) : null;
  return (
    <AccountPage title={title} wide>
      <fieldset className="page-fieldset page-choices account-segments" aria-busy={model.loading.value}>
        <legend>{t('accountPages.period')}</legend>
        {PERIODS.map((days) => (
          <label key={days} data-checked={model.period.value === days}>
            <input
              type="radio"
              name="analytics-period"
              value={days}
              checked={model.period.value === days}
              onChange={() => void model.load(days)}
            />
            {t('accountPages.periodDays', { days })}
          </label>
        ))}
      </fieldset>
      {data === null ? (
        <LoadState error={model.error.value} onRetry={() => void model.load()} />
      ) : (
        <div className="account-grid">
          <BalanceCard data={data} />
          <FlowsCard data={data} model={model} />
          <Figures
            title={t('accountPages.gamesTitle')}
            items={[
              [t('accountPages.wins'), data.games.wins, data.previous.games.wins],
              [t('accountPages.losses'), data.games.losses, data.previous.games.losses],
              [t('accountPages.draws'), data.games.draws, data.previous.games.draws],
            ]}
            note={rate === null ? t('accountPages.noGames') : t('accountPages.winRate', { rate })}
          />
          <Figures
            title={t('accountPages.socialTitle')}
            items={[
              [t('accountPages.posts'), data.posts.count, data.previous.posts.count],
              [t('accountPages.likes'), data.posts.likes, data.previous.posts.likes],
              [t('accountPages.comments'), data.posts.comments, data.previous.posts.comments],
              [t('accountPages.gained'), data.followers.gained, data.previous.gained],
            ]}
            note={t('accountPages.followersTotal', { count: data.followers.total })}
          />
        </div>
      )}
    </AccountPage>
  );
}
