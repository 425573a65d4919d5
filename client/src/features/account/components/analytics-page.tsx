// /account/analytics: my own numbers over 7, 30 or 90 days — the OSBT balance line, money in and out per area,
// my game record, my posts and followers. Plain SVG charts, each with a table for screen readers.
import { useEffect, useId } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import { getAnalytics } from '../api/get-analytics';
import { AnalyticsModel, PERIODS, balanceChart, flowBars, linePath, winRate, type Analytics } from '../models/analytics';
import { LoadState } from './load-state';
import { formatOsbt } from '../../../lib/currency';
import { AccountPage, useWhen } from './page-bits';

type Model = InstanceType<typeof AnalyticsModel>;

/** The balance chart's drawing box (the SVG scales to its container). */
const CHART = { width: 600, height: 160 };

function BalanceCard({ data }: { data: Analytics }) {
  const t = useT();
  const when = useWhen();
  const lang = language.value;
  const headingId = useId();
  const { points, top } = balanceChart(data.balance, CHART.width, CHART.height);
  const first = data.balance[0]?.balance ?? 0;
  const last = data.balance.at(-1)?.balance ?? 0;
  const change = last - first;
  const path = linePath(points);
  const area = points.length > 0 ? `${path} L${CHART.width} ${CHART.height} L0 ${CHART.height} Z` : '';
  return (
    <section className="page-card account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('accountPages.balanceTitle')}</h2>
      <dl className="account-figures">
        <div>
          <dt>{t('accountPages.balanceNow')}</dt>
          <dd>{formatOsbt(last, lang)}</dd>
        </div>
        <div>
          <dt>{t('accountPages.balanceChange')}</dt>
          <dd className={change < 0 ? 'account-down' : 'account-up'}>
            {change > 0 ? '+' : ''}
            {formatOsbt(change, lang)}
          </dd>
        </div>
      </dl>
      <svg
        className="account-chart"
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('accountPages.balanceSummary', {
          days: data.days,
          start: formatOsbt(first, lang),
          end: formatOsbt(last, lang),
          top: formatOsbt(top, lang),
        })}
      >
        <path className="account-chart__area" d={area} />
        <path className="account-chart__line" d={path} vectorEffect="non-scaling-stroke" />
      </svg>
      <div className="account-chart__axis" aria-hidden="true">
        <span>{when(data.from, 'date')}</span>
        <span>{when(data.to, 'date')}</span>
      </div>
      <p className="field__hint">{t('accountPages.balanceLead')}</p>
      <table className="visually-hidden">
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
              <td>{formatOsbt(p.balance, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
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
        </div>
        <div>
          <dt>{t('accountPages.totalOut')}</dt>
          <dd className="account-down">{formatOsbt(totals.out, lang)}</dd>
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

function Figures({ title, items, note }: { title: string; items: [string, number][]; note?: string | null }) {
  const headingId = useId();
  const lang = language.value;
  return (
    <section className="page-card account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <dl className="account-figures">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{new Intl.NumberFormat(lang).format(value)}</dd>
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
              [t('accountPages.wins'), data.games.wins],
              [t('accountPages.losses'), data.games.losses],
              [t('accountPages.draws'), data.games.draws],
            ]}
            note={rate === null ? t('accountPages.noGames') : t('accountPages.winRate', { rate })}
          />
          <Figures
            title={t('accountPages.socialTitle')}
            items={[
              [t('accountPages.posts'), data.posts.count],
              [t('accountPages.likes'), data.posts.likes],
              [t('accountPages.comments'), data.posts.comments],
              [t('accountPages.followers'), data.followers.total],
              [t('accountPages.gained'), data.followers.gained],
            ]}
          />
        </div>
      )}
    </AccountPage>
  );
}
