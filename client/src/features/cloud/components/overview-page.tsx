// /cloud/overview: my cloud on one page — balance and this month's cloud spend by service (against my limit),
// domains and the next expiry, storage, this month's messages by status, recent activity, quick links.
import { useEffect, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { AlertTriangle, Globe, HardDrive, MessageSquare, Settings as SettingsIcon, Wallet } from 'lucide-react';
import { useT } from '../../../i18n';
import { language } from '../../../state/language';
import { getOverview } from '../api/get-overview';
import { activityText } from '../models/activity';
import { cloudLinks } from '../models/links';
import { OverviewModel } from '../models/settings';
import type { Activity } from '../models/types';
import { CloudPage, ExpiryWarning, LoadError, Loading, useDate, type CloudPageProps } from './cloud-page';
import { useLive } from '../../../lib/live/use-live';
import { useFormats } from './storage-parts';

const SERVICE_ICON: Record<Activity['service'], ReactNode> = {
  domains: <Globe size={16} aria-hidden="true" />,
  storage: <HardDrive size={16} aria-hidden="true" />,
  messaging: <MessageSquare size={16} aria-hidden="true" />,
  settings: <SettingsIcon size={16} aria-hidden="true" />,
};

function Tile({
  title,
  icon,
  link,
  linkText,
  children,
}: {
  title: string;
  icon: ReactNode;
  link: string;
  linkText: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="page-card cloud-tile" aria-labelledby={id}>
      <h2 id={id} className="page-row cloud-heading">
        {icon}
        {title}
      </h2>
      {children}
      <Link to={link} className="cloud-tile__link">
        {linkText}
      </Link>
    </section>
  );
}

export function OverviewPage({ title }: CloudPageProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const date = useDate();
  const f = useFormats();
  const model = useModel(() => new OverviewModel({ get: getOverview }));
  useEffect(() => {
    void model.load();
  }, [model]);
  // The balance and this month's spend move with every cloud charge, in this tab or another.
  useLive('balance', () => model.load());
  const o = model.data.value;

  if (o === null) {
    return (
      <CloudPage title={title} lead={t('cloud.overview.lead')}>
        {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load()} /> : <Loading />}
      </CloudPage>
    );
  }
  const { spend } = o;
  const used = spend.limit ? Math.min(100, Math.round((spend.total / spend.limit) * 100)) : null;
  const services = [
    { key: 'domains', amount: spend.domains },
    { key: 'messaging', amount: spend.messaging },
    { key: 'storage', amount: spend.storage },
  ] as const;
  const most = Math.max(1, ...services.map((s) => s.amount));

  const low = o.lowBalanceAlert !== null && o.balance < o.lowBalanceAlert;

  return (
    <CloudPage title={title} lead={t('cloud.overview.lead')}>
      {low ? (
        <p className="cloud-warning" role="status">
          <AlertTriangle size={16} aria-hidden="true" />
          <span>
            {t('cloud.settings.low', { balance: f.osbt(o.balance), alert: f.osbt(o.lowBalanceAlert ?? 0) })}{' '}
            <Link to={cloudLinks.topUp}>{t('cloud.overview.topUp')}</Link>
          </span>
        </p>
      ) : null}
      <section className="page-card" aria-labelledby={`${id}-spend`}>
        <div className="page-row page-row--spread">
          <h2 id={`${id}-spend`} className="page-row cloud-heading">
            <Wallet size={18} aria-hidden="true" />
            {t('cloud.overview.spend', { period: o.period })}
          </h2>
          <span className="page-muted">{t('cloud.overview.balance', { n: f.osbt(o.balance) })}</span>
        </div>
        <p className="cloud-big">{t('cloud.osbt', { n: f.osbt(spend.total) })}</p>
        {spend.limit !== null && used !== null ? (
          <div className="cloud-meter-wrap">
            <div
              className="cloud-meter"
              role="meter"
              aria-valuemin={0}
              aria-valuemax={spend.limit}
              aria-valuenow={Math.min(spend.total, spend.limit)}
              aria-label={t('cloud.overview.ofLimit', { total: spend.total, limit: spend.limit })}
            >
              <span className={`cloud-meter__fill${used >= 90 ? ' is-high' : ''}`} style={{ width: `${used}%` }} />
            </div>
            <p className="page-muted">{t('cloud.overview.ofLimit', { total: spend.total, limit: spend.limit })}</p>
          </div>
        ) : (
          <p className="page-muted">
            {t('cloud.overview.noLimit')} <Link to={cloudLinks.settings}>{t('cloud.overview.setLimit')}</Link>
          </p>
        )}
        <ul className="page-list" aria-label={t('cloud.overview.byService')}>
          {services.map((s) => (
            <li key={s.key} className="cloud-bar">
              <span className="cloud-bar__label">{t(`cloud.service.${s.key}`)}</span>
              <span className="cloud-bar__track" aria-hidden="true">
                <span className="cloud-bar__fill" style={{ width: `${(s.amount / most) * 100}%` }} />
              </span>
              <span className="cloud-bar__value">{t('cloud.osbt', { n: f.osbt(s.amount) })}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="cloud-tiles">
        <Tile
          title={t('cloud.service.domains')}
          icon={<Globe size={18} aria-hidden="true" />}
          link={cloudLinks.domains}
          linkText={t('cloud.overview.manageDomains')}
        >
          <p className="cloud-big">{f.count(o.domains.total)}</p>
          <p className="page-muted">{t('cloud.overview.domains', { count: o.domains.active })}</p>
          {o.domains.next ? (
            <p className="page-muted">
              {t('cloud.overview.nextExpiry')} <Link to={cloudLinks.domainManage(o.domains.next.id)}>{o.domains.next.domain}</Link> ·{' '}
              {date(o.domains.next.expiresAt)}
            </p>
          ) : null}
          {o.domains.next ? (
            <ExpiryWarning days={o.domains.next.expiryWarning} expiresAt={o.domains.next.expiresAt} domain={o.domains.next.domain} />
          ) : null}
        </Tile>
        <Tile
          title={t('cloud.service.storage')}
          icon={<HardDrive size={18} aria-hidden="true" />}
          link={cloudLinks.storage}
          linkText={t('cloud.overview.openStorage')}
        >
          <p className="cloud-big">{f.bytes(o.storage.bytes)}</p>
          <p className="page-muted">
            {t('cloud.overview.storage', {
              buckets: t('cloud.overview.buckets', { count: o.storage.buckets }),
              objects: t('cloud.activity.objects', { count: o.storage.objects }),
            })}
          </p>
        </Tile>
        <Tile
          title={t('cloud.service.messaging')}
          icon={<MessageSquare size={18} aria-hidden="true" />}
          link={cloudLinks.sms}
          linkText={t('cloud.overview.sendMessage')}
        >
          <p className="cloud-big">{f.count(o.messaging.sent)}</p>
          <p className="page-muted">
            {t('cloud.overview.messages', {
              count: o.messaging.sent,
              delivered: t('cloud.overview.delivered', { count: o.messaging.delivered }),
              failed: f.count(o.messaging.failed),
              pending: f.count(o.messaging.pending),
            })}
          </p>
        </Tile>
      </div>

      <div className="page-split page-split--wide-end">
        <nav className="page-card" aria-labelledby={`${id}-links`}>
          <h2 id={`${id}-links`}>{t('cloud.overview.quick')}</h2>
          <ul className="page-list">
            <li>
              <Link to={cloudLinks.domainNew}>{t('cloud.domain.register')}</Link>
            </li>
            <li>
              <Link to={cloudLinks.storageNew}>{t('cloud.bucket.create')}</Link>
            </li>
            <li>
              <Link to={cloudLinks.storageUsage}>{t('cloud.usage.link')}</Link>
            </li>
            <li>
              <Link to={cloudLinks.email}>{t('cloud.overview.sendEmail')}</Link>
            </li>
            <li>
              <Link to={cloudLinks.settings}>{t('cloud.overview.settings')}</Link>
            </li>
          </ul>
        </nav>
        <section className="page-card" aria-labelledby={`${id}-activity`}>
          <h2 id={`${id}-activity`}>{t('cloud.overview.activity')}</h2>
          {o.activity.length === 0 ? (
            <p className="page-muted">{t('cloud.overview.noActivity')}</p>
          ) : (
            <ul className="page-list" aria-label={t('cloud.overview.activity')}>
              {o.activity.map((a, i) => (
                <li key={`${a.at}-${i}`} className="cloud-activity">
                  <span className="cloud-activity__icon" title={t(`cloud.service.${a.service}`)}>
                    {SERVICE_ICON[a.service]}
                  </span>
                  <span className="page-break">{activityText(a, language.value)}</span>
                  <span className="page-muted">
                    {a.amount !== null ? `−${t('cloud.osbt', { n: f.osbt(a.amount) })} · ` : ''}
                    {date(a.at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </CloudPage>
  );
}
