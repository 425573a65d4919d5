// /cloud/settings: a monthly spending limit (cloud charges beyond it are refused), a low-balance alert, the
// default email sender and SMS sender name; API keys — created with a label (the secret shown once), listed by
// prefix with created and last-used dates, revoked on a second press.
import { useEffect, useId, type FormEvent } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { AlertTriangle, KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';
import { createApiKey } from '../api/create-api-key';
import { getSettings } from '../api/get-settings';
import { listApiKeys } from '../api/list-api-keys';
import { listSenders } from '../api/list-senders';
import { revokeApiKey } from '../api/revoke-api-key';
import { updateSettings } from '../api/update-settings';
import { ApiKeysModel, LABEL_MAX, SettingsModel } from '../models/settings';
import { CloudPage, FieldError, FormError, LoadError, Loading, problemText, useDate, type CloudPageProps } from './cloud-page';
import { ConfirmButton, CopyButton, useFormats } from './storage-parts';

function ApiKeys() {
  useSignals();
  const t = useT();
  const id = useId();
  const date = useDate();
  const model = useModel(
    () =>
      new ApiKeysModel({
        list: listApiKeys,
        create: createApiKey,
        revoke: revokeApiKey,
        notify: (kind, message) => (kind === 'success' ? toast.success(message) : toast.error(message)),
        words: (key, params) => t(`cloud.keys.${key}`, params),
      }),
  );
  useEffect(() => {
    void model.load();
  }, [model]);
  const keys = model.keys.value;
  const created = model.created.value;
  const error = problemText(t, model.error.value);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    await model.create();
  };

  return (
    <section className="page-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="page-row cloud-heading">
        <KeyRound size={18} aria-hidden="true" />
        {t('cloud.keys.title')}
      </h2>
      <p className="page-muted">{t('cloud.keys.lead')}</p>
      <form className="page-row cloud-row--end" onSubmit={(e) => void create(e)} noValidate>
        <div className="field cloud-grow">
          <label htmlFor={`${id}-label`}>{t('cloud.keys.label')}</label>
          <input
            id={`${id}-label`}
            autoComplete="off"
            maxLength={LABEL_MAX}
            placeholder={t('cloud.keys.placeholder')}
            value={model.label.value}
            onChange={(e) => (model.label.value = e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-le`}
          />
        </div>
        <Button type="submit" loading={model.busy.value === 'create'}>
          {t('cloud.keys.create')}
        </Button>
      </form>
      <FieldError id={`${id}-le`}>{error}</FieldError>

      {created ? (
        <div className="cloud-secret" role="status">
          <p>
            <strong>{t('cloud.keys.once', { label: created.label })}</strong>
          </p>
          <code className="page-break" aria-label={t('cloud.keys.secret')}>
            {created.secret}
          </code>
          <div className="page-row">
            <CopyButton text={created.secret} label={t('cloud.keys.copySecret')} />
            <Button size="sm" variant="ghost" onClick={model.dismiss}>
              {t('cloud.keys.saved')}
            </Button>
          </div>
        </div>
      ) : null}

      {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load()} /> : null}
      {keys === null ? (
        model.loadError.value ? null : <Loading />
      ) : keys.length === 0 ? (
        <p className="page-muted">{t('cloud.keys.none')}</p>
      ) : (
        <ul className="page-list" aria-label={t('cloud.keys.title')}>
          {keys.map((k) => (
            <li key={k.id} className="page-row page-row--spread cloud-offer">
              <span className="cloud-key">
                <strong className="page-break">{k.label}</strong>
                <code>{k.prefix}…</code>
              </span>
              <span className="page-muted">
                {t('cloud.keys.created', { date: date(k.createdAt) })} · {k.lastUsedAt === null ? t('cloud.keys.neverUsed') : t('cloud.keys.used', { date: date(k.lastUsedAt) })}
              </span>
              <ConfirmButton
                label={t('cloud.keys.revoke')}
                confirm={t('cloud.keys.confirm')}
                names={[t('cloud.keys.revokeName', { label: k.label }), t('cloud.keys.confirmName', { label: k.label })]}
                loading={model.busy.value === k.id}
                onConfirm={() => void model.revoke(k)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function SettingsPage({ title }: CloudPageProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const f = useFormats();
  const model = useModel(() => new SettingsModel({ get: getSettings, senders: listSenders, update: updateSettings }));
  useEffect(() => {
    void model.load();
  }, [model]);
  const settings = model.settings.value;
  const errors = model.errors.value;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (await model.save()) toast.success(t('cloud.settings.saved'));
  };

  return (
    <CloudPage title={title} lead={t('cloud.settings.lead')}>
      {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load()} /> : null}
      {settings === null ? (
        model.loadError.value ? null : <Loading />
      ) : (
        <form className="page-card stack-form" onSubmit={(e) => void save(e)} noValidate aria-labelledby={`${id}-h`}>
          <h2 id={`${id}-h`}>{t('cloud.settings.billing')}</h2>
          <p className="page-muted">{t('cloud.settings.spent', { spent: f.count(settings.spentThisMonth), balance: f.count(settings.balance) })}</p>
          {settings.lowBalance ? (
            <p className="cloud-warning" role="status">
              <AlertTriangle size={16} aria-hidden="true" />
              {t('cloud.settings.low', { balance: f.count(settings.balance), alert: f.count(settings.lowBalanceAlert ?? 0) })}
            </p>
          ) : null}
          <div className="cloud-form-grid">
            <div className="field">
              <label htmlFor={`${id}-limit`}>{t('cloud.settings.limit')}</label>
              <input
                id={`${id}-limit`}
                inputMode="numeric"
                placeholder={t('cloud.settings.none')}
                value={model.limit.value}
                onChange={(e) => (model.limit.value = e.target.value)}
                aria-invalid={errors.limit ? true : undefined}
                aria-describedby={`${id}-lh ${id}-le`}
              />
              <p className="field__hint" id={`${id}-lh`}>
                {t('cloud.settings.limitHint')}
              </p>
              <FieldError id={`${id}-le`}>{errors.limit ? t(`cloud.${errors.limit}`) : null}</FieldError>
            </div>
            <div className="field">
              <label htmlFor={`${id}-alert`}>{t('cloud.settings.alert')}</label>
              <input
                id={`${id}-alert`}
                inputMode="numeric"
                placeholder={t('cloud.settings.none')}
                value={model.alert.value}
                onChange={(e) => (model.alert.value = e.target.value)}
                aria-invalid={errors.alert ? true : undefined}
                aria-describedby={`${id}-ah ${id}-ae`}
              />
              <p className="field__hint" id={`${id}-ah`}>
                {t('cloud.settings.alertHint')}
              </p>
              <FieldError id={`${id}-ae`}>{errors.alert ? t(`cloud.${errors.alert}`) : null}</FieldError>
            </div>
          </div>
          <h2>{t('cloud.settings.senders')}</h2>
          <div className="cloud-form-grid">
            <div className="field">
              <label htmlFor={`${id}-email`}>{t('cloud.settings.emailSender')}</label>
              <select id={`${id}-email`} value={model.emailSender.value} onChange={(e) => (model.emailSender.value = e.target.value)} aria-describedby={`${id}-eh`}>
                <option value="">{t('cloud.settings.noSender')}</option>
                {model.senders.value.map((s) => (
                  <option key={s.address} value={s.address}>
                    {s.address}
                  </option>
                ))}
              </select>
              <p className="field__hint" id={`${id}-eh`}>
                {t('cloud.settings.emailHint')}
              </p>
            </div>
            <div className="field">
              <label htmlFor={`${id}-sms`}>{t('cloud.settings.smsSender')}</label>
              <input
                id={`${id}-sms`}
                autoComplete="off"
                maxLength={11}
                value={model.smsSender.value}
                onChange={(e) => (model.smsSender.value = e.target.value)}
                aria-invalid={errors.smsSender ? true : undefined}
                aria-describedby={`${id}-sh ${id}-se`}
              />
              <p className="field__hint" id={`${id}-sh`}>
                {t('cloud.settings.smsHint')}
              </p>
              <FieldError id={`${id}-se`}>{errors.smsSender ? t(`cloud.${errors.smsSender}`) : null}</FieldError>
            </div>
          </div>
          <FormError problem={errors.form} />
          <div className="page-row">
            <Button type="submit" loading={model.busy.value}>
              {t('cloud.settings.save')}
            </Button>
          </div>
        </form>
      )}
      <ApiKeys />
    </CloudPage>
  );
}
