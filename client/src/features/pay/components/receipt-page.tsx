// /pay/activity/:id: one movement as a receipt (what, when in the person's time zone, with whom, amount, fee, rate,
// status history, reference and the ledger transaction it moved value in), printable on its own. Someone else's or
// an unknown id gets a not-found page (the API answers 404 and shows nothing of it).
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../i18n';
import { formatAsset } from '../../../lib/amount';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { timeZone } from '../../../state/preferences';
import { getReceipt } from '../api/get-receipt';
import { loadAssets, precisionOf } from '../models/assets';
import { movementDetails, movementSign } from '../models/describe';
import { payLinks } from '../models/links';
import type { Receipt } from '../models/types';
import { Loading, LoadError, PayPage, type PayPageProps } from './pay-page';
import { PayStatus } from './pay-status';
import './receipt-messages';

type State = { kind: 'loading' } | { kind: 'ready'; receipt: Receipt } | { kind: 'notFound' } | { kind: 'error'; message: string };

/** Back to the list as it was (its filters and page are in its URL) when the person came from it; else the list. */
function BackButton() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromApp = location.key !== 'default';
  return cameFromApp ? (
    <Button variant="ghost" size="sm" className="pay-receipt__back" onClick={() => void navigate(-1)}>
      <ArrowLeft size={16} aria-hidden="true" />
      {t('payReceipt.back')}
    </Button>
  ) : (
    <Link className="ui-button ui-button--ghost ui-button--sm pay-receipt__back" to={payLinks.activity}>
      <ArrowLeft size={16} aria-hidden="true" />
      {t('payReceipt.back')}
    </Link>
  );
}

export function ReceiptPage({ title }: PayPageProps) {
  useSignals();
  const t = useT();
  const { id = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    Promise.all([getReceipt(id), loadAssets()])
      .then(([receipt]) => live && setState({ kind: 'ready', receipt }))
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) setState({ kind: 'notFound' });
        else setState({ kind: 'error', message: errorMessage(error) });
      });
    return () => {
      live = false;
    };
  }, [id, attempt]);

  return (
    <PayPage
      title={title}
      narrow
      actions={
        <>
          <BackButton />
          {state.kind === 'ready' ? (
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer size={16} aria-hidden="true" />
              {t('payReceipt.print')}
            </Button>
          ) : null}
        </>
      }
    >
      {state.kind === 'loading' ? <Loading /> : null}
      {state.kind === 'error' ? <LoadError message={state.message} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      {state.kind === 'notFound' ? <EmptyState message={t('payReceipt.notFound')} /> : null}
      {state.kind === 'ready' ? <ReceiptCard receipt={state.receipt} /> : null}
    </PayPage>
  );
}

function ReceiptCard({ receipt }: { receipt: Receipt }) {
  useSignals();
  const t = useT();
  const lang = language.value;
  const zone = timeZone.value;
  const m = receipt.movement;
  const money = (minor: number, code: string): string => formatAsset(minor, { code, precision: precisionOf(code) }, lang);
  const time = (ms: number): string => formatTime(ms, { timeZone: zone, lang });
  const rate =
    receipt.rate !== null && m.counterAsset
      ? t('payReceipt.rateValue', {
          from: m.asset,
          to: m.counterAsset,
          rate: new Intl.NumberFormat(lang, { maximumSignificantDigits: 8 }).format(receipt.rate),
        })
      : null;
  const total = m.direction === 'out' && m.type !== 'convert' && m.fee > 0 ? money(m.amount + m.fee, m.asset) : null;

  return (
    <article className="page-card pay-receipt" aria-labelledby="pay-receipt-what" data-testid="pay-receipt">
      <header className="pay-receipt__head">
        <p id="pay-receipt-what" className="pay-receipt__what">
          {movementDetails(m)}
        </p>
        <p className="pay-receipt__amount pay-movement__amount" data-direction={m.direction}>
          {movementSign(m)}
          {money(m.amount, m.asset)}
        </p>
        <PayStatus status={m.status} />
      </header>
      <dl className="pay-receipt__facts">
        <dt>{t('payReceipt.what')}</dt>
        <dd>{t(`pay.type.${m.type}`)}</dd>
        <dt>{t('payReceipt.when')}</dt>
        <dd>
          <time dateTime={new Date(m.createdAt).toISOString()}>{time(m.createdAt)}</time>
        </dd>
        {m.counterparty ? (
          <>
            <dt>{t('payReceipt.counterparty')}</dt>
            <dd>@{m.counterparty.userName}</dd>
          </>
        ) : null}
        <dt>{t('payReceipt.amount')}</dt>
        <dd>{money(m.amount, m.asset)}</dd>
        <dt>{t('payReceipt.fee')}</dt>
        <dd>{money(m.fee, m.asset)}</dd>
        {total ? (
          <>
            <dt>{t('payReceipt.total')}</dt>
            <dd>{total}</dd>
          </>
        ) : null}
        {m.counterAsset && m.counterAmount !== null ? (
          <>
            <dt>{t('payReceipt.received')}</dt>
            <dd>{money(m.counterAmount, m.counterAsset)}</dd>
          </>
        ) : null}
        {rate ? (
          <>
            <dt>{t('payReceipt.rate')}</dt>
            <dd>{rate}</dd>
          </>
        ) : null}
        {m.method ? (
          <>
            <dt>{t('payReceipt.method')}</dt>
            <dd>{t(`pay.method.${m.method}`)}</dd>
          </>
        ) : null}
        {m.note ? (
          <>
            <dt>{t('payReceipt.note')}</dt>
            <dd>{m.note}</dd>
          </>
        ) : null}
        <dt>{t('payReceipt.reference')}</dt>
        <dd>
          <code>{m.id}</code>
          {m.ref ? (
            <>
              {' · '}
              <code>{m.ref}</code>
            </>
          ) : null}
        </dd>
      </dl>

      <h2 className="pay-receipt__section">{t('payReceipt.history')}</h2>
      <ol className="pay-receipt__history">
        {receipt.history.map((h) => (
          <li key={`${h.status}-${h.at}`}>
            <PayStatus status={h.status} />
            <time dateTime={new Date(h.at).toISOString()}>{time(h.at)}</time>
          </li>
        ))}
      </ol>

      <h2 className="pay-receipt__section">{t('payReceipt.ledger')}</h2>
      {receipt.ledger.length === 0 ? <p className="page-muted">{t('payReceipt.ledgerNone')}</p> : null}
      {receipt.ledger.map((tx) => (
        <section key={tx.id} className="pay-receipt__tx" aria-label={tx.id}>
          <p className="pay-receipt__tx-id">
            <code>{tx.id}</code> · <time dateTime={new Date(tx.at).toISOString()}>{time(tx.at)}</time>
          </p>
          <ul className="pay-receipt__legs">
            {tx.legs.map((leg, index) => (
              <li key={index}>
                <span>{t('payReceipt.ledgerLeg', { from: t(`payReceipt.side.${leg.from}`), to: t(`payReceipt.side.${leg.to}`) })}</span>
                <span className="pay-receipt__leg-amount">{money(leg.amount, leg.asset)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="page-muted pay-receipt__zone">{t('payReceipt.zone', { zone })}</p>
    </article>
  );
}
