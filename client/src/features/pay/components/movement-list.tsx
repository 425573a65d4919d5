// Movements as a list (wallet preview, /pay/activity) or a table (/pay/transactions): what happened, with whom,
// the signed amount in the asset's precision, the status, and the time in the person's time zone.
import {
  ArrowDownLeft,
  ArrowLeftRight,
  ArrowUpRight,
  Cloud,
  Gift,
  HandCoins,
  Plus,
  ArrowUpFromLine,
  Shapes,
  ShoppingBag,
  Sparkles,
  Swords,
  Users,
} from 'lucide-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { timeZone } from '../../../state/preferences';
import { precisionOf } from '../models/assets';
import { formatAsset } from '../../../lib/amount';
import { movementRefHref, movementRefText, movementSign, movementTitle } from '../models/describe';
import { payLinks } from '../models/links';
import type { Movement, MovementType } from '../models/types';
import { PayStatus } from './pay-status';

const ICONS: Record<MovementType, typeof Plus> = {
  add: Plus,
  withdraw: ArrowUpFromLine,
  send: ArrowUpRight,
  receive: ArrowDownLeft,
  request: HandCoins,
  convert: ArrowLeftRight,
  p2p_buy: Users,
  p2p_sell: Users,
  gift_card_buy: Gift,
  gift_card_redeem: Gift,
  game: Swords,
  market: ShoppingBag,
  cloud: Cloud,
  bonus: Sparkles,
  platform: Shapes,
};

/** Movements that moved nothing: their amount is shown struck through. */
const VOID: ReadonlySet<string> = new Set(['failed', 'declined', 'cancelled', 'expired']);

function useFormat() {
  const lang = language.value;
  const zone = timeZone.value;
  return {
    amount(m: Movement): string {
      return `${movementSign(m)}${formatAsset(m.amount, { code: m.asset, precision: precisionOf(m.asset) }, lang)}`;
    },
    counter(m: Movement): string | null {
      if (!m.counterAsset || m.counterAmount === null) return null;
      return formatAsset(m.counterAmount, { code: m.counterAsset, precision: precisionOf(m.counterAsset) }, lang);
    },
    fee(m: Movement): string | null {
      return m.fee > 0 ? formatAsset(m.fee, { code: m.asset, precision: precisionOf(m.asset) }, lang) : null;
    },
    time(ms: number): string {
      return formatTime(ms, { timeZone: zone, lang });
    },
  };
}

/**
 * What a movement was (a link to its receipt), then the game or order it belongs to (a link where that order can be
 * opened).
 */
function MovementWhat({ m }: { m: Movement }) {
  const t = useT();
  const ref = movementRefText(m);
  const href = movementRefHref(m);
  return (
    <>
      <Link to={payLinks.receipt(m.id)} className="pay-movement__receipt">
        {movementTitle(m)}
      </Link>
      {ref ? ' · ' : null}
      {ref && href ? (
        <Link to={href} aria-label={t('pay.ref.orderLink', { id: m.ref ?? '' })}>
          {ref}
        </Link>
      ) : (
        ref
      )}
    </>
  );
}

export function MovementList({ items }: { items: readonly Movement[] }) {
  useSignals();
  const t = useT();
  const f = useFormat();
  return (
    <ul className="pay-movements" aria-label={t('pay.tableLabel')}>
      {items.map((m) => {
        const Icon = ICONS[m.type];
        const counter = f.counter(m);
        const fee = VOID.has(m.status) ? null : f.fee(m);
        return (
          <li key={m.id} className="pay-movement" data-type={m.type}>
            <span className="pay-movement__icon" data-direction={m.type === 'convert' ? 'both' : m.direction} aria-hidden="true">
              <Icon size={18} />
            </span>
            <span className="pay-movement__main">
              <span className="pay-movement__title">
                <MovementWhat m={m} />
              </span>
              <span className="pay-movement__meta">
                {t(`pay.type.${m.type}`)} · <time dateTime={new Date(m.createdAt).toISOString()}>{f.time(m.createdAt)}</time>
                {m.note ? ` · ${m.note}` : ''}
              </span>
            </span>
            <span className="pay-movement__side">
              <span className="pay-movement__amount" data-direction={m.direction} data-void={VOID.has(m.status) || undefined}>
                {f.amount(m)}
              </span>
              {counter ? <span className="pay-movement__counter">{m.type === 'convert' ? `→ ${counter}` : counter}</span> : null}
              {fee ? <span className="pay-movement__counter">{t('pay.detail.fee', { amount: fee })}</span> : null}
              <PayStatus status={m.status} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function MovementTable({ items }: { items: readonly Movement[] }) {
  useSignals();
  const t = useT();
  const f = useFormat();
  return (
    // A wide table scrolls sideways on a phone: the scroll box takes keyboard focus so it can be scrolled without
    // a pointer, and is named for whoever lands on it.
    <div className="page-table-wrap" tabIndex={0} role="region" aria-label={t('pay.tableLabel')}>
      <table className="page-table pay-table">
        <thead>
          <tr>
            <th scope="col">{t('pay.col.date')}</th>
            <th scope="col">{t('pay.col.type')}</th>
            <th scope="col">{t('pay.col.details')}</th>
            <th scope="col" className="pay-table__num">
              {t('pay.col.amount')}
            </th>
            <th scope="col">{t('pay.col.status')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((m) => {
            const counter = f.counter(m);
            const fee = VOID.has(m.status) ? null : f.fee(m);
            return (
              <tr key={m.id}>
                <td className="pay-table__date">{f.time(m.createdAt)}</td>
                <td>{t(`pay.type.${m.type}`)}</td>
                <td>
                  <MovementWhat m={m} />
                  {m.note ? <span className="pay-table__note">{m.note}</span> : null}
                </td>
                <td className="pay-table__num">
                  <span className="pay-movement__amount" data-direction={m.direction} data-void={VOID.has(m.status) || undefined}>
                    {f.amount(m)}
                  </span>
                  {counter ? <span className="pay-table__note">{m.type === 'convert' ? `→ ${counter}` : counter}</span> : null}
                  {fee ? <span className="pay-table__note">{t('pay.detail.fee', { amount: fee })}</span> : null}
                </td>
                <td>
                  <PayStatus status={m.status} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
