// /cloud/sms: compose an SMS (E.164 number, 1–1600 characters, segments and price shown as you type), the SMS log
// with delivery statuses, and the opt-out list (numbers that replied STOP get nothing).
import { useEffect, useId, type FormEvent } from 'react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';
import { listMessages } from '../api/list-messages';
import { sendSms } from '../api/send-sms';
import { SMS_MAX_CHARS } from '../../../../../contracts/rules/messaging';
import { MessageLogModel, SmsModel } from '../models/messaging';
import { CloudPage, FieldError, fieldText, FormError, type CloudPageProps } from './cloud-page';
import { MessageLog } from './message-log';
import { SmsOptOuts } from './sms-opt-outs';
import { useFormats } from './storage-parts';

export function SmsPage({ title }: CloudPageProps) {
  useSignals();
  const t = useT();
  const f = useFormats();
  const id = useId();
  const log = useModel(() => new MessageLogModel({ list: listMessages }, 'sms'));
  const model = useModel(() => new SmsModel({ send: sendSms }));
  useEffect(() => {
    void log.load();
  }, [log]);
  const { errors, busy } = model.state.value;
  const seg = model.segments.value;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await model.submit()) {
      toast.success(t('cloud.sms.sent'));
      void log.load();
    }
  };

  return (
    <CloudPage title={title} lead={t('cloud.sms.lead')}>
      <div className="page-split page-split--wide-end">
        <form className="page-card stack-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-h`}>
          <h2 id={`${id}-h`}>{t('cloud.sms.compose')}</h2>
          <div className="field">
            <label htmlFor={`${id}-to`}>{t('cloud.sms.to')}</label>
            <input
              id={`${id}-to`}
              type="tel"
              autoComplete="off"
              placeholder="+2348012345678"
              value={model.to.value}
              onChange={(e) => (model.to.value = e.target.value)}
              aria-invalid={errors.to ? true : undefined}
              aria-describedby={`${id}-toe`}
            />
            <FieldError id={`${id}-toe`}>{fieldText(t, errors.to)}</FieldError>
          </div>
          <div className="field">
            <label htmlFor={`${id}-text`}>{t('cloud.sms.text')}</label>
            <textarea
              id={`${id}-text`}
              className="page-textarea"
              rows={5}
              maxLength={SMS_MAX_CHARS}
              value={model.text.value}
              onChange={(e) => (model.text.value = e.target.value)}
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={`${id}-count ${id}-te`}
            />
            <p className="field__hint" id={`${id}-count`} aria-live="polite">
              {t('cloud.sms.count', {
                chars: [...model.text.value].length,
                max: SMS_MAX_CHARS,
                segments: t('cloud.sms.segments', { count: seg.segments }),
                encoding: seg.encoding === 'gsm7' ? 'GSM-7' : 'Unicode',
                price: f.osbt(model.price.value),
              })}
            </p>
            <FieldError id={`${id}-te`}>{fieldText(t, errors.text)}</FieldError>
          </div>
          <FormError problem={errors.form} />
          <Button type="submit" loading={busy}>
            {t('cloud.sms.send')}
          </Button>
        </form>
        <div className="page-stack">
          <MessageLog model={log} />
          <SmsOptOuts />
        </div>
      </div>
    </CloudPage>
  );
}
