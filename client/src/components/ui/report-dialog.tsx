// The one Report dialog (a post's menu, a comment, a profile, a chat message's menu, a community): a reason among
// the seven, optional details (≤ 500), then "Thanks, we'll review it". The server's refusal (already reported,
// own content) shows in the dialog. Each area loads it as its own chunk, the first time someone opens it.
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { registerMessages } from '../../i18n/catalogue';
import { report } from '../../i18n/messages/report';
import { errorMessage } from '../../lib/api/errors';
import { DETAILS_MAX, REPORT_REASONS, reportBody, reportContent, type ReportReason, type ReportTarget } from '../../lib/report';
import { closeModal } from '../../state/modal';
import { toast } from '../../state/toasts';
import { Button } from './button';
import './confirm.css';
import './report-dialog.css';

registerMessages('report', report);

export default function ReportDialog({ target, name }: { target: ReportTarget; name?: string }) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = reportBody(target, reason, details);
    if (!body) {
      setProblem(t('report.chooseReason'));
      return;
    }
    setBusy(true);
    try {
      await reportContent(body);
      closeModal();
      toast.success(t('report.thanks'));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="ui-confirm ui-report" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="ui-confirm__title">{t(`report.title.${target.targetType}`, { name: name ?? '' })}</h2>
      <p className="ui-report__lead">{t(target.targetType === 'message' ? 'report.lead.message' : 'report.lead')}</p>
      <fieldset className="ui-report__reasons">
        <legend>{t('report.reason')}</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r} className="ui-report__reason">
            <input type="radio" name={`${id}-reason`} value={r} checked={reason === r} onChange={() => (setReason(r), setProblem(null))} />
            {t(`report.reason.${r}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-details`}>{t('report.details')}</label>
        <textarea
          id={`${id}-details`}
          className="ui-report__details"
          rows={3}
          maxLength={DETAILS_MAX}
          value={details}
          aria-describedby={`${id}-count`}
          onChange={(e) => setDetails(e.target.value)}
        />
        <span id={`${id}-count`} className="field__hint">
          {t('report.detailsCount', { n: details.length })}
        </span>
      </div>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="ui-confirm__actions">
        <Button variant="secondary" disabled={busy} onClick={closeModal}>
          {t('report.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={busy}>
          {t('report.send')}
        </Button>
      </div>
    </form>
  );
}
