// /admin/verifications (staff): the queue of identity requests by status; each pending one shows the full
// details and is approved, or rejected with a reason the person reads on their verification page.
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api/errors';
import { mediaUrl } from '../../../lib/media-url';
import { language } from '../../../state/language';
import { token } from '../../../state/token';
import { timeZone } from '../../../state/preferences';
import { formatDay, formatTime } from '../../../lib/time';
import { toast } from '../../../state/toasts';
import { useT } from '../../../i18n';
import { listVerificationRequests } from '../api/list-verification-requests';
import { reviewVerification } from '../api/review-verification';
import { REASON_MAX, REVIEW_TABS, reviewOf, type ReviewStatus, type VerificationRequest } from '../models/verification-review';
import { verificationTone } from '../models/verification';
import { Spinner } from '../../../components/ui/spinner';
import { registerMessages } from '../../../i18n/catalogue';
import { accountReview } from '../../../i18n/messages/account-review';
import '../../../components/ui/page-frame.css';
import './account.css';

registerMessages('accountReview', accountReview);

/**
 * An identity document's photo: the CDN gives it only to its owner and staff, with the token (decision 042), so
 * it is fetched with the header and shown from a blob URL (an <img src> cannot send one), released on unmount.
 */
function DocumentPhoto({ mediaKey, alt }: { mediaKey: string; alt: string }) {
  const t = useT();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fetch(mediaUrl(mediaKey), { headers: { Authorization: `Bearer ${token.peek() ?? ''}` }, cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        if (!live) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [mediaKey]);
  if (failed) return <>{t('accountReview.documentImageFailed')}</>;
  if (!src) return <Spinner size={16} />;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img src={src} alt={alt} className="account-photo__thumb" />
    </a>
  );
}

function RequestCard({ request, onReviewed }: { request: VerificationRequest; onReviewed: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = { heading: useId(), reason: useId() };
  const lang = language.value;
  const zone = timeZone.value;

  const review = async (decision: 'approve' | 'reject') => {
    const body = reviewOf(request.id, decision, reason);
    setProblem(!body);
    if (!body) return;
    setBusy(true);
    try {
      await reviewVerification(body);
      toast.success(t(decision === 'approve' ? 'accountReview.approved' : 'accountReview.rejected'));
      onReviewed();
    } catch (error) {
      toast.error(errorMessage(error));
      onReviewed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="page-card account-card" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="page-row page-row--loose">
        {request.legalName} <span className="field__hint">@{request.userName}</span>
        <span className={`ui-status ui-status--${verificationTone(request.status)}`}>
          <span className="ui-status__dot" aria-hidden="true" />
          {t(`accountReview.status.${request.status}`)}
        </span>
      </h2>
      <dl className="account-facts">
        <dt>{t('accountReview.dateOfBirth')}</dt>
        <dd>{formatDay(request.dateOfBirth, lang)}</dd>
        <dt>{t('accountReview.documentType')}</dt>
        <dd>{t(`accountReview.document.${request.documentType}`)}</dd>
        <dt>{t('accountReview.documentNumber')}</dt>
        <dd>{request.documentNumber ?? `…${request.documentEnding}`}</dd>
        <dt>{t('accountReview.documentImage')}</dt>
        <dd>
          {request.documentImage ? (
            <DocumentPhoto mediaKey={request.documentImage} alt={t('accountReview.documentImageAlt', { name: request.legalName })} />
          ) : (
            t('accountReview.noDocumentImage')
          )}
        </dd>
        <dt>{t('accountReview.submitted')}</dt>
        <dd>{formatTime(request.submittedAt, { timeZone: zone, lang })}</dd>
        {request.reason ? (
          <>
            <dt>{t('accountReview.reason')}</dt>
            <dd>{request.reason}</dd>
          </>
        ) : null}
      </dl>
      {request.status === 'pending' ? (
        <>
          <div className="field">
            <label htmlFor={ids.reason}>{t('accountReview.rejectReason')}</label>
            <textarea
              id={ids.reason}
              className="page-textarea account-textarea"
              rows={2}
              maxLength={REASON_MAX}
              value={reason}
              aria-invalid={problem || undefined}
              onChange={(e) => setReason(e.target.value)}
            />
            {problem ? (
              <p className="field__error" role="alert">
                {t('accountReview.reasonRequired')}
              </p>
            ) : null}
          </div>
          <div className="page-row page-row--loose">
            <Button loading={busy} onClick={() => void review('approve')}>
              {t('accountReview.approve', { name: request.userName })}
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => void review('reject')}>
              {t('accountReview.reject', { name: request.userName })}
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
      <div role="tablist" aria-label={t('accountReview.queue')} className="page-choices account-segments">
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
            {t(`accountReview.status.${status}`)}
          </button>
        ))}
      </div>
      {list === null ? (
        error ? (
          <div className="page-card account-card" role="alert">
            <p>{t('accountReview.loadFailed', { message: error })}</p>
            <Button variant="secondary" onClick={reload}>
              {t('accountReview.retry')}
            </Button>
          </div>
        ) : (
          <Spinner size={28} />
        )
      ) : list.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="page-list page-list--loose">
          {list.map((request) => (
            <RequestCard key={request.id} request={request} onReviewed={reload} />
          ))}
        </ul>
      )}
    </div>
  );
}
