// Words for amounts, statuses and movements, shared by the pay pages (the catalogue is i18n/messages/pay.ts).
import { t } from '../../../i18n';
import { payLinks } from './links';
import type { Movement } from './types';

/** A duration people read: "1 minute", "10 minutes", "1 hour". */
export function durationText(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return t('pay.time.minutes', { count: minutes });
  return t('pay.time.hours', { count: Math.round(minutes / 60) });
}

/** "04:59" for a countdown (never negative). */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  return `${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The line that says what a movement was: "To @ben", "USD → NGN", "Added by card", "Market purchase". */
export function movementTitle(m: Movement): string {
  // Another area's movement says why in data (the reason); "other" and older answers fall back to area and direction.
  if (m.reason && m.reason !== 'other') return t(`pay.reason.${m.reason}`);
  const name = m.counterparty?.userName ?? '';
  switch (m.type) {
    case 'send':
      return t('pay.title.send', { name });
    case 'receive':
      return t('pay.title.receive', { name });
    case 'request':
      return m.direction === 'in' ? t('pay.title.requestIn', { name }) : t('pay.title.requestOut', { name });
    case 'convert':
      return t('pay.title.convert', { from: m.asset, to: m.counterAsset ?? '' });
    case 'add':
      return t('pay.title.add', { method: t(`pay.method.${m.method ?? 'card'}`) });
    case 'withdraw':
      return t('pay.title.withdraw', { method: t(`pay.method.${m.method ?? 'bank'}`) });
    case 'p2p_buy':
      return t('pay.title.p2pBuy', { name });
    case 'p2p_sell':
      return t('pay.title.p2pSell', { name });
    case 'gift_card_buy':
      return t('pay.title.giftBuy');
    case 'gift_card_redeem':
      return name ? t('pay.title.giftRedeemFrom', { name }) : t('pay.title.giftRedeem');
    case 'game':
      return m.direction === 'in' ? t('pay.title.gamePayout') : t('pay.title.gameStake');
    case 'market':
      return m.direction === 'in' ? t('pay.title.marketIn') : t('pay.title.marketBuy');
    case 'cloud':
      return m.direction === 'in' ? t('pay.title.cloudRefund') : t('pay.title.cloudCharge');
    case 'bonus':
      return t('pay.title.bonus');
    case 'platform':
      return m.direction === 'in' ? t('pay.title.platformIn') : t('pay.title.platformOut');
  }
}

/** The game or market order another area's movement belongs to, in words ("order mo00000004"), or null. */
export function movementRefText(m: Movement): string | null {
  if (!m.reason || !m.ref) return null;
  if (m.reason.startsWith('game_')) return t('pay.ref.game', { id: m.ref });
  if (m.reason.startsWith('market_')) return t('pay.ref.order', { id: m.ref });
  return null;
}

/** Where that ref can be opened: the buyer's orders list holds a purchase and its refund (games have no page). */
export function movementRefHref(m: Movement): string | null {
  return m.ref && (m.reason === 'market_purchase' || m.reason === 'market_refund') ? payLinks.marketOrders : null;
}

/** What a movement was, with its game or order, on one line: "Market purchase · order mo00000004". */
export function movementDetails(m: Movement): string {
  const ref = movementRefText(m);
  return ref ? `${movementTitle(m)} · ${ref}` : movementTitle(m);
}

/** The sign a movement shows: money that leaves is "−", money that arrives "+"; requests and conversions none. */
export function movementSign(m: Movement): '+' | '−' | '' {
  if (m.type === 'convert') return '';
  return m.direction === 'in' ? '+' : '−';
}
