// /admin/verifications (staff): the queue of identity requests by status; each pending one shows the full
// details and is approved, or rejected with a reason the person reads on their verification page.
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api/errors';
import { language } from '../../../state/language';
import { toast } from '../../../state/toasts';
import { useT } from '../../../i18n';
import { listVerificationRequests } from '../api/list-verification-requests';
import { reviewVerification } from '../api/review-verification';
import { REASON_MAX, REVIEW_TABS, reviewOf, type ReviewStatus, type VerificationRequest } from '../models/verification-review';
import { verificationTone } from '../models/verification';
import { LoadState } from './load-state';
import './account-messages';
import './account.css';

function RequestCard({ request, onReviewed }: { request: VerificationRequest; onReviewed: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = { heading: useId(), reason: useId() };
  const date = new Intl.DateTimeFormat(language.value, { dateStyle: 'medium', timeStyle: 'short' });

  const review = async (decision: 'approve' | 'reject') => {
    const body = reviewOf(request.id, decision, reason);
    setProblem(!body);
    if (!body) return;
    setBusy(true);
    try {
      toast.success((await reviewVerification(body)).message);
      onReviewed();
    } catch (error) {
      toast.error(errorMessage(error));
      onReviewed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="account-card" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="account-row">
        {request.legalName} <span className="field__hint">@{request.userName}</span>
        <span className={`ui-status ui-status--${verificationTone(request.status)}`}>
          <span className="ui-status__dot" aria-hidden="true" />
          {t(`account.verification.${request.status}`)}
        </span>
      </h2>
      <dl className="account-facts">
        <dt>{t('account.dateOfBirth')}</dt>
        <dd>{request.dateOfBirth}</dd>
        <dt>{t('account.documentType')}</dt>
        <dd>{t(`account.document.${request.documentType}`)}</dd>
        <dt>{t('account.documentNumber')}</dt>
        <dd>{request.documentNumber ?? `…${request.documentEnding}`}</dd>
        <dt>{t('account.adminSubmitted')}</dt>
        <dd>{date.format(request.submittedAt)}</dd>
        {request.reason ? (
          <>
            <dt>{t('account.adminReason')}</dt>
            <dd>{request.reason}</dd>
          </>
        ) : null}
      </dl>
      {request.status === 'pending' ? (
        <>
          <div className="field">
            <label htmlFor={ids.reason}>{t('account.adminRejectReason')}</label>
            <textarea
              id={ids.reason}
              className="account-textarea"
              rows={2}
              maxLength={REASON_MAX}
              value={reason}
              aria-invalid={problem || undefined}
              onChange={(e) => setReason(e.target.value)}
            />
            {problem ? (
              <p className="field__error" role="alert">
                {t('account.adminReasonRequired')}
              </p>
            ) : null}
          </div>
          <div className="account-row">
            <Button loading={busy} onClick={() => void review('approve')}>
              {t('account.adminApprove', { name: request.userName })}
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => void review('reject')}>
              {t('account.adminReject', { name: request.userName })}
            </Button>
          </div>
        </>
      ) : null}
    </li>
  );
}

export function AdminVerificationsPage() {
  const t = useT();
  const [tab, setTab] = useState<ReviewStatus>('pending');
  const [list, setList] = useState<VerificationRequest[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    listVerificationRequests(tab).then(
      (found) => live && (setList(found), setError(null)),
      (failure: unknown) => live && setError(errorMessage(failure)),
    );
    return () => {
      live = false;
    };
  }, [tab, attempt]);
  const reload = () => setAttempt((n) => n + 1);

  return (
    <div className="stack-form">
      <div role="tablist" aria-label={t('account.adminQueue')} className="account-segments">
        {REVIEW_TABS.map((status) => (
          <button
            key={status}
            type="button"
            role="tab"
            aria-selected={status === tab}
            className="account-tab"
            onClick={() => {
              setList(null);
              setTab(status);
            }}
          >
            {t(`account.verification.${status}`)}
          </button>
        ))}
      </div>
      {list === null ? (
        <LoadState error={error} onRetry={reload} />
      ) : list.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="account-list">
          {list.map((request) => (
            <RequestCard key={request.id} request={request} onReviewed={reload} />
          ))}
        </ul>
      )}
    </div>
  );
}
