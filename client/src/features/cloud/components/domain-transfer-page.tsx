// /cloud/domain/transfer: transfer a domain in with its auth code; its price (one year of its TLD) shows as soon as
// the domain is typed, before anything starts; it shows as pending until the transfer completes (5 days on the
// mock clock) and keeps its old expiry plus a year; transfers in progress are listed below.
import { useEffect, useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';
import { listDomains } from '../api/list-domains';
import { transferDomain } from '../api/transfer-domain';
import { DomainListModel, DomainTransferModel } from '../models/domains';
import { cloudLinks } from '../models/links';
import { parseFullDomain, TLD_PRICES } from '../../../../../contracts/rules/domain';
import { CloudPage, CloudStatus, FieldError, fieldText, FormError, type CloudPageProps } from './cloud-page';
import { useFormats } from './storage-parts';

export function DomainTransferPage({ title }: CloudPageProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const model = useModel(() => new DomainTransferModel({ transfer: transferDomain }));
  const list = useModel(() => new DomainListModel({ list: listDomains }));
  useEffect(() => {
    void list.load();
  }, [list]);
  const errors = model.errors.value;
  const pending = (list.domains.value ?? []).filter((d) => d.transfer === 'pending');
  const f = useFormats();
  const parsed = parseFullDomain(model.domain.value);
  const price = 'problem' in parsed ? null : TLD_PRICES[parsed.tld];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const domain = await model.submit();
    if (domain) {
      toast.success(t('cloud.transfer.done', { domain: domain.domain }));
      void navigate(cloudLinks.domainManage(domain.id));
    }
  };

  return (
    <CloudPage title={title} lead={t('cloud.transfer.lead')}>
      <form className="page-card stack-form cloud-narrow" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-d`}>{t('cloud.transfer.domain')}</label>
          <input
            id={`${id}-d`}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={253}
            value={model.domain.value}
            onChange={(e) => (model.domain.value = e.target.value)}
            aria-invalid={errors.domain ? true : undefined}
            aria-describedby={`${id}-de`}
          />
          <FieldError id={`${id}-de`}>{fieldText(t, errors.domain)}</FieldError>
        </div>
        <div className="field">
          <label htmlFor={`${id}-c`}>{t('cloud.transfer.code')}</label>
          <input
            id={`${id}-c`}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            value={model.authCode.value}
            onChange={(e) => (model.authCode.value = e.target.value)}
            aria-invalid={errors.authCode ? true : undefined}
            aria-describedby={`${id}-ch ${id}-ce`}
          />
          <p className="field__hint" id={`${id}-ch`}>
            {t('cloud.transfer.codeHint')}
          </p>
          <FieldError id={`${id}-ce`}>{fieldText(t, errors.authCode)}</FieldError>
        </div>
        {price !== null ? (
          <p className="cloud-price" role="status">
            {t('cloud.transfer.price', { price: f.osbt(price) })}
          </p>
        ) : null}
        <FormError problem={errors.form} />
        <Button type="submit" loading={model.busy.value}>
          {price !== null ? t('cloud.transfer.submitPrice', { price: f.osbt(price) }) : t('cloud.transfer.submit')}
        </Button>
      </form>
      {pending.length > 0 ? (
        <section className="page-card" aria-labelledby={`${id}-pending`}>
          <h2 id={`${id}-pending`}>{t('cloud.transfer.mine')}</h2>
          <ul className="page-list">
            {pending.map((d) => (
              <li key={d.id} className="page-row page-row--spread">
                <Link to={cloudLinks.domainManage(d.id)}>{d.domain}</Link>
                <CloudStatus status="pending" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </CloudPage>
  );
}
