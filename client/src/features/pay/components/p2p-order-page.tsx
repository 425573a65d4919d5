// /pay/p2p/orders/{id}: one order — who pays whom, the countdown to pay (server time), the seller's payment
// details, "I have paid", release, cancel (the buyer's, also once paid or disputed), a dispute after the wait, the
// order chat and feedback.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { Clock, Lock, SendHorizontal, ShieldAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { confirmAction } from '../../../components/ui/confirm';
import { PageNotFound } from '../../../components/ui/page-states';
import { useT } from '../../../i18n';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { timeZone } from '../../../state/preferences';
import { user } from '../../../state/session';
import { toast } from '../../../state/toasts';
import { cancelOrder } from '../api/cancel-order';
import { disputeOrder } from '../api/dispute-order';
import { getOrder } from '../api/get-order';
import { leaveFeedback } from '../api/leave-feedback';
import { listOrderMessages } from '../api/list-order-messages';
import { markOrderPaid } from '../api/mark-order-paid';
import { releaseOrder } from '../api/release-order';
import { sendOrderMessage } from '../api/send-order-message';
import { loadAssets, precisionOf } from '../models/assets';
import { formatAsset } from '../../../lib/amount';
import { clockText } from '../models/describe';
import { payLinks } from '../models/links';
import { ORDER_POLL_MS, OrderModel } from '../models/p2p';
import type { P2pMessage, P2pOrder } from '../models/types';
import { refreshWallet } from '../models/wallet';
import { PartyLine } from './party';
import { PaymentDetailsView } from './p2p-payment-fields';
import { lazyComponent } from '../../../components/ui/lazy-component';

/** Only a disputed order shows it: its code (uploads, evidence) loads then, outside the order page's chunk. */
const DisputePanel = lazyComponent<{ order: P2pOrder; onChanged: (order: P2pOrder) => void }>(
  () => import('./p2p-dispute-panel').then((m) => m.DisputePanel),
  { fallback: null },
);
import { Loading, LoadError, PayPage, type PayPageProps } from './pay-page';
import { PayStatus } from './pay-status';
import type { TextKey } from '../../../i18n/keys';
import { useLive } from '../../../lib/live/use-live';

type Model = InstanceType<typeof OrderModel>;
const OPEN = new Set(['pending', 'paid', 'disputed']);
/** The events a system note names besides 'created' (the server sends the event; the client words it); anything else shows as sent. */
const SYSTEM_NOTES: Readonly<Record<string, TextKey>> = {
  paid: 'pay.chat.system.paid',
  released: 'pay.chat.system.released',
  cancelled: 'pay.chat.system.cancelled',
  expired: 'pay.chat.system.expired',
  disputed: 'pay.chat.system.disputed',
  staffReleased: 'pay.chat.system.staffReleased',
  staffReturned: 'pay.chat.system.staffReturned',
  deadlineReturned: 'pay.chat.system.deadlineReturned',
};

function Chat({ model, order }: { model: Model; order: P2pOrder }) {
  useSignals();
  const t = useT();
  const id = useId();
  const lang = language.value;
  const list = useRef<HTMLOListElement>(null);
  const other = order.role === 'buyer' ? order.seller : order.buyer;
  const me = user.value?.uid;
  const minutes = Math.round((order.expiresAt - order.createdAt) / 60_000);
  const count = model.messages.value.length;
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [count]);
  const text = (m: P2pMessage) => {
    if (m.kind === 'system' && m.text === 'created') return t('pay.chat.system.created', { count: minutes });
    const note = m.kind === 'system' && Object.hasOwn(SYSTEM_NOTES, m.text) ? SYSTEM_NOTES[m.text] : undefined;
    return note ? t(note) : m.text;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.send();
  };
  return (
    <section className="page-card pay-chat" aria-labelledby={`${id}-chat`}>
      <h2 id={`${id}-chat`}>{t('pay.chat.title', { name: other.userName })}</h2>
      <ol className="pay-chat__list" ref={list} aria-live="polite">
        {model.messages.value.length === 0 ? <li className="page-muted">{t('pay.chat.empty')}</li> : null}
        {model.messages.value.map((m) => (
          <li key={m.id} className="pay-chat__message" data-kind={m.kind} data-mine={m.uid === me || undefined}>
            <span>{text(m)}</span>
            <time dateTime={new Date(m.at).toISOString()}>{formatTime(m.at, { timeZone: timeZone.value, lang, style: 'time' })}</time>
          </li>
        ))}
      </ol>
      <form className="pay-chat__form" onSubmit={submit}>
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {t('pay.chat.placeholder')}
        </label>
        <input
          id={`${id}-text`}
          className="page-control"
          maxLength={1000}
          placeholder={t('pay.chat.placeholder')}
          value={model.chatText.value}
          onChange={(e) => (model.chatText.value = e.target.value)}
        />
        <Button type="submit" loading={model.busy.value === 'chat'} disabled={!model.chatText.value.trim()}>
          <SendHorizontal size={16} aria-hidden="true" />
          <span className="visually-hidden">{t('pay.chat.send')}</span>
        </Button>
      </form>
    </section>
  );
}

function Actions({ model, order }: { model: Model; order: P2pOrder }) {
  useSignals();
  const t = useT();
  const id = useId();
  const lang = language.value;
  const [cancelPaidOpen, setCancelPaidOpen] = useState(false);
  const asset = { code: order.asset, precision: precisionOf(order.asset) };
  const fiat = { code: order.fiat, precision: precisionOf(order.fiat) };
  const other = order.role === 'buyer' ? order.seller : order.buyer;
  const busy = model.busy.value;
  const buyer = order.role === 'buyer';
  const words = { amount: formatAsset(order.amount, asset, lang), fiat: formatAsset(order.fiatAmount, fiat, lang), name: other.userName };
  // Each of these moves money or ends the trade for good: asked first, in the one confirm dialog.
  const askPaid = () =>
    void confirmAction({
      title: t('pay.order.paidTitle'),
      body: <p>{t('pay.order.paidBody', words)}</p>,
      confirmLabel: t('pay.order.paid'),
      tone: 'primary',
      onConfirm: () => model.paid(),
    });
  const askCancel = () =>
    void confirmAction({
      title: t('pay.order.cancelTitle'),
      body: <p>{t('pay.order.cancelBody', words)}</p>,
      confirmLabel: t('pay.order.cancel'),
      cancelLabel: t('pay.order.keep'),
      onConfirm: () => model.cancel(),
    });
  const askRelease = () =>
    void confirmAction({
      title: t('pay.order.releaseTitle', words),
      body: <p>{t('pay.order.releaseBody', words)}</p>,
      confirmLabel: t('pay.order.release', words),
      tone: 'primary',
      onConfirm: () => model.release(),
    });

  if (order.status === 'pending' && buyer) {
    return (
      <div className="pay-actions pay-actions--start">
        <Button loading={busy === 'paid'} onClick={askPaid}>
          {t('pay.order.paid')}
        </Button>
        <Button variant="secondary" loading={busy === 'cancel'} onClick={askCancel}>
          {t('pay.order.cancel')}
        </Button>
      </div>
    );
  }
  const canRelease = !buyer && (order.status === 'paid' || order.status === 'disputed');
  const canDispute = order.status === 'paid';
  const canCancelPaid = buyer && (order.status === 'paid' || order.status === 'disputed');
  return (
    <>
      {canRelease ? (
        <div className="pay-actions pay-actions--start">
          <Button loading={busy === 'release'} onClick={askRelease}>
            {t('pay.order.release', words)}
          </Button>
        </div>
      ) : null}
      {canDispute ? (
        model.msToDispute.value > 0 ? (
          <p className="page-muted pay-countdown">
            <ShieldAlert size={16} aria-hidden="true" />
            {t('pay.order.disputeIn', { time: clockText(model.msToDispute.value) })}
          </p>
        ) : (
          <form
            className="stack-form pay-dispute"
            onSubmit={(e) => {
              e.preventDefault();
              void model.dispute();
            }}
          >
            <div className="field">
              <label htmlFor={`${id}-reason`}>{t('pay.order.disputeReason')}</label>
              <textarea
                id={`${id}-reason`}
                rows={2}
                maxLength={500}
                value={model.reason.value}
                onChange={(e) => (model.reason.value = e.target.value)}
                aria-invalid={model.reasonError.value ? true : undefined}
              />
              {model.reasonError.value ? (
                <p className="field__error" role="alert">
                  {model.reasonError.value}
                </p>
              ) : null}
            </div>
            <Button type="submit" variant="danger" loading={busy === 'dispute'}>
              {t('pay.order.dispute')}
            </Button>
          </form>
        )
      ) : null}
      {canCancelPaid ? <CancelPaidOrder model={model} order={order} open={cancelPaidOpen} onOpen={setCancelPaidOpen} /> : null}
    </>
  );
}

/**
 * The buyer's cancel once the order is marked paid (or disputed): only after ticking that they did not pay or were
 * refunded, since it hands the escrow back to the seller for good.
 */
function CancelPaidOrder({
  model,
  order,
  open,
  onOpen,
}: {
  model: Model;
  order: P2pOrder;
  open: boolean;
  onOpen: (open: boolean) => void;
}) {
  useSignals();
  const t = useT();
  const id = useId();
  const [notPaid, setNotPaid] = useState(false);
  const amount = formatAsset(order.amount, { code: order.asset, precision: precisionOf(order.asset) }, language.value);
  if (!open) {
    return (
      <div className="pay-actions pay-actions--start">
        <Button variant="secondary" onClick={() => onOpen(true)}>
          {t('pay.order.cancel')}
        </Button>
      </div>
    );
  }
  return (
    <div className="stack-form pay-cancel-paid">
      <p className="form-notice">{t('pay.order.cancelPaidConfirm', { amount })}</p>
      <label className="pay-check" htmlFor={`${id}-not-paid`}>
        <input id={`${id}-not-paid`} type="checkbox" checked={notPaid} onChange={(e) => setNotPaid(e.target.checked)} />
        {t('pay.order.notPaid')}
      </label>
      <div className="pay-actions pay-actions--start">
        <Button
          variant="secondary"
          onClick={() => {
            setNotPaid(false);
            onOpen(false);
          }}
        >
          {t('pay.back')}
        </Button>
        <Button variant="danger" disabled={!notPaid} loading={model.busy.value === 'cancel'} onClick={() => void model.cancel()}>
          {t('pay.order.cancel')}
        </Button>
      </div>
    </div>
  );
}

function Feedback({ model, order }: { model: Model; order: P2pOrder }) {
  useSignals();
  const t = useT();
  const id = useId();
  const other = order.role === 'buyer' ? order.seller : order.buyer;
  const { given, received } = order.feedback;
  return (
    <div className="pay-feedback">
      {given ? (
        <p>{t('pay.order.feedbackGiven', { rating: t(`pay.order.${given.rating}`) })}</p>
      ) : (
        <form
          className="stack-form"
          onSubmit={(e) => {
            e.preventDefault();
            void model.feedback();
          }}
        >
          <fieldset className="page-fieldset pay-methods pay-methods--inline">
            <legend>{t('pay.order.feedbackTitle', { name: other.userName })}</legend>
            {(['positive', 'negative'] as const).map((r) => (
              <label key={r} className="pay-check">
                <input type="radio" name={`${id}-rating`} checked={model.rating.value === r} onChange={() => (model.rating.value = r)} />
                {t(`pay.order.${r}`)}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-comment`}>{t('pay.order.comment')}</label>
            <input
              id={`${id}-comment`}
              maxLength={280}
              value={model.comment.value}
              onChange={(e) => (model.comment.value = e.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary" loading={model.busy.value === 'feedback'}>
            {t('pay.order.sendFeedback')}
          </Button>
        </form>
      )}
      {received ? (
        <p className="page-muted">{t('pay.order.feedbackReceived', { name: other.userName, rating: t(`pay.order.${received.rating}`) })}</p>
      ) : null}
    </div>
  );
}

function StatusLine({ model, order }: { model: Model; order: P2pOrder }) {
  useSignals();
  const t = useT();
  const lang = language.value;
  const asset = { code: order.asset, precision: precisionOf(order.asset) };
  const fiat = { code: order.fiat, precision: precisionOf(order.fiat) };
  const buyer = order.role === 'buyer';
  switch (order.status) {
    case 'pending':
      return (
        <p className="pay-countdown pay-countdown--big" role="timer">
          <Clock size={18} aria-hidden="true" />
          {buyer
            ? t('pay.order.payWithin', { time: clockText(model.msToExpiry.value) })
            : t('pay.order.waitingPayment', { time: clockText(model.msToExpiry.value) })}
        </p>
      );
    case 'paid':
      return (
        <p className="form-notice">
          {buyer ? t('pay.order.waitingRelease') : t('pay.order.checkPayment', { amount: formatAsset(order.fiatAmount, fiat, lang) })}
        </p>
      );
    case 'disputed':
      return <p className="form-error">{t('pay.order.disputeOpen', { reason: order.disputeReason ?? '' })}</p>;
    case 'completed':
      return <p className="form-notice">{t('pay.order.completed', { amount: formatAsset(order.amount, asset, lang) })}</p>;
    case 'cancelled':
      return <p className="form-notice">{t('pay.order.cancelled')}</p>;
    case 'expired':
      return <p className="form-notice">{t('pay.order.expired')}</p>;
  }
}

export function P2pOrderPage({ title }: PayPageProps) {
  useSignals();
  const t = useT();
  const lang = language.value;
  const { query = '' } = useParams();
  const model = useModel(
    () =>
      new OrderModel({
        id: query,
        get: getOrder,
        messages: listOrderMessages,
        paid: markOrderPaid,
        release: releaseOrder,
        cancel: cancelOrder,
        dispute: disputeOrder,
        feedback: leaveFeedback,
        send: sendOrderMessage,
        refresh: refreshWallet,
        notify: (kind, message) => toast[kind](message),
        now: () => Date.now(),
      }),
  );
  useEffect(() => {
    void loadAssets().catch(() => null);
    void model.load();
  }, [model]);
  const order = model.order.value;
  const open = !!order && OPEN.has(order.status);
  useLive('balance', () => model.load(), { intervalMs: ORDER_POLL_MS, active: open });
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => model.tick(), 1000);
    return () => clearInterval(timer);
  }, [model, open]);

  if (model.missing.value) {
    return (
      <PayPage title={title}>
        <PageNotFound message={t('pay.order.notFound')} backTo={payLinks.p2pOrders} backLabel={t('pay.order.toOrders')} />
      </PayPage>
    );
  }
  if (!order) {
    return (
      <PayPage title={title}>
        {model.error.value ? <LoadError message={model.error.value} onRetry={() => void model.load()} /> : <Loading />}
      </PayPage>
    );
  }
  const asset = { code: order.asset, precision: precisionOf(order.asset) };
  const fiat = { code: order.fiat, precision: precisionOf(order.fiat) };
  const other = order.role === 'buyer' ? order.seller : order.buyer;
  const buyer = order.role === 'buyer';

  return (
    <PayPage title={title}>
      <div className="pay-order">
        <section className="page-card pay-order__main" aria-labelledby="pay-order-title">
          <div className="page-row page-row--spread">
            <h2 id="pay-order-title">
              {t(buyer ? 'pay.order.buying' : 'pay.order.selling', { asset: order.asset, name: other.userName })}
            </h2>
            <PayStatus status={order.status} />
          </div>
          <p className="page-muted">
            {t('pay.order.id', { id: order.id })} · {formatTime(order.createdAt, { timeZone: timeZone.value, lang })}
          </p>
          <StatusLine model={model} order={order} />
          {order.dispute ? <DisputePanel order={order} onChanged={(next) => (model.order.value = next)} /> : null}
          <dl className="page-summary pay-summary">
            <div className="pay-summary__total">
              <dt>{buyer ? t('pay.order.pay') : t('pay.order.receive')}</dt>
              <dd data-testid="order-fiat">{formatAsset(order.fiatAmount, fiat, lang)}</dd>
            </div>
            <div>
              <dt>{buyer ? t('pay.p2p.youReceive') : t('pay.p2p.youSell')}</dt>
              <dd data-testid="order-amount">{formatAsset(order.amount, asset, lang)}</dd>
            </div>
            <div>
              <dt>{t('pay.order.price')}</dt>
              <dd>{formatAsset(order.price, fiat, lang)}</dd>
            </div>
            <div>
              <dt>{t('pay.order.method')}</dt>
              <dd>{t(`pay.method.${order.method}`)}</dd>
            </div>
          </dl>
          {buyer && order.status === 'pending' ? (
            <div className="pay-pay-to">
              <span className="page-muted">{t('pay.order.payTo')}</span>
              <PaymentDetailsView method={order.method} details={order.paymentDetails} />
            </div>
          ) : null}
          {open ? (
            <p className="page-muted pay-escrow">
              <Lock size={14} aria-hidden="true" />
              {t('pay.order.escrow', { amount: formatAsset(order.amount, asset, lang) })}
            </p>
          ) : null}
          {order.terms ? (
            <p className="pay-note">
              <strong>{t('pay.p2p.terms')}:</strong> {order.terms}
            </p>
          ) : null}
          <PartyLine party={other} size={36} />
          <Actions model={model} order={order} />
          {order.status === 'completed' ? <Feedback model={model} order={order} /> : null}
        </section>
        <Chat model={model} order={order} />
      </div>
    </PayPage>
  );
}
