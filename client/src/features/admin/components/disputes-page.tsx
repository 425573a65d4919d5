// /admin/disputes (staff): the P2P dispute queue — waiting ones (oldest first) and decided ones; one dispute with
// both sides, the seller's payment details, the order chat, each side's evidence and every step; and the decision
// (release to the buyer or return to the seller) with a reason both sides read, asked once more before it is sent.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { confirmAction } from '../../../components/ui/confirm';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { registerMessages } from '../../../i18n/catalogue';
import { adminDisputes } from '../../../i18n/messages/admin-disputes';
import { formatAsset } from '../../../lib/amount';
import { errorMessage } from '../../../lib/api/errors';
import { mediaUrl } from '../../../lib/media-url';
import { language } from '../../../state/language';
import { toast } from '../../../state/toasts';
import { getDispute, listDisputes, resolveDispute, type AdminDispute, type AdminDisputeSummary } from '../api/disputes';
import { AdminFrame, Tabs, useDateTime, type AdminPageProps } from './admin-frame';
import { P2P_PAYMENT_FIELDS } from '../../../../../contracts/rules/p2p-payment';

registerMessages('adminDisputes', adminDisputes);

const STATES = ['open', 'resolved'] as const;
/** The order chat's system notes (their text is the event's name, mock store/pay-p2p.ts SystemEvent). */
const EVENTS = {
  created: 'adminDisputes.event.created',
  paid: 'adminDisputes.event.paid',
  released: 'adminDisputes.event.released',
  cancelled: 'adminDisputes.event.cancelled',
  expired: 'adminDisputes.event.expired',
  disputed: 'adminDisputes.event.disputed',
} as const;
type State = (typeof STATES)[number];
/** Ours, as the API refuses (AdminDisputeResolveInput.reason minLength). */
const REASON_MIN = 10;
/** The assets and fiat currencies P2P trades in have these precisions (openapi PayAsset.precision). */
const precisionOf = (code: string): number => (code === 'USDT' ? 6 : code === 'OSBT' || code === 'JPY' || code === 'IDR' ? 0 : 2);
const money = (minor: number, code: string, lang: string) => formatAsset(minor, { code, precision: precisionOf(code) }, lang);

function Decide({ dispute, onDone }: { dispute: AdminDispute; onDone: (next: AdminDispute) => void }) {
  const t = useT();
  const id = useId();
  const lang = language.value;
  const s = dispute.summary;
  const [outcome, setOutcome] = useState<'buyer' | 'seller' | ''>('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!outcome) return setProblem(t('adminDisputes.chooseOutcome'));
    if (reason.trim().length < REASON_MIN) return setProblem(t('adminDisputes.reasonShort'));
    setProblem(null);
    const name = outcome === 'buyer' ? s.buyer.userName : s.seller.userName;
    void confirmAction({
      title: t(`adminDisputes.confirm.${outcome}`, { amount: money(s.amount, s.asset, lang), name }),
      body: <p>{t('adminDisputes.confirmBody')}</p>,
      confirmLabel: t('adminDisputes.submit'),
      onConfirm: async () => {
        try {
          onDone(await resolveDispute({ id: s.id, outcome, reason: reason.trim() }));
          toast.success(t('adminDisputes.decided'));
        } catch (e) {
          setProblem(errorMessage(e));
        }
      },
    });
  };
  return (
    <form className="page-card stack-form" onSubmit={submit} noValidate aria-labelledby={`${id}-t`}>
      <h3 id={`${id}-t`}>{t('adminDisputes.decide')}</h3>
      <fieldset className="page-fieldset">
        <legend>{t('adminDisputes.chooseOutcome')}</legend>
        {(['buyer', 'seller'] as const).map((o) => (
          <label key={o} className="pay-check">
            <input type="radio" name={`${id}-outcome`} checked={outcome === o} onChange={() => setOutcome(o)} />
            {t(`adminDisputes.outcome.${o}`, { name: o === 'buyer' ? s.buyer.userName : s.seller.userName })}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('adminDisputes.reason')}</label>
        <textarea id={`${id}-reason`} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="danger">
          {t('adminDisputes.submit')}
        </Button>
      </div>
    </form>
  );
}

function DisputeView({ dispute, onDone }: { dispute: AdminDispute; onDone: (next: AdminDispute) => void }) {
  const t = useT();
  const when = useDateTime();
  const lang = language.value;
  const s = dispute.summary;
  const side = (x: 'buyer' | 'seller') => t(`adminDisputes.side.${x}`);
  const who = (step: AdminDispute['steps'][number]) => (step.by ? `@${step.by.userName}` : t('adminDisputes.platform'));
  return (
    <div className="stack-form" data-testid="dispute">
      <div className="page-card">
        <h2>
          {t('adminDisputes.summary', {
            amount: money(s.amount, s.asset, lang),
            fiat: money(s.fiatAmount, s.fiat, lang),
            seller: s.seller.userName,
            buyer: s.buyer.userName,
          })}
        </h2>
        <p>{t('adminDisputes.openedBy', { side: side(s.openedBy), when: when(s.openedAt), reason: s.reason })}</p>
        {dispute.paidAt !== null ? <p className="page-muted">{t('adminDisputes.paidAt', { when: when(dispute.paidAt) })}</p> : null}
        <h3>{t('adminDisputes.payTo')}</h3>
        <dl className="page-summary">
          {P2P_PAYMENT_FIELDS[dispute.method]
            .filter((field) => dispute.paymentDetails[field])
            .map((field) => (
              <div key={field}>
                <dt>{t(`adminDisputes.field.${field}`)}</dt>
                <dd>{dispute.paymentDetails[field]}</dd>
              </div>
            ))}
        </dl>
      </div>
      <section className="page-card" aria-label={t('adminDisputes.chat')}>
        <h3>{t('adminDisputes.chat')}</h3>
        <ol className="page-list">
          {dispute.messages.map((m) => (
            <li key={m.id}>
              <span className="page-muted">{when(m.at)} · </span>
              {m.kind === 'system' ? (
                <em>{m.text in EVENTS ? t(EVENTS[m.text as keyof typeof EVENTS]) : m.text}</em>
              ) : (
                <>
                  <strong>
                    {m.uid === s.buyer.uid ? `@${s.buyer.userName} (${side('buyer')})` : `@${s.seller.userName} (${side('seller')})`}
                  </strong>
                  : {m.text}
                </>
              )}
            </li>
          ))}
        </ol>
      </section>
      <section className="page-card" aria-label={t('adminDisputes.evidence')}>
        <h3>{t('adminDisputes.evidence')}</h3>
        {dispute.evidence.length === 0 ? (
          <p className="page-muted">{t('adminDisputes.evidenceNone')}</p>
        ) : (
          <ul className="admin-evidence">
            {dispute.evidence.map((e) => (
              <li key={e.key}>
                <a href={mediaUrl(e.key)} target="_blank" rel="noreferrer">
                  <img src={mediaUrl(e.key)} alt={t('adminDisputes.evidenceFrom', { side: side(e.by), when: when(e.at) })} />
                </a>
                <span className="page-muted">{t('adminDisputes.evidenceFrom', { side: side(e.by), when: when(e.at) })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="page-card" aria-label={t('adminDisputes.steps')}>
        <h3>{t('adminDisputes.steps')}</h3>
        <ol className="page-list">
          {dispute.steps.map((step, i) => (
            <li key={i}>
              <span className="page-muted">{when(step.at)} · </span>
              {t(`adminDisputes.step.${step.step}`, { who: who(step) })}
              {step.note && step.step !== 'evidence' ? ` — “${step.note}”` : ''}
            </li>
          ))}
        </ol>
      </section>
      {s.resolution ? (
        <p className="form-notice" data-testid="dispute-resolution">
          {t(s.resolution.by === 'deadline' ? 'adminDisputes.resolved.deadline' : `adminDisputes.resolved.${s.resolution.outcome}`, {
            when: when(s.resolution.at),
          })}
        </p>
      ) : s.status === 'disputed' ? (
        <Decide dispute={dispute} onDone={onDone} />
      ) : null}
    </div>
  );
}

function Row({ item, onOpen }: { item: AdminDisputeSummary; onOpen: () => void }) {
  const t = useT();
  const when = useDateTime();
  const lang = language.value;
  return (
    <li className="page-card">
      <p>
        <strong>
          {t('adminDisputes.summary', {
            amount: money(item.amount, item.asset, lang),
            fiat: money(item.fiatAmount, item.fiat, lang),
            seller: item.seller.userName,
            buyer: item.buyer.userName,
          })}
        </strong>
      </p>
      <p className="page-muted">
        {t('adminDisputes.openedBy', { side: t(`adminDisputes.side.${item.openedBy}`), when: when(item.openedAt), reason: item.reason })}
      </p>
      <p className="page-muted">
        {item.status === 'disputed' ? `${t('adminDisputes.decideBy', { when: when(item.decideBy) })} · ` : ''}
        {t('adminDisputes.evidenceCount', { count: item.evidence })}
      </p>
      <Button size="sm" variant="secondary" onClick={onOpen}>
        {t('adminDisputes.open', { id: item.id })}
      </Button>
    </li>
  );
}

export function DisputesPage({ title }: AdminPageProps) {
  const t = useT();
  const [state, setState] = useState<State>('open');
  const [items, setItems] = useState<AdminDisputeSummary[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [open, setOpen] = useState<AdminDispute | null>(null);
  const load = (which: State) => {
    listDisputes(which)
      .then((answer) => {
        setItems(answer.items);
        setFailed(null);
      })
      .catch((e: unknown) => setFailed(errorMessage(e)));
  };
  useEffect(() => load(state), [state]);
  const show = (id: string) => {
    getDispute(id)
      .then(setOpen)
      .catch((e: unknown) => toast.error(errorMessage(e)));
  };
  return (
    <AdminFrame title={title} lead={t('adminDisputes.lead')}>
      {open ? (
        <>
          <div>
            <Button size="sm" variant="ghost" onClick={() => (setOpen(null), load(state))}>
              {t('adminDisputes.back')}
            </Button>
          </div>
          <DisputeView dispute={open} onDone={setOpen} />
        </>
      ) : (
        <>
          <Tabs
            label={t('adminDisputes.tabs')}
            value={state}
            options={STATES}
            name={(x) => t(`adminDisputes.tab.${x}`)}
            onChange={setState}
          />
          {failed ? (
            <p className="form-error" role="alert">
              {t('adminDisputes.loadFailed', { message: failed })}
            </p>
          ) : null}
          {items && items.length === 0 ? <EmptyState message={t('adminDisputes.none')} /> : null}
          {items && items.length > 0 ? (
            <ul className="page-list page-list--loose">
              {items.map((item) => (
                <Row key={item.id} item={item} onOpen={() => show(item.id)} />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </AdminFrame>
  );
}
