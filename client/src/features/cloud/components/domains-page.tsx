// /cloud/domain: my domains with status, expiry (warned 30, 7 and 1 days ahead; an expired one offers renewal) and
// auto-renew, each linking to its manage page.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Globe } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { listDomains } from '../api/list-domains';
import { DomainListModel } from '../models/domains';
import { cloudLinks } from '../models/links';
import { CloudPage, CloudStatus, ExpiryWarning, LoadError, Loading, useDate, type CloudPageProps } from './cloud-page';
import { useFormats } from './storage-parts';

export function DomainsPage({ title }: CloudPageProps) {
  useSignals();
  const t = useT();
  const f = useFormats();
  const date = useDate();
  const model = useModel(() => new DomainListModel({ list: listDomains }));
  useEffect(() => {
    void model.load();
  }, [model]);
  const domains = model.domains.value;

  return (
    <CloudPage
      title={title}
      lead={t('cloud.domain.lead')}
      actions={
        <>
          <Link to={cloudLinks.domainNew} className="ui-button ui-button--primary ui-button--md">
            {t('cloud.domain.register')}
          </Link>
          <Link to={cloudLinks.domainTransfer} className="ui-button ui-button--secondary ui-button--md">
            {t('cloud.domain.transfer')}
          </Link>
        </>
      }
    >
      {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load()} /> : null}
      {domains === null ? (
        model.loadError.value ? null : (
          <Loading />
        )
      ) : domains.length === 0 ? (
        <EmptyState icon={<Globe size={32} />} message={t('cloud.domain.none')} />
      ) : (
        <ul className="page-list" aria-label={title}>
          {domains.map((d) => (
            <li key={d.id} className="page-card cloud-domain">
              <div className="page-row page-row--spread">
                <Link
                  to={cloudLinks.domainManage(d.id)}
                  className="cloud-domain__name"
                  aria-label={t('cloud.domain.manage', { domain: d.domain })}
                >
                  {d.domain}
                </Link>
                <CloudStatus status={d.status} />
              </div>
              <p className="page-muted">
                {t(d.status === 'expired' ? 'cloud.domain.expired' : 'cloud.domain.expires', { date: date(d.expiresAt) })} ·{' '}
                {d.transfer === 'pending'
                  ? t('cloud.domain.transferring')
                  : t(d.autoRenew ? 'cloud.domain.autoRenewOn' : 'cloud.domain.autoRenewOff')}{' '}
                · {t('cloud.perYear', { price: f.osbt(d.renewPrice) })}
              </p>
              <ExpiryWarning days={d.expiryWarning} expiresAt={d.expiresAt} />
              {d.status === 'expired' || d.expiryWarning !== null ? (
                <Link to={cloudLinks.domainManage(d.id)} className="ui-button ui-button--secondary ui-button--sm cloud-domain__renew">
                  {t('cloud.domain.renewNow', { domain: d.domain })}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </CloudPage>
  );
}
