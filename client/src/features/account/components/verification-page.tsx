// /account/verification: where my identity check stands (none, pending, approved, rejected with the reason) and,
// when there is nothing pending or approved, the form: legal name, date of birth (18+), document type, number and
// a photo of it (uploaded as support screenshots are); and what verifying changes: the money limits, in figures.
import { useId, useRef, useState, type FormEvent } from 'react';
import { BadgeCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api/errors';
import { uploadMedia } from '../../../lib/api/calls/upload-media';
import { Spinner } from '../../../components/ui/spinner';
import { LIMIT_KINDS, MONEY_LIMITS } from '../../../../../contracts/rules/money-limits';
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
  documentImageProblem,
  DOCUMENT_IMAGE_TYPES,
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

/** Each kind's caps for unverified and verified people (contracts/rules/money-limits.ts, which the mock enforces)
 *  and what I used of mine in the last 24 hours and 30 days. */
function LimitsCard({ limits }: { limits: AccountVerification['limits'] }) {
  const t = useT();
  const headingId = useId();
  const n = (value: number) => `${new Intl.NumberFormat(language.value).format(value)} ${limits.asset}`;
  const pair = (day: number, month: number) => t('account.limits.pair', { day: n(day), month: n(month) });
  return (
    <section className="page-card account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.limits.title')}</h2>
      <p className="field__hint">{t('account.limits.lead')}</p>
      {/* Focusable, as every table that may scroll sideways is, so a keyboard can scroll it. */}
      <div className="page-table-wrap" tabIndex={0} role="region" aria-labelledby={headingId}>
        <table className="page-table account-limits">
          <thead>
            <tr>
              <th scope="col">{t('account.limits.kind')}</th>
              <th scope="col" aria-current={limits.verified ? undefined : 'true'}>
                {t('account.limits.unverified')}
                {limits.verified ? null : <span className="account-limits__you"> {t('account.limits.yours')}</span>}
              </th>
              <th scope="col" aria-current={limits.verified ? 'true' : undefined}>
                {t('account.limits.verified')}
                {limits.verified ? <span className="account-limits__you"> {t('account.limits.yours')}</span> : null}
              </th>
              <th scope="col">{t('account.limits.used')}</th>
            </tr>
          </thead>
          <tbody>
            {LIMIT_KINDS.map((kind) => {
              const mine = limits.kinds.find((k) => k.kind === kind);
              return (
                <tr key={kind}>
                  <th scope="row">{t(`account.limits.kind.${kind}`)}</th>
                  <td
                    data-label={
                      limits.verified ? t('account.limits.unverified') : `${t('account.limits.unverified')} ${t('account.limits.yours')}`
                    }
                  >
                    {pair(MONEY_LIMITS.unverified[kind].day, MONEY_LIMITS.unverified[kind].month)}
                  </td>
                  <td
                    data-label={
                      limits.verified ? `${t('account.limits.verified')} ${t('account.limits.yours')}` : t('account.limits.verified')
                    }
                  >
                    {pair(MONEY_LIMITS.verified[kind].day, MONEY_LIMITS.verified[kind].month)}
                  </td>
                  <td data-label={t('account.limits.used')}>{mine ? pair(mine.day.used, mine.month.used) : null}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The document's photo: chosen, uploaded at once (uploadMedia), shown as a thumbnail; the form sends its key. */
function DocumentPhoto({
  id,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (key: string) => void;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refused = documentImageProblem(file);
    if (refused) {
      setProblem(t(`account.documentPhoto.${refused}`));
      return;
    }
    setProblem(null);
    if (preview) URL.revokeObjectURL(preview);
    setPreview(URL.createObjectURL(file));
    setState('uploading');
    onChange('');
    try {
      onChange(await uploadMedia(file));
      setState('idle');
    } catch (error) {
      setState('failed');
      setProblem(errorMessage(error));
    }
  };
  return (
    <div className="account-photo">
      <input
        ref={input}
        id={id}
        type="file"
        accept={DOCUMENT_IMAGE_TYPES.join(',')}
        className="visually-hidden"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <div className="page-row">
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
          {value ? t('account.documentPhoto.change') : t('account.documentPhoto.choose')}
        </Button>
        {state === 'uploading' ? <Spinner size={16} label={t('account.documentPhoto.uploading')} /> : null}
        {value && state === 'idle' ? <span className="page-muted">{t('account.documentPhoto.ready')}</span> : null}
      </div>
      {preview ? <img src={preview} alt={t('account.documentPhoto.preview')} className="account-photo__thumb" /> : null}
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

const EMPTY: FormValues = { legalName: '', dateOfBirth: '', documentType: 'passport', documentNumber: '', documentImage: '' };

function DetailsForm({ onSent }: { onSent: (next: AccountVerification) => void }) {
  const t = useT();
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof FormValues, VerificationProblem>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = {
    legalName: useId(),
    dateOfBirth: useId(),
    documentType: useId(),
    documentNumber: useId(),
    documentImage: useId(),
    heading: useId(),
  };
  // A field's error goes as the person corrects it (the others stay until the next send).
  const set = (field: keyof FormValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
  };

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
        <div className="field">
          <label htmlFor={ids.documentImage}>{t('account.documentPhoto.label')}</label>
          <p className="field__hint">{t('account.documentPhoto.hint')}</p>
          <DocumentPhoto
            id={ids.documentImage}
            value={values.documentImage}
            invalid={Boolean(errors.documentImage)}
            describedBy={described('documentImage')}
            onChange={(key) => set('documentImage', key)}
          />
          {error('documentImage')}
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
      <LimitsCard limits={verification.limits} />
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
