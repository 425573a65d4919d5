// /cloud/domain/manage/{id}: one domain — status and expiry (warned 30, 7 and 1 days ahead), auto-renew, renewal
// (never past 10 years ahead), registrar lock, WHOIS privacy and custom nameservers, and its DNS records (A, AAAA,
// CNAME, MX, TXT) added or edited in place with each value checked as its type requires; none on an expired domain.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PageNotFound } from '../../../components/ui/page-states';
import { withUndo } from '../../../components/ui/undo';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';
import { errorMessage } from '../../../lib/api/errors';
import { addDnsRecord } from '../api/add-dns-record';
import { deleteDnsRecord } from '../api/delete-dns-record';
import { getAuthCode } from '../api/get-auth-code';
import { getDomain } from '../api/get-domain';
import { renewDomain } from '../api/renew-domain';
import { setAutoRenew } from '../api/set-auto-renew';
import { setDomainSettings } from '../api/set-domain-settings';
import { updateDnsRecord } from '../api/update-dns-record';
import { TTL_CHOICES } from '../../../../../contracts/rules/dns';
import { DomainManageModel } from '../models/domains';
import { cloudLinks } from '../models/links';
import type { DnsRecord, DnsType } from '../models/types';
import {
  CloudPage,
  CloudStatus,
  ExpiryWarning,
  FieldError,
  fieldText,
  FormError,
  LoadError,
  Loading,
  problemText,
  useDate,
  type CloudPageProps,
} from './cloud-page';
import { useFormats } from './storage-parts';

type Manage = InstanceType<typeof DomainManageModel>;
const TYPES: readonly DnsType[] = ['A', 'AAAA', 'CNAME', 'MX', 'TXT'];
const WORDS = {
  recordAdded: 'manage.recordAdded',
  recordUpdated: 'manage.recordUpdated',
  recordDeleted: 'manage.recordDeleted',
  settingsSaved: 'manage.settingsSaved',
  autoRenewOn: 'manage.autoOn',
  autoRenewOff: 'manage.autoOff',
  renewed: 'manage.renewed',
} as const;

/** A TTL in words: seconds as minutes or hours. */
const ttlLabel = (seconds: number): string =>
  seconds % 3600 === 0 ? `${seconds / 3600} h` : seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
/** Values longer than this show their first lines, with a button for the whole value. */
const LONG_VALUE = 120;

function RecordForm({ model, formRef }: { model: Manage; formRef: React.RefObject<HTMLFormElement | null> }) {
  useSignals();
  const t = useT();
  const id = useId();
  const errors = model.errors.value;
  const type = model.type.value;
  const editing = model.editing.value !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.addRecord();
  };
  return (
    <form ref={formRef} className="cloud-record-form" aria-labelledby={`${id}-h`} onSubmit={submit} noValidate>
      <h3 id={`${id}-h`} tabIndex={-1}>
        {t(editing ? 'cloud.manage.editRecord' : 'cloud.manage.addRecord')}
      </h3>
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
          {/* No maxLength: a browser would cut a pasted value silently; the rule refuses one too long instead. */}
          <input
            id={`${id}-value`}
            autoCapitalize="none"
            spellCheck={false}
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
      <div className="page-row">
        <Button type="submit" loading={model.busy.value === 'add'}>
          {t(editing ? 'cloud.manage.save' : 'cloud.manage.add')}
        </Button>
        {editing ? (
          <Button type="button" variant="ghost" onClick={() => model.cancelEdit()}>
            {t('cloud.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A record's value: a long one (a DKIM key) shows its first lines, and the whole of it on request. */
function RecordValue({ record }: { record: DnsRecord }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const long = record.value.length > LONG_VALUE;
  return (
    <>
      {record.priority !== null ? <span className="page-muted">{record.priority} </span> : null}
      <span
        className={`cloud-dns__text${long && !open ? ' cloud-dns__text--clamped' : ''}`}
        title={long && !open ? record.value : undefined}
      >
        {record.value}
      </span>
      {long ? (
        <button type="button" className="cloud-link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('cloud.manage.valueLess') : t('cloud.manage.valueAll', { count: record.value.length })}
        </button>
      ) : null}
    </>
  );
}

function Records({ model, onEdit }: { model: Manage; onEdit: (record: DnsRecord) => void }) {
  useSignals();
  const t = useT();
  const records = model.records.value;
  const domain = model.domain.value;
  if (!domain) return null;
  if (records.length === 0) return <p className="page-muted">{t('cloud.manage.noRecords')}</p>;
  const writable = domain.status === 'active';
  return (
    <div className="page-table-wrap">
      <table className="page-table cloud-table cloud-dns">
        <thead>
          <tr>
            <th scope="col" className="cloud-dns__type">
              {t('cloud.manage.type')}
            </th>
            <th scope="col" className="cloud-dns__name">
              {t('cloud.manage.name')}
            </th>
            <th scope="col" className="cloud-dns__value">
              {t('cloud.manage.value')}
            </th>
            <th scope="col" className="cloud-dns__ttl">
              {t('cloud.manage.ttl')}
            </th>
            <th scope="col" className="cloud-dns__actions">
              <span className="visually-hidden">{t('cloud.manage.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <tr key={r.id} className={model.editing.value === r.id ? 'cloud-dns__editing' : undefined}>
              <td className="cloud-dns__type">{r.type}</td>
              <td className="cloud-dns__name page-break">{r.name}</td>
              <td className="cloud-dns__value page-break">
                <RecordValue record={r} />
              </td>
              <td className="cloud-dns__ttl">{ttlLabel(r.ttl)}</td>
              <td className="cloud-dns__actions">
                {writable ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('cloud.manage.edit', { type: r.type, name: r.name })}
                    onClick={() => onEdit(r)}
                  >
                    <Pencil size={16} aria-hidden="true" />
                  </Button>
                ) : null}
                {writable ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('cloud.manage.delete', { type: r.type, name: r.name })}
                    onClick={() => model.deleteRecord(r.id)}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                  </Button>
                ) : null}
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

/**
 * Moving the domain to another registrar starts there, with the auth code this gives. The registrar lock blocks it
 * (the server refuses the code while it is on), so the button waits for the lock to be off.
 */
function TransferAway({ domainId, locked, pending }: { domainId: string; locked: boolean; pending: boolean }) {
  const t = useT();
  const id = useId();
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // While locked no code is shown, even one given before: the screen should not suggest the domain can move.
  const shown = locked ? null : code;
  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      setCode(await getAuthCode(domainId));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const copy = () =>
    void navigator.clipboard?.writeText(shown ?? '').then(
      () => toast.success(t('cloud.manage.authCodeCopied')),
      () => toast.error(t('cloud.manage.authCodeCopyFailed')),
    );
  return (
    <div className="cloud-transfer-away" aria-labelledby={`${id}-h`} role="group">
      <h3 id={`${id}-h`}>{t('cloud.manage.transferAway')}</h3>
      <p className="page-muted">{t(locked ? 'cloud.manage.transferAwayLocked' : 'cloud.manage.transferAwayHint')}</p>
      <Button type="button" variant="secondary" disabled={pending || locked} loading={busy} onClick={() => void ask()}>
        {t(shown ? 'cloud.manage.authCodeAgain' : 'cloud.manage.authCodeGet')}
      </Button>
      {shown ? (
        <p className="cloud-auth-code">
          <span>{t('cloud.manage.authCode')}</span> <code>{shown}</code>{' '}
          <Button type="button" variant="ghost" onClick={copy}>
            {t('cloud.manage.authCodeCopy')}
          </Button>
        </p>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Registrar lock, WHOIS privacy (each saved when switched) and custom nameservers. */
function DomainSettings({ model }: { model: Manage }) {
  useSignals();
  const t = useT();
  const id = useId();
  const domain = model.domain.value;
  if (!domain) return null;
  const pending = domain.status === 'pending';
  const busy = model.busy.value;
  const nsError = problemText(t, model.nameserversError.value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.saveNameservers();
  };
  return (
    <section className="page-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('cloud.manage.settings')}</h2>
      {pending ? <p className="page-muted">{t('cloud.manage.settingsPending')}</p> : null}
      <label className="cloud-check">
        <input
          type="checkbox"
          role="switch"
          checked={domain.locked}
          disabled={pending || busy === 'locked'}
          onChange={() => void model.setFlag('locked', !domain.locked)}
        />
        {t('cloud.manage.locked')}
      </label>
      <p className="page-muted">{t(domain.locked ? 'cloud.manage.lockedOn' : 'cloud.manage.lockedOff')}</p>
      <TransferAway domainId={domain.id} locked={domain.locked} pending={pending} />
      <label className="cloud-check">
        <input
          type="checkbox"
          role="switch"
          checked={domain.whoisPrivacy}
          disabled={pending || busy === 'whoisPrivacy'}
          onChange={() => void model.setFlag('whoisPrivacy', !domain.whoisPrivacy)}
        />
        {t('cloud.manage.privacy')}
      </label>
      <p className="page-muted">{t('cloud.manage.privacyHint')}</p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-ns`}>{t('cloud.manage.nameservers')}</label>
          <textarea
            id={`${id}-ns`}
            className="page-textarea"
            rows={3}
            autoCapitalize="none"
            spellCheck={false}
            disabled={pending}
            value={model.nameservers.value}
            onChange={(e) => (model.nameservers.value = e.target.value)}
            aria-invalid={nsError ? true : undefined}
            aria-describedby={`${id}-nsh ${id}-nse`}
          />
          <p className="field__hint" id={`${id}-nsh`}>
            {t(domain.nameservers.length === 0 ? 'cloud.manage.nameserversOurs' : 'cloud.manage.nameserversHint')}
          </p>
          <FieldError id={`${id}-nse`}>{nsError}</FieldError>
        </div>
        <Button type="submit" variant="secondary" disabled={pending} loading={busy === 'ns'}>
          {t('cloud.manage.nameserversSave')}
        </Button>
      </form>
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
          updateRecord: updateDnsRecord,
          deleteRecord: deleteDnsRecord,
          saveSettings: setDomainSettings,
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
  const formRef = useRef<HTMLFormElement | null>(null);
  /** Editing fills the form below the records: bring it into view and put the focus on its heading. */
  const edit = (record: DnsRecord) => {
    model.startEdit(record);
    const form = formRef.current;
    form?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    form?.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
  };

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
              <ExpiryWarning days={domain.expiryWarning} expiresAt={domain.expiresAt} />
              {domain.status === 'expired' ? (
                <p className="cloud-expiry cloud-expiry--urgent" role="status">
                  {t('cloud.manage.expiredNote')}
                </p>
              ) : null}
            </section>
            <Renewal model={model} />
            <DomainSettings model={model} />
          </div>
          <section className="page-card cloud-dns-card" aria-labelledby={`${id}-dns`}>
            <h2 id={`${id}-dns`}>{t('cloud.manage.records')}</h2>
            <Records model={model} onEdit={edit} />
            {domain.status === 'pending' ? (
              <p className="page-muted">{t('cloud.manage.pendingNote')}</p>
            ) : domain.status === 'expired' ? (
              <p className="page-muted">{t('cloud.manage.expiredRecords')}</p>
            ) : (
              <RecordForm model={model} formRef={formRef} />
            )}
          </section>
        </div>
      )}
    </CloudPage>
  );
}
