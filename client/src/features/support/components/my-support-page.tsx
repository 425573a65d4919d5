// /account/support: my tickets beside the open one (?ticket=id), a new-ticket form, and common questions. A staff
// answer arrives without a reload (realtime `i`, or the tab shown again).
import { useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { LifeBuoy, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { confirmAction } from '../../../components/ui/confirm';
import { PageNotFound } from '../../../components/ui/page-states';
import { lazyComponent } from '../../../components/ui/lazy-component';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { toast } from '../../../state/toasts';
import { closeTicket } from '../api/close-ticket';
import { createTicket } from '../api/create-ticket';
import { getTicket } from '../api/get-ticket';
import { listTickets } from '../api/list-tickets';
import { rateTicket } from '../api/rate-ticket';
import { reopenTicket } from '../api/reopen-ticket';
import { replyTicket } from '../api/reply-ticket';
import { uploadMedia } from '../../../lib/api/calls/upload-media';
import { MySupportModel } from '../models/my-support';
import { canClose, canRate, canReopen, canReply, isEnded, MESSAGE_MAX } from '../models/rules';
import { AttachmentPicker } from './attachment-picker';
import { CommonQuestions } from './common-questions';
import { LoadError, Loading, Messages, Panes, PickTicket, ThreadHead, TicketList, useWhen, type SupportPageProps } from './parts';
import { useLive } from '../../../lib/live/use-live';

type Model = InstanceType<typeof MySupportModel>;

// The new-ticket form loads when "New ticket" is pressed and the rating form with a solved ticket: most visits read
// an open thread, and the page's chunk has a 30 KB budget.
const NewTicketForm = lazyComponent(() => import('./new-ticket-form').then((m) => m.NewTicketForm));
const RatingForm = lazyComponent(() => import('./rating-form').then((m) => m.RatingForm));

function MyThread({ model }: { model: Model }) {
  useSignals();
  const t = useT();
  const id = useId();
  const when = useWhen();
  const { pathname } = useLocation();
  const thread = model.thread.value;
  if (model.threadMissing.value)
    return <PageNotFound message={t('support.thread.missing')} backTo={pathname} backLabel={t('support.thread.toList')} />;
  if (model.threadError.value && !thread)
    return <LoadError message={model.threadError.value} onRetry={() => void model.open(model.selectedId.peek())} />;
  if (!thread) return model.selectedId.value ? <Loading /> : <PickTicket />;
  const { ticket, messages } = thread;
  const now = Date.now();
  const busy = model.busy.value;

  return (
    <article className="page-card" aria-labelledby={`${id}-subject`}>
      <ThreadHead ticket={ticket} headingId={`${id}-subject`} />
      <h3 className="visually-hidden">{t('support.thread.title')}</h3>
      <Messages messages={messages} mine={(m) => !m.author.staff} />

      {ticket.rating ? <p className="page-muted">{t('support.rate.done', { n: ticket.rating.score })}</p> : null}
      {canRate(ticket, messages) ? <RatingForm busy={busy} onRate={model.rate} /> : null}

      {canReply(ticket, now) ? (
        <form
          className="stack-form"
          onSubmit={(e) => {
            e.preventDefault();
            void model.reply();
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-reply`}>{t('support.thread.reply')}</label>
            <textarea
              id={`${id}-reply`}
              className="page-textarea"
              rows={3}
              maxLength={MESSAGE_MAX}
              value={model.replyText.value}
              aria-describedby={isEnded(ticket) ? `${id}-reopens` : undefined}
              onChange={(e) => (model.replyText.value = e.target.value)}
            />
            {isEnded(ticket) ? (
              <p className="field__hint" id={`${id}-reopens`}>
                {t('support.thread.replyReopens')}
              </p>
            ) : null}
          </div>
          <AttachmentPicker attachments={model.replyAttachments} holdUp={model.replyHoldUp.value} />
          <div className="page-row">
            <Button type="submit" loading={busy} disabled={!model.replyText.value.trim()}>
              {t('support.thread.send')}
            </Button>
            {canClose(ticket) ? (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  void confirmAction({
                    title: t('support.thread.closeTitle'),
                    body: <p>{t('support.thread.closeBody')}</p>,
                    confirmLabel: t('support.thread.close'),
                    onConfirm: () => model.close(),
                  })
                }
              >
                {t('support.thread.close')}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}

      {isEnded(ticket) ? (
        canReopen(ticket, now) && ticket.reopenUntil !== null ? (
          <div className="page-row">
            <p className="page-muted">{t('support.thread.reopenUntil', { date: when.date(ticket.reopenUntil) })}</p>
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => void model.reopen()}>
              {t('support.thread.reopen')}
            </Button>
          </div>
        ) : (
          <p className="page-muted">{t('support.thread.reopenOver')}</p>
        )
      ) : null}
    </article>
  );
}

export function MySupportPage({ title }: SupportPageProps) {
  useSignals();
  const t = useT();
  const [params, setParams] = useSearchParams();
  const selected = params.get('ticket');
  const [composing, setComposing] = useState(false);
  const model = useModel(
    () =>
      new MySupportModel({
        list: listTickets,
        get: async (id) => (await getTicket({ id })).data,
        create: createTicket,
        reply: replyTicket,
        close: closeTicket,
        reopen: reopenTicket,
        rate: rateTicket,
        upload: uploadMedia,
        notify: (kind, message) => toast[kind](message),
      }),
  );
  useEffect(() => {
    void model.load();
  }, [model]);
  useEffect(() => {
    void model.open(selected);
  }, [model, selected]);
  useLive([], model.refresh);
  const tickets = model.tickets.value;

  return (
    <section className="area-page page-frame">
      <header className="area-page__header">
        <div className="page-frame__titles">
          <h1>{title}</h1>
          <p className="page-muted">{t('support.my.lead')}</p>
        </div>
        {composing ? null : (
          <Button onClick={() => setComposing(true)}>
            <Plus size={16} aria-hidden="true" />
            {t('support.my.new')}
          </Button>
        )}
      </header>
      {composing ? (
        <NewTicketForm
          model={model}
          onCancel={() => setComposing(false)}
          onDone={(id) => {
            setComposing(false);
            setParams({ ticket: id });
          }}
        />
      ) : null}
      {model.loadError.value ? <LoadError message={model.loadError.value} onRetry={() => void model.load()} /> : null}
      {tickets === null ? (
        model.loadError.value ? null : (
          <Loading />
        )
      ) : tickets.length === 0 ? (
        <EmptyState icon={<LifeBuoy size={32} />} message={t('support.my.none')} />
      ) : (
        <Panes
          open={selected !== null}
          list={
            <>
              <h2>{t('support.my.tickets')}</h2>
              <TicketList tickets={tickets} selectedId={selected} label={t('support.my.tickets')} unreadKey="support.my.unread" />
            </>
          }
          thread={<MyThread model={model} />}
        />
      )}
      <CommonQuestions />
    </section>
  );
}
