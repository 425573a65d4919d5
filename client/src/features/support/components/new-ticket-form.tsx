// Opening a ticket: subject, topic and message, checked before anything is sent (lengths, topic required), with
// the server's refusal shown above the button. Up to 3 screenshots go up as they are chosen (attachment-picker).
import { useId, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { CATEGORIES, MESSAGE_MAX, SUBJECT_MAX } from '../models/rules';
import { AttachmentPicker } from './attachment-picker';
import type { Category } from '../models/types';
import type { MySupportModel } from '../models/my-support';

export function NewTicketForm({
  model,
  onDone,
  onCancel,
}: {
  model: InstanceType<typeof MySupportModel>;
  onDone: (id: string) => void;
  onCancel: () => void;
}) {
  useSignals();
  const t = useT();
  const id = useId();
  const form = model.form.value;
  const errors = model.formErrors.value;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const opened = await model.create();
    if (opened) onDone(opened);
  };
  const described = (field: string, hint: boolean) => [hint ? `${id}-${field}-hint` : '', `${id}-${field}-error`].filter(Boolean).join(' ');

  return (
    <form className="page-card stack-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('support.form.title')}</h2>
      <div className="field">
        <label htmlFor={`${id}-subject`}>{t('support.form.subject')}</label>
        <input
          id={`${id}-subject`}
          value={form.subject}
          maxLength={SUBJECT_MAX}
          aria-invalid={errors.subject || undefined}
          aria-describedby={described('subject', true)}
          onChange={(e) => model.edit({ subject: e.target.value })}
        />
        <p className="field__hint" id={`${id}-subject-hint`}>
          {t('support.form.subjectHint')}
        </p>
        {errors.subject ? (
          <p className="field__error" id={`${id}-subject-error`} role="alert">
            {t('support.form.subjectProblem')}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-category`}>{t('support.form.category')}</label>
        <select
          id={`${id}-category`}
          value={form.category}
          aria-invalid={errors.category || undefined}
          aria-describedby={described('category', false)}
          onChange={(e) => model.edit({ category: e.target.value as Category | '' })}
        >
          <option value="">{t('support.form.categoryChoose')}</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`support.category.${c}`)}
            </option>
          ))}
        </select>
        {errors.category ? (
          <p className="field__error" id={`${id}-category-error`} role="alert">
            {t('support.form.categoryProblem')}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>{t('support.form.message')}</label>
        <textarea
          id={`${id}-message`}
          className="page-textarea"
          rows={5}
          maxLength={MESSAGE_MAX}
          value={form.message}
          aria-invalid={errors.message || undefined}
          aria-describedby={described('message', true)}
          onChange={(e) => model.edit({ message: e.target.value })}
        />
        <p className="field__hint" id={`${id}-message-hint`}>
          {t('support.form.messageHint')}
        </p>
        {errors.message ? (
          <p className="field__error" id={`${id}-message-error`} role="alert">
            {t('support.form.messageProblem')}
          </p>
        ) : null}
      </div>
      <AttachmentPicker attachments={model.formAttachments} holdUp={model.formHoldUp.value} />
      {model.formError.value ? (
        <p className="form-error" role="alert">
          {model.formError.value}
        </p>
      ) : null}
      <div className="page-row">
        <Button type="submit" loading={model.creating.value}>
          {t('support.form.send')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('support.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
