// /cloud/storage/usage: this month's metered usage so far — stored bytes per bucket (a bar chart), egress,
// requests and cost in OSBT at the listed prices — and the monthly bills debited through the ledger.
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { useT } from '../../../i18n';
import { storageUsage } from '../api/storage-usage';
import { cloudLinks } from '../models/links';
import { UsageModel } from '../models/storage';
import { CloudPage, CloudStatus, LoadError, Loading, useDate, type CloudPageProps } from './cloud-page';
import { TableWrap, useFormats } from './storage-parts';

export function StorageUsagePage({ title }: CloudPageProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const date = useDate();
  const f = useFormats();
  const model = useModel(() => new UsageModel({ usage: storageUsage }));
  useEffect(() => {
    void model.load();
  }, [model]);
  const usage = model.data.value;
  const largest = Math.max(1, ...(usage?.buckets.map((b) => b.bytes) ?? []));

  return (
    <CloudPage title={title} lead={t('cloud.usage.lead')}>
      {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load()} /> : null}
      {usage === null ? (
        model.loadError.value ? null : (
          <Loading />
        )
      ) : (
        <>
          {usage.owed > 0 ? (
            <p className="form-error" role="alert">
              {t('cloud.usage.owed', { n: usage.owed })}
            </p>
          ) : null}
          <dl className="page-stats" aria-label={t('cloud.usage.month', { period: usage.period })}>
            <div className="page-stat">
              <dt>{t('cloud.usage.stored')}</dt>
              <dd>{f.bytes(usage.totals.bytes)}</dd>
            </div>
            <div className="page-stat">
              <dt>{t('cloud.usage.objects')}</dt>
              <dd>{f.count(usage.totals.objects)}</dd>
            </div>
            <div className="page-stat">
              <dt>{t('cloud.usage.egress')}</dt>
              <dd>{f.bytes(usage.totals.egressBytes)}</dd>
            </div>
            <div className="page-stat">
              <dt>{t('cloud.usage.requests')}</dt>
              <dd>{f.count(usage.totals.classA + usage.totals.classB)}</dd>
            </div>
            <div className="page-stat">
              <dt>{t('cloud.usage.cost', { period: usage.period })}</dt>
              <dd>{t('cloud.osbt', { n: f.micro(usage.totals.cost) })}</dd>
            </div>
          </dl>

          <section className="page-card" aria-labelledby={`${id}-chart`}>
            <h2 id={`${id}-chart`}>{t('cloud.usage.byBucket')}</h2>
            {usage.buckets.length === 0 ? (
              <p className="page-muted">{t('cloud.bucket.none')}</p>
            ) : (
              <ul className="page-list">
                {usage.buckets.map((b) => (
                  <li key={b.bucket} className="cloud-bar">
                    <span className="cloud-bar__label page-break">{b.bucket}</span>
                    <span className="cloud-bar__track" aria-hidden="true">
                      <span className="cloud-bar__fill" style={{ width: `${Math.max(b.bytes > 0 ? 2 : 0, (b.bytes / largest) * 100)}%` }} />
                    </span>
                    <span className="cloud-bar__value">{f.bytes(b.bytes)}</span>
                  </li>
                ))}
              </ul>
            )}
            <TableWrap label={t('cloud.usage.tableCaption', { period: usage.period })}>
              <table className="page-table cloud-table">
                <caption className="visually-hidden">{t('cloud.usage.tableCaption', { period: usage.period })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('cloud.usage.bucket')}</th>
                    <th scope="col">{t('cloud.usage.stored')}</th>
                    <th scope="col">{t('cloud.usage.egress')}</th>
                    <th scope="col">{t('cloud.usage.classA')}</th>
                    <th scope="col">{t('cloud.usage.classB')}</th>
                    <th scope="col">{t('cloud.usage.costCol')}</th>
                  </tr>
                </thead>
                <tbody>
                  {usage.buckets.map((b) => (
                    <tr key={b.bucket}>
                      <th scope="row">
                        {b.objects > 0 || b.bytes > 0 ? <Link to={cloudLinks.bucket(b.bucket)}>{b.bucket}</Link> : b.bucket}
                      </th>
                      <td>{f.bytes(b.bytes)}</td>
                      <td>{f.bytes(b.egressBytes)}</td>
                      <td>{f.count(b.classA)}</td>
                      <td>{f.count(b.classB)}</td>
                      <td>{f.micro(b.cost)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          </section>

          <div className="page-split">
            <section className="page-card" aria-labelledby={`${id}-price`}>
              <h2 id={`${id}-price`}>{t('cloud.usage.pricing')}</h2>
              <ul className="page-list">
                <li>{t('cloud.usage.priceStorage', { n: f.micro(usage.pricing.storageGbMonth) })}</li>
                <li>{t('cloud.usage.priceEgress', { n: f.micro(usage.pricing.egressGb) })}</li>
                <li>{t('cloud.usage.priceA', { n: f.micro(usage.pricing.classA * 1_000_000) })}</li>
                <li>{t('cloud.usage.priceB', { n: f.micro(usage.pricing.classB * 1_000_000) })}</li>
              </ul>
              <p className="page-muted">{t('cloud.usage.billing', { carried: f.micro(usage.carried) })}</p>
            </section>
            <section className="page-card" aria-labelledby={`${id}-bills`}>
              <h2 id={`${id}-bills`}>{t('cloud.usage.bills')}</h2>
              {usage.bills.length === 0 ? (
                <p className="page-muted">{t('cloud.usage.noBills')}</p>
              ) : (
                <TableWrap label={t('cloud.usage.bills')}>
                  <table className="page-table cloud-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('cloud.usage.period')}</th>
                        <th scope="col">{t('cloud.usage.amount')}</th>
                        <th scope="col">{t('cloud.usage.carried')}</th>
                        <th scope="col">{t('cloud.usage.status')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {usage.bills.map((b) => (
                        <tr key={b.period}>
                          <th scope="row">{b.period}</th>
                          <td>{t('cloud.osbt', { n: f.osbt(b.amount) })}</td>
                          <td>{f.micro(b.carriedOver)}</td>
                          <td>
                            <CloudStatus status={b.status} />
                            <span className="visually-hidden">{date(b.at)}</span>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableWrap>
              )}
            </section>
          </div>
        </>
      )}
    </CloudPage>
  );
}
