// /cloud/settings: a monthly spending limit (cloud charges beyond it are refused), a low-balance alert, the
// default email sender and SMS sender name; API keys — created with a label and scopes (the secret shown once, with
// a curl line to try it), listed by prefix with their scopes, created date and how long ago they were last used
// (re-read when the tab comes back, since programs use keys elsewhere), revoked on a second press.
import { useEffect, useId, type FormEvent } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { AlertTriangle, KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { API_BASE } from '../../../lib/api/client';
import { formatRelative } from '../../../lib/time';
import { language } from '../../../state/language';
import { toast } from '../../../state/toasts';
import { createApiKey } from '../api/create-api-key';
import { getSettings } from '../api/get-settings';
import { listApiKeys } from '../api/list-api-keys';
import { listSenders } from '../api/list-senders';
import { revokeApiKey } from '../api/revoke-api-key';
import { updateSettings } from '../api/update-settings';
import { API_KEY_SCOPES, KEY_LABEL_MAX } from '../../../../../contracts/rules/cloud-settings';
import { ApiKeysModel, curlExample, SettingsModel } from '../models/settings';
import type { ApiKeyCreated } from '../models/types';
import { CloudPage, FieldError, fieldText, FormError, LoadError, Loading, problemText, useDate, type CloudPageProps } from './cloud-page';
import { useLive } from '../../../lib/live/use-live';
import { ConfirmButton, CopyButton, useFormats } from './storage-parts';

/** The secret of a key just created, shown once, and a first call to make with it. */
function NewKey({ created, onDismiss }: { created: ApiKeyCreated; onDismiss: () => void }) {
  const t = useT();
  const example = curlExample(API_BASE, created.secret, created.scopes, t('cloud.keys.exampleSms'));
  return (
    <div className="cloud-secret" role="status">
      <p>
        <strong>{t('cloud.keys.once', { label: created.label })}</strong>
      </p>
      <p className="page-break">
        <span className="visually-hidden">{t('cloud.keys.secret')}: </span>
        <code>{created.secret}</code>
      </p>
      <div className="page-row">
        <CopyButton text={created.secret} label={t('cloud.keys.copySecret')} />
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {t('cloud.keys.saved')}
        </Button>
      </div>
      <h3 className="cloud-secret__title">{t('cloud.keys.use')}</h3>
      <p>{t(`cloud.keys.use.${example.call}`)}</p>
      <pre className="cloud-command">
        <code>{example.command}</code>
      </pre>
      <div className="page-row">
        <CopyButton text={example.command} label={t('cloud.keys.copyCommand')} />
      </div>
    </div>
  );
}

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
    // Programs use keys from elsewhere: coming back to the tab shows their fresh "last used".
    const refresh = () => {
      if (document.visibilityState === 'visible') void model.load();
    };
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [model]);
  const lang = language.value;
  const now = Date.now();
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
      <form className="stack-form" onSubmit={(e) => void create(e)} noValidate aria-label={t('cloud.keys.new')}>
        <div className="field">
          <label htmlFor={`${id}-label`}>{t('cloud.keys.label')}</label>
          <input
            id={`${id}-label`}
            autoComplete="off"
            maxLength={KEY_LABEL_MAX}
            placeholder={t('cloud.keys.placeholder')}
            value={model.label.value}
            onChange={(e) => (model.label.value = e.target.value)}
            aria-invalid={error && model.error.value?.rule?.code !== 'keys.scopesEmpty' ? true : undefined}
            aria-describedby={`${id}-le`}
          />
        </div>
        <fieldset className="cloud-fieldset" aria-describedby={`${id}-sh`}>
          <legend>{t('cloud.keys.scopes')}</legend>
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="cloud-check">
              <input
                type="checkbox"
                checked={model.scopes.value.includes(scope)}
                onChange={(e) => model.toggleScope(scope, e.target.checked)}
              />
              <span>
                <strong>{t(`cloud.keys.scope.${scope}`)}</strong> — {t(`cloud.keys.scopeHint.${scope}`)}
              </span>
            </label>
          ))}
          <p className="field__hint" id={`${id}-sh`}>
            {t('cloud.keys.scopesNote')}
          </p>
        </fieldset>
        <FieldError id={`${id}-le`}>{error}</FieldError>
        <div className="page-row">
          <Button type="submit" loading={model.busy.value === 'create'}>
            {t('cloud.keys.create')}
          </Button>
        </div>
      </form>

      {created ? <NewKey created={created} onDismiss={model.dismiss} /> : null}

      {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load()} /> : null}
      {keys === null ? (
        model.loadError.value ? null : (
          <Loading />
        )
      ) : keys.length === 0 ? (
        <p className="page-muted">{t('cloud.keys.none')}</p>
      ) : (
        <ul className="page-list" aria-label={t('cloud.keys.title')}>
          {keys.map((k) => (
            <li key={k.id} className="page-row page-row--spread cloud-offer">
              <span className="cloud-key">
                <strong className="page-break">{k.label}</strong>
                <code>{k.prefix}…</code>
                <span className="cloud-scopes">
                  <span className="visually-hidden">{t('cloud.keys.scopesOf')} </span>
                  {k.scopes.map((s) => (
                    <span key={s} className="cloud-tag cloud-tag--no">
                      {t(`cloud.keys.scope.${s}`)}
                    </span>
                  ))}
                </span>
              </span>
              <span className="page-muted">
                {t('cloud.keys.created', { date: date(k.createdAt) })} ·{' '}
                {k.lastUsedAt === null ? (
                  t('cloud.keys.neverUsed')
                ) : (
                  <time dateTime={new Date(k.lastUsedAt).toISOString()} title={date(k.lastUsedAt)}>
                    {t('cloud.keys.used', { when: formatRelative(k.lastUsedAt, now, lang) })}
                  </time>
                )}
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
  // The balance and this month's spend move with every cloud charge, here or in another tab.
  useLive('balance', model.refreshFigures);
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
        model.loadError.value ? null : (
          <Loading />
        )
      ) : (
        <form className="page-card stack-form" onSubmit={(e) => void save(e)} noValidate aria-labelledby={`${id}-h`}>
          <h2 id={`${id}-h`}>{t('cloud.settings.billing')}</h2>
          <p className="page-muted">
            {t('cloud.settings.spent', { spent: f.osbt(settings.spentThisMonth), balance: f.osbt(settings.balance) })}
          </p>
          {settings.lowBalance ? (
            <p className="cloud-warning" role="status">
              <AlertTriangle size={16} aria-hidden="true" />
              {t('cloud.settings.low', { balance: f.osbt(settings.balance), alert: f.osbt(settings.lowBalanceAlert ?? 0) })}
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
              <FieldError id={`${id}-le`}>{fieldText(t, errors.limit)}</FieldError>
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
              <FieldError id={`${id}-ae`}>{fieldText(t, errors.alert)}</FieldError>
            </div>
          </div>
          <h2>{t('cloud.settings.senders')}</h2>
          <div className="cloud-form-grid">
            <div className="field">
              <label htmlFor={`${id}-email`}>{t('cloud.settings.emailSender')}</label>
              <select
                id={`${id}-email`}
                value={model.emailSender.value}
                onChange={(e) => (model.emailSender.value = e.target.value)}
                aria-describedby={`${id}-eh`}
              >
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
              <FieldError id={`${id}-se`}>{fieldText(t, errors.smsSender)}</FieldError>
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
