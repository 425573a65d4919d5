// /admin/supports/{uid} (staff; uid is the requester's user id): who they are (username, verified, country, member
// since, verification state, newest payments and market orders), all their tickets beside the open one (?ticket=id) with internal notes, the answer or note composer, the
// status and the assignment; saved replies go into the answer box at the cursor.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { confirmAction } from '../../../components/ui/confirm';
import { PageNotFound } from '../../../components/ui/page-states';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { useT } from '../../../i18n';
import { formatAsset } from '../../../lib/amount';
import { formatOsbt } from '../../../lib/currency';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { timeZone } from '../../../state/preferences';
import { user } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { deskAssign } from '../api/admin-assign';
import { getRequester } from '../api/admin-get-requester';
import { getDeskTicket } from '../api/admin-get-ticket';
import { deskReply } from '../api/admin-reply';
import { deskSetPriority } from '../api/admin-set-priority';
import { deskSetStatus } from '../api/admin-set-status';
import { uploadMedia } from '../../../lib/api/calls/upload-media';
import { RequesterModel } from '../models/desk';
import { supportLinks } from '../models/links';
import { MESSAGE_MAX, PRIORITIES, STATUSES } from '../models/rules';
import { insertAt, type Selection } from '../models/saved-replies';
import type { Priority, Status } from '../models/types';
import { AttachmentPicker } from './attachment-picker';
import { SavedReplyPicker } from './saved-replies';
import { FirstAnswer, LoadError, Loading, Messages, Panes, PickTicket, ThreadHead, TicketList, type SupportPageProps } from './parts';
import { useLive } from '../../../lib/live/use-live';
import { deskPresence } from '../api/admin-presence';
import { PRESENCE_BEAT_MS, PresenceModel } from '../models/presence';

type Model = InstanceType<typeof RequesterModel>;

/** The requester's newest payments and market orders, so staff answer knowing what happened (Zendesk's side panel). */
function RequesterBackground({ background }: { background: NonNullable<Model['background']['value']> }) {
  const t = useT();
  const lang = language.value;
  const when = (at: number) => formatTime(at, { timeZone: timeZone.value, lang, style: 'datetime' });
  return (
    <div className="support-background">
      <section aria-labelledby="support-requester-payments">
        <h3 id="support-requester-payments">{t('support.requester.payments')}</h3>
        {background.payments.length === 0 ? (
          <p className="support-background__empty">{t('support.requester.noPayments')}</p>
        ) : (
          <ul>
            {background.payments.map((payment) => (
              <li key={payment.id}>
                {t('support.requester.payment', {
                  direction: t(`support.requester.payment.${payment.direction}`),
                  amount: formatAsset(payment.amount, { code: payment.asset, precision: payment.precision }, lang),
                  status: t(`support.requester.payment.${payment.status}`),
                  when: when(payment.createdAt),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="support-requester-orders">
        <h3 id="support-requester-orders">{t('support.requester.orders')}</h3>
        {background.orders.length === 0 ? (
          <p className="support-background__empty">{t('support.requester.noOrders')}</p>
        ) : (
          <ul>
            {background.orders.map((order) => (
              <li key={order.id}>
                {t('support.requester.order', {
                  id: order.id,
                  items: order.items,
                  total: formatOsbt(order.total, lang),
                  status: t(`support.requester.order.${order.status}`),
                  when: when(order.createdAt),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

type Presences = InstanceType<typeof PresenceModel>;

/** "kemi está respondendo este ticket": the other staff on it, those writing an answer first and as a warning. */
function PresenceNotice({ presence }: { presence: Presences }) {
  useSignals();
  const t = useT();
  const others = presence.others.value;
  const names = (state: 'typing' | 'viewing') => others.filter((p) => p.state === state).map((p) => `@${p.userName}`);
  const list = (items: string[]) => new Intl.ListFormat(language.value, { type: 'conjunction' }).format(items);
  const typing = names('typing');
  const viewing = names('viewing');
  return (
    <div role="status" className="support-presence">
      {typing.length > 0 ? (
        <p className="support-presence__typing">
          {t(typing.length > 1 ? 'support.desk.presence.typingMany' : 'support.desk.presence.typing', { names: list(typing) })}
        </p>
      ) : null}
      {viewing.length > 0 ? (
        <p className="page-muted">
          {t(viewing.length > 1 ? 'support.desk.presence.viewingMany' : 'support.desk.presence.viewing', { names: list(viewing) })}
        </p>
      ) : null}
    </div>
  );
}

function DeskThread({ model, uid, presence }: { model: Model; uid: string; presence: Presences }) {
  useSignals();
  const t = useT();
  const writing = model.text.value.trim() !== '';
  // Text in the answer box is an answer being written: the other staff on the ticket are told (and when it is sent, not).
  useEffect(() => presence.typing(writing), [presence, writing]);
  const id = useId();
  const thread = model.thread.value;
  const current = thread?.ticket.status;
  const [status, setStatus] = useState<Status | ''>('');
  const box = useRef<HTMLTextAreaElement>(null);
  /** Where the person last put the cursor in the answer box; null until they do (a saved reply then goes at the end). */
  const caret = useRef<Selection | null>(null);
  const insert = (piece: string) => {
    const next = insertAt(model.text.peek(), piece, caret.current);
    model.text.value = next.text;
    caret.current = { start: next.caret, end: next.caret };
    // After React wrote the new value: the cursor goes just after the inserted text, ready to go on typing.
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(next.caret, next.caret);
    });
  };
  if (model.threadMissing.value)
    return (
      <PageNotFound message={t('support.thread.missing')} backTo={supportLinks.requester(uid)} backLabel={t('support.thread.toList')} />
    );
  if (model.threadError.value && !thread)
    return <LoadError message={model.threadError.value} onRetry={() => void model.open(model.selectedId.peek())} />;
  if (!thread) return model.selectedId.value ? <Loading /> : <PickTicket />;
  const { ticket, messages } = thread;
  const busy = model.busy.value;
  const internal = model.internal.value;
  const mine = ticket.assignee?.uid === user.value?.uid;

  return (
    <article className="page-card" aria-labelledby={`${id}-subject`}>
      <ThreadHead ticket={ticket} headingId={`${id}-subject`}>
        {ticket.rating ? ` · ${'★'.repeat(ticket.rating.score)}${ticket.rating.comment ? ` “${ticket.rating.comment}”` : ''}` : ''}
      </ThreadHead>
      <div className="page-row">
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void model.assign(!mine)}>
          {mine ? t('support.desk.unassign') : t('support.desk.assignMe')}
        </Button>
        <form
          className="page-row"
          onSubmit={(e) => {
            e.preventDefault();
            if (!status || status === current) return;
            const change = () => model.setStatus(status).then((ok) => ok && setStatus(''));
            // Solved and closed end the conversation for the requester: asked first, in the one confirm dialog.
            if (status === 'solved' || status === 'closed') {
              void confirmAction({
                title: t('support.requester.endTitle', { status: t(`support.status.${status}`) }),
                body: <p>{t('support.requester.endBody', { name: ticket.userName || ticket.uid })}</p>,
                confirmLabel: t('support.requester.setStatus'),
                onConfirm: change,
              });
            } else void change();
          }}
        >
          <label htmlFor={`${id}-status`} className="visually-hidden">
            {t('support.requester.status')}
          </label>
          <select
            id={`${id}-status`}
            className="support-select"
            value={status || current}
            onChange={(e) => setStatus(e.target.value as Status)}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`support.status.${s}`)}
              </option>
            ))}
          </select>
          <Button type="submit" size="sm" variant="secondary" disabled={busy || !status || status === current}>
            {t('support.requester.setStatus')}
          </Button>
        </form>
      </div>
      {ticket.priority ? (
        <div className="page-row">
          <label htmlFor={`${id}-priority`}>{t('support.priority.label')}</label>
          <select
            id={`${id}-priority`}
            className="support-select"
            value={ticket.priority}
            disabled={busy}
            onChange={(e) => void model.setPriority(e.target.value as Priority)}
          >
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(`support.priority.${p}`)}
              </option>
            ))}
          </select>
          <FirstAnswer ticket={ticket} />
        </div>
      ) : null}
      <h3 className="visually-hidden">{t('support.thread.title')}</h3>
      <Messages messages={messages} mine={(m) => m.author.staff} />
      <PresenceNotice presence={presence} />
      <form
        className="stack-form"
        onSubmit={(e) => {
          e.preventDefault();
          void model.send();
        }}
      >
        <div className="field">
          <div className="page-row page-row--spread">
            <label htmlFor={`${id}-text`} className="support-saved-label">
              {t('support.thread.replyStaff')}
            </label>
            <SavedReplyPicker userName={ticket.userName || ticket.uid} onInsert={insert} />
          </div>
          <textarea
            ref={box}
            id={`${id}-text`}
            className="page-textarea"
            rows={3}
            maxLength={MESSAGE_MAX}
            value={model.text.value}
            onChange={(e) => (model.text.value = e.target.value)}
            onSelect={(e) => (caret.current = { start: e.currentTarget.selectionStart, end: e.currentTarget.selectionEnd })}
          />
        </div>
        <AttachmentPicker attachments={model.attachments} holdUp={model.holdUp.value} />
        <div className="support-filters">
          <label className="support-check">
            <input type="checkbox" checked={internal} onChange={(e) => (model.internal.value = e.target.checked)} />
            {t('support.requester.internal')}
          </label>
          {internal ? null : (
            <div className="field">
              <label htmlFor={`${id}-after`}>{t('support.requester.answerStatus')}</label>
              <select
                id={`${id}-after`}
                value={model.answerStatus.value}
                onChange={(e) => (model.answerStatus.value = e.target.value as Status | '')}
              >
                <option value="">{t('support.requester.keep')}</option>
                {STATUSES.filter((s) => s !== 'pending').map((s) => (
                  <option key={s} value={s}>
                    {t(`support.status.${s}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        <div className="page-row">
          <Button type="submit" loading={busy} disabled={!model.text.value.trim()}>
            {internal ? t('support.requester.sendNote') : t('support.requester.sendAnswer')}
          </Button>
        </div>
      </form>
    </article>
  );
}

export function RequesterSupportPage({ title }: SupportPageProps) {
  useSignals();
  const t = useT();
  const { uid = '' } = useParams();
  const [params] = useSearchParams();
  const selected = params.get('ticket');
  const model = useModel(
    () =>
      new RequesterModel({
        page: async (who) => (await getRequester({ uid: who })).data,
        get: async (ticketId) => (await getDeskTicket({ id: ticketId })).data,
        reply: deskReply,
        assign: deskAssign,
        setStatus: deskSetStatus,
        setPriority: deskSetPriority,
        upload: uploadMedia,
        notify: (kind, message) => toast[kind](message),
      }),
  );
  useEffect(() => {
    void model.load(uid);
  }, [model, uid]);
  useEffect(() => {
    void model.open(selected);
  }, [model, selected]);
  useLive([], () => model.load(uid));
  const presence = useModel(() => new PresenceModel(deskPresence));
  useEffect(() => {
    presence.open(selected);
  }, [presence, selected]);
  useEffect(() => {
    // Leaving the page in the app unmounts it; closing or reloading the tab is a pagehide.
    const gone = () => presence.leave();
    window.addEventListener('pagehide', gone);
    return () => {
      window.removeEventListener('pagehide', gone);
      gone();
    };
  }, [presence]);
  // Every few seconds while shown, and at once on the realtime `i` the server sends when someone's presence changes.
  useLive([], presence.beat, { intervalMs: PRESENCE_BEAT_MS, active: selected !== null });
  const requester = model.requester.value;
  const tickets = model.tickets.value;
  const since = requester ? formatTime(requester.memberSince, { timeZone: timeZone.value, lang: language.value, style: 'date' }) : '';

  return (
    <section className="area-page page-frame">
      <header className="area-page__header">
        <div className="page-frame__titles">
          <h1>{requester ? t('support.requester.title', { title, name: requester.userName || requester.uid }) : title}</h1>
          <Link to={supportLinks.queue} className="page-row">
            <ArrowLeft size={16} aria-hidden="true" />
            {t('support.requester.queue')}
          </Link>
        </div>
      </header>
      {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load(uid)} /> : null}
      {model.missing.value ? (
        <PageNotFound message={t('support.requester.missing')} backTo={supportLinks.queue} backLabel={t('support.requester.queue')} />
      ) : requester === null || tickets === null ? (
        model.loadError.value ? null : (
          <Loading />
        )
      ) : (
        <>
          <section className="page-card" aria-labelledby="support-requester-title">
            <h2 id="support-requester-title">{t('support.requester.summary')}</h2>
            <dl className="support-facts">
              <dt>{t('support.requester.user')}</dt>
              <dd className="page-row">
                @{requester.userName || requester.uid} {requester.isVerified ? <VerifiedBadge /> : null}
              </dd>
              <dt>{t('support.requester.verified')}</dt>
              <dd>{t(requester.isVerified ? 'support.requester.yes' : 'support.requester.no')}</dd>
              <dt>{t('support.requester.country')}</dt>
              <dd>{requester.country || '—'}</dd>
              <dt>{t('support.requester.since')}</dt>
              <dd>{since}</dd>
              <dt>{t('support.requester.verification')}</dt>
              <dd>{model.background.value ? t(`support.requester.verification.${model.background.value.verification}`) : '…'}</dd>
            </dl>
            {model.background.value ? <RequesterBackground background={model.background.value} /> : null}
          </section>
          <Panes
            open={selected !== null}
            list={
              <>
                <h2>{t('support.requester.tickets', { name: requester.userName || requester.uid })}</h2>
                <TicketList
                  tickets={tickets}
                  selectedId={selected}
                  label={t('support.requester.tickets', { name: requester.userName })}
                  unreadKey="support.desk.unread"
                />
              </>
            }
            thread={<DeskThread model={model} uid={uid} presence={presence} />}
          />
        </>
      )}
    </section>
  );
}
