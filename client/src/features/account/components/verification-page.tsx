// /account/verification: where my identity check stands (none, pending, approved, rejected with the reason) and,
// when there is nothing pending or approved, the form: legal name, date of birth (18+), document type and number.
import { useId, useState, type FormEvent } from 'react';
import { BadgeCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api/errors';
import { refreshUser } from '../../../state/session';
import { language } from '../../../state/language';
import { toast } from '../../../state/toasts';
import { useT } from '../../../i18n';
import { getVerification } from '../api/get-verification';
import { submitVerification } from '../api/submit-verification';
import {
  DOCUMENT_TYPES,
  canSubmit,
  checkVerification,
  normalizeDocumentNumber,
  verificationTone,
  type AccountVerification,
  type VerificationForm as FormValues,
  type VerificationProblem,
} from '../models/verification';
import { LoadState } from './load-state';
import { useLoaded } from './use-loaded';
import './account-messages';
import '../../../components/ui/page-frame.css';
import './account.css';

function StatusCard({ verification }: { verification: AccountVerification }) {
  const t = useT();
  const { status, request } = verification;
  const headingId = useId();
  const when = request ? new Intl.DateTimeFormat(language.value, { dateStyle: 'medium' }).format(request.submittedAt) : null;
  return (
    <section className="page-card account-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="page-row page-row--loose">
        {status === 'approved' ? <BadgeCheck size={20} aria-hidden="true" /> : null}
        {t('account.verificationStatus')}
        <span className={`ui-status ui-status--${verificationTone(status)}`}>
          <span className="ui-status__dot" aria-hidden="true" />
          {t(`account.verification.${status}`)}
        </span>
      </h2>
      <p>{t(`account.verificationLead.${status}`)}</p>
      {request && when ? (
        <p className="field__hint">
          {t('account.verificationSent', {
            date: when,
            document: t(`account.document.${request.documentType}`),
            ending: request.documentEnding,
          })}
        </p>
      ) : null}
      {status === 'rejected' && request?.reason ? (
        <p className="form-error">{t('account.verificationReason', { reason: request.reason })}</p>
      ) : null}
    </section>
  );
}

const EMPTY: FormValues = { legalName: '', dateOfBirth: '', documentType: 'passport', documentNumber: '' };

function DetailsForm({ onSent }: { onSent: (next: AccountVerification) => void }) {
  const t = useT();
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof FormValues, VerificationProblem>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { legalName: useId(), dateOfBirth: useId(), documentType: useId(), documentNumber: useId(), heading: useId() };
  const set = (field: keyof FormValues, value: string) => setValues({ ...values, [field]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const checked = checkVerification(values, new Date());
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { data } = await submitVerification(checked.input);
      onSent(data);
      toast.success(t('account.done.verificationSubmitted'));
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const error = (field: keyof FormValues) => {
    const problem = errors[field];
    return problem ? (
      <p id={`${ids[field]}-error`} className="field__error" role="alert">
        {t(`account.verificationProblem.${problem}`)}
      </p>
    ) : null;
  };
  const described = (field: keyof FormValues) => (errors[field] ? `${ids[field]}-error` : undefined);

  return (
    <section className="page-card account-card" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t('account.verificationFormTitle')}</h2>
      <p className="field__hint">{t('account.verificationFormLead')}</p>
      <form className="stack-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={ids.legalName}>{t('account.legalName')}</label>
          <input
            id={ids.legalName}
            autoComplete="name"
            maxLength={100}
            value={values.legalName}
            aria-invalid={errors.legalName ? true : undefined}
            aria-describedby={described('legalName')}
            onChange={(e) => set('legalName', e.target.value)}
          />
          {error('legalName')}
        </div>
        <div className="field">
          <label htmlFor={ids.dateOfBirth}>{t('account.dateOfBirth')}</label>
          <input
            id={ids.dateOfBirth}
            type="date"
            autoComplete="bday"
            value={values.dateOfBirth}
            aria-invalid={errors.dateOfBirth ? true : undefined}
            aria-describedby={described('dateOfBirth')}
            onChange={(e) => set('dateOfBirth', e.target.value)}
          />
          {error('dateOfBirth')}
        </div>
        <div className="field">
          <label htmlFor={ids.documentType}>{t('account.documentType')}</label>
          <select id={ids.documentType} value={values.documentType} onChange={(e) => set('documentType', e.target.value)}>
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`account.document.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.documentNumber}>{t('account.documentNumber')}</label>
          <input
            id={ids.documentNumber}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
            value={values.documentNumber}
            aria-invalid={errors.documentNumber ? true : undefined}
            aria-describedby={described('documentNumber')}
            onChange={(e) => set('documentNumber', normalizeDocumentNumber(e.target.value))}
          />
          {error('documentNumber')}
        </div>
        {serverError ? (
          <p className="form-error" role="alert">
            {serverError}
          </p>
        ) : null}
        <Button type="submit" loading={busy}>
          {t('account.verificationSubmit')}
        </Button>
      </form>
    </section>
  );
}

export function VerificationPage() {
  const loaded = useLoaded(getVerification);
  const verification = loaded.data;
  if (!verification) return <LoadState error={loaded.error} onRetry={loaded.reload} />;
  return (
    <div className="stack-form">
      <StatusCard verification={verification} />
      {canSubmit(verification.status) ? (
        <DetailsForm
          onSent={(next) => {
            loaded.set(next);
            void refreshUser();
          }}
        />
      ) : null}
    </div>
  );
}
