// /cloud/domain/manage/{id}: one domain — status and expiry, auto-renew, renewal (never past 10 years ahead),
// and its DNS records (A, AAAA, CNAME, MX, TXT) with each value checked as its type requires.
import { useEffect, useId, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PageNotFound } from '../../../components/ui/page-states';
import { withUndo } from '../../../components/ui/undo';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';
import { addDnsRecord } from '../api/add-dns-record';
import { deleteDnsRecord } from '../api/delete-dns-record';
import { getDomain } from '../api/get-domain';
import { renewDomain } from '../api/renew-domain';
import { setAutoRenew } from '../api/set-auto-renew';
import { TTL_CHOICES, TXT_MAX } from '../../../../../contracts/rules/dns';
import { DomainManageModel } from '../models/domains';
import { cloudLinks } from '../models/links';
import type { DnsType } from '../models/types';
import { CloudPage, CloudStatus, FieldError, fieldText, FormError, LoadError, Loading, useDate, type CloudPageProps } from './cloud-page';
import { useFormats } from './storage-parts';

type Manage = InstanceType<typeof DomainManageModel>;
const TYPES: readonly DnsType[] = ['A', 'AAAA', 'CNAME', 'MX', 'TXT'];
const WORDS = {
  recordAdded: 'manage.recordAdded',
  recordDeleted: 'manage.recordDeleted',
  autoRenewOn: 'manage.autoOn',
  autoRenewOff: 'manage.autoOff',
  renewed: 'manage.renewed',
} as const;

/** A TTL in words: seconds as minutes or hours. */
const ttlLabel = (seconds: number): string =>
  seconds % 3600 === 0 ? `${seconds / 3600} h` : seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;

function RecordForm({ model }: { model: Manage }) {
  useSignals();
  const t = useT();
  const id = useId();
  const errors = model.errors.value;
  const type = model.type.value;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.addRecord();
  };
  return (
    <form className="cloud-record-form" aria-labelledby={`${id}-h`} onSubmit={submit} noValidate>
      <h3 id={`${id}-h`}>{t('cloud.manage.addRecord')}</h3>
      <div className="cloud-record-form__fields">
        <div className="field">
          <label htmlFor={`${id}-type`}>{t('cloud.manage.type')}</label>
          <select id={`${id}-type`} value={type} onChange={(e) => (model.type.value = e.target.value as DnsType)}>
            {TYPES.map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('cloud.manage.name')}</label>
          <input
            id={`${id}-name`}
            autoCapitalize="none"
            spellCheck={false}
            value={model.name.value}
            onChange={(e) => (model.name.value = e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={`${id}-nh ${id}-ne`}
          />
          <p className="field__hint" id={`${id}-nh`}>
            {t('cloud.manage.nameHint')}
          </p>
          <FieldError id={`${id}-ne`}>{fieldText(t, errors.name)}</FieldError>
        </div>
        <div className="field cloud-record-form__value">
          <label htmlFor={`${id}-value`}>{t('cloud.manage.value')}</label>
          <input
            id={`${id}-value`}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={TXT_MAX}
            value={model.value.value}
            onChange={(e) => (model.value.value = e.target.value)}
            aria-invalid={errors.value ? true : undefined}
            aria-describedby={`${id}-vh ${id}-ve`}
          />
          <p className="field__hint" id={`${id}-vh`}>
            {t(`cloud.dns.hint.${type}`)}
          </p>
          <FieldError id={`${id}-ve`}>{fieldText(t, errors.value)}</FieldError>
        </div>
        {type === 'MX' ? (
          <div className="field">
            <label htmlFor={`${id}-prio`}>{t('cloud.manage.priority')}</label>
            <input
              id={`${id}-prio`}
              inputMode="numeric"
              value={model.priority.value}
              onChange={(e) => (model.priority.value = e.target.value)}
              aria-invalid={errors.priority ? true : undefined}
              aria-describedby={`${id}-pe`}
            />
            <FieldError id={`${id}-pe`}>{fieldText(t, errors.priority)}</FieldError>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-ttl`}>{t('cloud.manage.ttl')}</label>
          <select id={`${id}-ttl`} value={model.ttl.value} onChange={(e) => (model.ttl.value = Number(e.target.value))}>
            {TTL_CHOICES.map((s) => (
              <option key={s} value={s}>
                {ttlLabel(s)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FormError problem={errors.form} />
      <Button type="submit" loading={model.busy.value === 'add'}>
        {t('cloud.manage.add')}
      </Button>
    </form>
  );
}

function Records({ model }: { model: Manage }) {
  useSignals();
  const t = useT();
  const records = model.records.value;
  if (!model.domain.value) return null;
  if (records.length === 0) return <p className="page-muted">{t('cloud.manage.noRecords')}</p>;
  return (
    <div className="page-table-wrap">
      <table className="page-table cloud-table">
        <thead>
          <tr>
            <th scope="col">{t('cloud.manage.type')}</th>
            <th scope="col">{t('cloud.manage.name')}</th>
            <th scope="col">{t('cloud.manage.value')}</th>
            <th scope="col">{t('cloud.manage.ttl')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('cloud.manage.deleteShort')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <tr key={r.id}>
              <td>{r.type}</td>
              <td>{r.name}</td>
              <td className="page-break">
                {r.priority !== null ? <span className="page-muted">{r.priority} </span> : null}
                {r.value}
              </td>
              <td>{ttlLabel(r.ttl)}</td>
              <td>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('cloud.manage.delete', { type: r.type, name: r.name })}
                  onClick={() => model.deleteRecord(r.id)}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Renewal({ model }: { model: Manage }) {
  useSignals();
  const t = useT();
  const f = useFormats();
  const id = useId();
  const domain = model.domain.value;
  if (!domain) return null;
  const max = model.renewMax.value;
  const pending = domain.status === 'pending';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.renew();
  };
  return (
    <section className="page-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('cloud.manage.renew')}</h2>
      <label className="cloud-check">
        <input
          type="checkbox"
          role="switch"
          checked={domain.autoRenew}
          disabled={model.busy.value === 'auto'}
          onChange={() => void model.toggleAutoRenew()}
        />
        {t('cloud.manage.autoRenew')}
      </label>
      <p className="page-muted">{t('cloud.manage.autoRenewHint', { price: f.osbt(domain.renewPrice) })}</p>
      {pending ? null : max === 0 ? (
        <p className="page-muted">{t('cloud.manage.renewMax')}</p>
      ) : (
        <form className="page-row" onSubmit={submit}>
          <div className="field">
            <label htmlFor={`${id}-y`}>{t('cloud.manage.renewYears')}</label>
            <select id={`${id}-y`} value={model.renewYears.value} onChange={(e) => (model.renewYears.value = Number(e.target.value))}>
              {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary" loading={model.busy.value === 'renew'}>
            {t('cloud.manage.renewButton', { total: model.renewTotal.value })}
          </Button>
        </form>
      )}
    </section>
  );
}

export function DomainManagePage({ title }: CloudPageProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const date = useDate();
  const params = useParams();
  const domainId = params.id ?? '';
  const model = useModel(
    () =>
      new DomainManageModel(
        {
          get: getDomain,
          addRecord: addDnsRecord,
          deleteRecord: deleteDnsRecord,
          setAutoRenew,
          renew: renewDomain,
          now: () => Date.now(),
          notify: (kind, message) => toast[kind](message),
          words: (key) => t(`cloud.${WORDS[key]}`),
          holdBack: withUndo,
        },
        domainId,
      ),
  );
  useEffect(() => {
    void model.load();
  }, [model]);
  const domain = model.domain.value;

  if (model.missing.value) {
    return (
      <CloudPage title={title}>
        <PageNotFound message={t('cloud.manage.missing')} backTo={cloudLinks.domains} backLabel={t('cloud.manage.notFound')} />
      </CloudPage>
    );
  }
  return (
    <CloudPage
      title={domain ? `${title}: ${domain.domain}` : title}
      actions={<Link to={cloudLinks.domains}>{t('cloud.manage.notFound')}</Link>}
    >
      {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load()} /> : null}
      {!domain ? (
        model.loadError.value ? null : (
          <Loading />
        )
      ) : (
        <div className="page-split page-split--wide-end">
          <div className="page-stack">
            <section className="page-card" aria-labelledby={`${id}-info`}>
              <div className="page-row page-row--spread">
                <h2 id={`${id}-info`}>{domain.domain}</h2>
                <CloudStatus status={domain.status} />
              </div>
              <p className="page-muted">
                {t('cloud.manage.registered', { date: date(domain.createdAt) })} ·{' '}
                {t(domain.status === 'expired' ? 'cloud.domain.expired' : 'cloud.domain.expires', { date: date(domain.expiresAt) })}
              </p>
              {domain.transfer === 'pending' ? <p className="page-muted">{t('cloud.domain.transferring')}</p> : null}
            </section>
            <Renewal model={model} />
          </div>
          <section className="page-card" aria-labelledby={`${id}-dns`}>
            <h2 id={`${id}-dns`}>{t('cloud.manage.records')}</h2>
            <Records model={model} />
            {domain.status === 'pending' ? <p className="page-muted">{t('cloud.manage.pendingNote')}</p> : <RecordForm model={model} />}
          </section>
        </div>
      )}
    </CloudPage>
  );
}
