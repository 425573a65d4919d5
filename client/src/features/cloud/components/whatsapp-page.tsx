// /cloud/whatsapp: send an approved template with its parameters (previewed as filled in) and the WhatsApp log.
import { useEffect, useId, type FormEvent } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';
import { listMessages } from '../api/list-messages';
import { listTemplates } from '../api/list-templates';
import { sendWhatsapp } from '../api/send-whatsapp';
import { MessageLogModel, WhatsappModel } from '../models/messaging';
import { CloudPage, FieldError, fieldText, Loading, FormError, type CloudPageProps } from './cloud-page';
import { MessageLog } from './message-log';

export function WhatsappPage({ title }: CloudPageProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const log = useModel(() => new MessageLogModel({ list: listMessages }, 'whatsapp'));
  const model = useModel(() => new WhatsappModel({ templates: listTemplates, send: sendWhatsapp }));
  useEffect(() => {
    void log.load();
    void model.load();
  }, [log, model]);
  const { errors, busy } = model.state.value;
  const templates = model.templates.value;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await model.submit()) {
      toast.success(t('cloud.whatsapp.sent'));
      void log.load();
    }
  };

  return (
    <CloudPage title={title} lead={t('cloud.whatsapp.lead')}>
      <div className="page-split page-split--wide-end">
        {templates === null ? (
          <Loading />
        ) : (
          <form className="page-card stack-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-h`}>
            <h2 id={`${id}-h`}>{t('cloud.whatsapp.compose')}</h2>
            <div className="field">
              <label htmlFor={`${id}-tpl`}>{t('cloud.whatsapp.template')}</label>
              <select id={`${id}-tpl`} value={model.name.value} onChange={(e) => model.choose(e.target.value)}>
                {templates.map((tpl) => (
                  <option key={tpl.name} value={tpl.name}>
                    {tpl.name} ({tpl.language})
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-to`}>{t('cloud.sms.to')}</label>
              <input
                id={`${id}-to`}
                type="tel"
                placeholder="+2348012345678"
                value={model.to.value}
                onChange={(e) => (model.to.value = e.target.value)}
                aria-invalid={errors.to ? true : undefined}
                aria-describedby={`${id}-toe`}
              />
              <FieldError id={`${id}-toe`}>{fieldText(t, errors.to)}</FieldError>
            </div>
            {model.params.value.map((value, index) => (
              <div className="field" key={`${model.name.value}-${index}`}>
                <label htmlFor={`${id}-p${index}`}>{t('cloud.whatsapp.param', { n: index + 1 })}</label>
                <input
                  id={`${id}-p${index}`}
                  maxLength={200}
                  value={value}
                  onChange={(e) => model.setParam(index, e.target.value)}
                  aria-invalid={errors.params && !value.trim() ? true : undefined}
                />
              </div>
            ))}
            <FieldError id={`${id}-pe`}>{fieldText(t, errors.params)}</FieldError>
            <div className="cloud-preview" aria-label={t('cloud.whatsapp.preview')} role="note">
              {model.preview.value}
            </div>
            <p className="page-muted">{t('cloud.whatsapp.price')}</p>
            <FormError problem={errors.form} />
            <Button type="submit" loading={busy}>
              {t('cloud.whatsapp.send')}
            </Button>
          </form>
        )}
        <MessageLog model={log} />
      </div>
    </CloudPage>
  );
}
