// /cloud/email: send from a verified sender address (one on my active domains; the default of Cloud settings
// first) and the email log.
import { useEffect, useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';
import { getSettings } from '../api/get-settings';
import { listMessages } from '../api/list-messages';
import { listSenders } from '../api/list-senders';
import { sendEmail } from '../api/send-email';
import { cloudLinks } from '../models/links';
import type { FieldProblem } from '../models/domains';
import { EmailModel, MessageLogModel } from '../models/messaging';
import { CloudPage, FieldError, fieldText, Loading, FormError, type CloudPageProps } from './cloud-page';
import { MessageLog } from './message-log';

export function EmailPage({ title }: CloudPageProps) {
  useSignals();
  const t = useT();
  const id = useId();
  const log = useModel(() => new MessageLogModel({ list: listMessages }, 'email'));
  const model = useModel(
    () => new EmailModel({ senders: listSenders, send: sendEmail, defaultSender: async () => (await getSettings()).emailSender }),
  );
  useEffect(() => {
    void log.load();
    void model.loadSenders();
  }, [log, model]);
  const { errors, busy } = model.state.value;
  const senders = model.senders.value;
  const err = (problem: FieldProblem | undefined) => fieldText(t, problem);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await model.submit()) {
      toast.success(t('cloud.email.sent'));
      void log.load();
    }
  };

  return (
    <CloudPage title={title} lead={t('cloud.email.lead')}>
      <div className="page-split page-split--wide-end">
        {senders === null ? (
          <Loading />
        ) : senders.length === 0 ? (
          <div className="page-card">
            <p>{t('cloud.email.noSenders')}</p>
            <Link to={cloudLinks.domainNew}>{t('cloud.domain.register')}</Link>
          </div>
        ) : (
          <form className="page-card stack-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-h`}>
            <h2 id={`${id}-h`}>{t('cloud.email.compose')}</h2>
            <div className="field">
              <label htmlFor={`${id}-from`}>{t('cloud.email.from')}</label>
              <select
                id={`${id}-from`}
                value={model.from.value}
                onChange={(e) => (model.from.value = e.target.value)}
                aria-describedby={`${id}-fe`}
              >
                {senders.map((s) => (
                  <option key={s.address} value={s.address}>
                    {s.address}
                  </option>
                ))}
              </select>
              <FieldError id={`${id}-fe`}>{err(errors.from)}</FieldError>
            </div>
            <div className="field">
              <label htmlFor={`${id}-to`}>{t('cloud.email.to')}</label>
              <input
                id={`${id}-to`}
                type="email"
                value={model.to.value}
                onChange={(e) => (model.to.value = e.target.value)}
                aria-invalid={errors.to ? true : undefined}
                aria-describedby={`${id}-toe`}
              />
              <FieldError id={`${id}-toe`}>{err(errors.to)}</FieldError>
            </div>
            <div className="field">
              <label htmlFor={`${id}-s`}>{t('cloud.email.subject')}</label>
              <input
                id={`${id}-s`}
                maxLength={200}
                value={model.subject.value}
                onChange={(e) => (model.subject.value = e.target.value)}
                aria-invalid={errors.subject ? true : undefined}
                aria-describedby={`${id}-se`}
              />
              <FieldError id={`${id}-se`}>{err(errors.subject)}</FieldError>
            </div>
            <div className="field">
              <label htmlFor={`${id}-b`}>{t('cloud.email.body')}</label>
              <textarea
                id={`${id}-b`}
                className="page-textarea"
                rows={6}
                maxLength={20000}
                value={model.body.value}
                onChange={(e) => (model.body.value = e.target.value)}
                aria-invalid={errors.body ? true : undefined}
                aria-describedby={`${id}-be`}
              />
              <FieldError id={`${id}-be`}>{err(errors.body)}</FieldError>
            </div>
            <p className="page-muted">{t('cloud.email.price')}</p>
            <FormError problem={errors.form} />
            <Button type="submit" loading={busy}>
              {t('cloud.email.send')}
            </Button>
          </form>
        )}
        <MessageLog model={log} />
      </div>
    </CloudPage>
  );
}
