// What other areas moved on a person's balance, as pay activity: each ledger transaction outside the pay area
// (game stakes and payouts, market checkout, refunds and seller payouts, cloud charges, welcome grants and
// rewards) becomes one movement per asset it changed, so the activity accounts for every change of the balance.
// Each carries a structured reason (never the ledger's English memo), which the client words in the person's language.
import { userAccount, type LedgerRecord } from '../plugins/ledger.ts';
import type { PayMovementReason, PayMovementType, StoredMovement } from './pay-context.ts';

/** Transactions the pay area records itself (with their own movements) start with this. */
const PAY_PREFIX = 'pay:';

/** The movement type of a transaction, from its request id's area prefix. */
export function platformTypeOf(requestId: string): PayMovementType {
  // Achievement rewards of the account area (account:reward:<uid>:<achievement>).
  if (requestId.startsWith('account:reward:')) return 'bonus';
  const area = requestId.slice(0, requestId.indexOf(':') + 1);
  switch (area) {
    case 'play:':
      return 'game';
    case 'market:':
      return 'market';
    case 'cloud:':
      return 'cloud';
    case 'welcome:':
    case 'reward:':
      return 'bonus';
    default:
      return 'platform';
  }
}

/** The game or order a transaction belongs to (play:<game>:…, market:order:<order>:…), or null. */
export function platformRefOf(requestId: string): string | null {
  const parts = requestId.split(':');
  const ref = parts[0] === 'play' ? parts[1] : parts[0] === 'market' && parts[1] === 'order' ? parts[2] : undefined;
  return ref && ref.length <= 32 ? ref : null;
}

/** How a game's settlement went, by its ledger memo (store/play.ts writes one transaction per game, `play:<game>:settle`). */
const SETTLE_REASONS: Readonly<Record<string, PayMovementReason>> = {
  'Game won': 'game_payout',
  'Game drawn: stake returned': 'game_draw',
  'Game stake returned': 'game_refund',
};
/** The market order's step (market:order:<order>:<step>, store/market.ts) → what it was for the person. */
const ORDER_REASONS: Readonly<Record<string, PayMovementReason>> = {
  pay: 'market_purchase',
  refund: 'market_refund',
  deliver: 'market_sale',
};
/** Cloud charges name their service (cloud:<service>:<uid>:<request>, store/cloud.ts). */
const CLOUD_REASONS: Readonly<Record<string, PayMovementReason>> = {
  domains: 'cloud_domains',
  storage: 'cloud_storage',
  messaging: 'cloud_messaging',
};

/**
 * Why a ledger transaction moved value, from its request id (and, for a game's settlement, its memo): the data the
 * client words in the person's language. The ledger's memos are English notes for whoever reads the ledger.
 */
export function platformReasonOf(transaction: { requestId: string; memo: string }): PayMovementReason {
  const parts = transaction.requestId.split(':');
  switch (parts[0]) {
    case 'play':
      if (parts[2] === 'stake' || parts[2] === 'stakes') return 'game_stake';
      return (parts[2] === 'settle' && SETTLE_REASONS[transaction.memo]) || 'other';
    case 'market':
      return (parts[1] === 'order' && ORDER_REASONS[parts[3] ?? '']) || 'other';
    case 'cloud':
      return CLOUD_REASONS[parts[1] ?? ''] ?? 'other';
    case 'welcome':
      return 'welcome';
    case 'account':
      return parts[1] === 'reward' ? 'achievement' : 'other';
    default:
      return 'other';
  }
}

/** Movement ids of ledger-derived entries: "mvl" + the record's ledger position in base 36 (never a pay id, all digits). */
const platformId = (seq: number): string => `mvl${seq.toString(36).padStart(7, '0')}`;

/** The person's non-pay ledger transactions as completed movements, one per transaction and asset with a net change. */
export function platformMovements(records: readonly LedgerRecord[], uid: string): StoredMovement[] {
  const account = userAccount(uid);
  const groups = new Map<string, { first: LedgerRecord; net: number }>();
  for (const record of records) {
    if (record.requestId.startsWith(PAY_PREFIX)) continue;
    const change = (record.to === account ? record.amount : 0) - (record.from === account ? record.amount : 0);
    if (change === 0) continue;
    const key = `${record.requestId}\u0000${record.asset}`;
    const group = groups.get(key);
    if (group) group.net += change;
    else groups.set(key, { first: record, net: change });
  }
  const movements: StoredMovement[] = [];
  for (const { first, net } of groups.values()) {
    if (net === 0) continue;
    movements.push({
      id: platformId(first.seq),
      owner: uid,
      type: platformTypeOf(first.requestId),
      reason: platformReasonOf(first),
      direction: net > 0 ? 'in' : 'out',
      status: 'completed',
      asset: first.asset as StoredMovement['asset'],
      amount: Math.abs(net),
      fee: 0,
      counterAsset: null,
      counterAmount: null,
      counterpartyUid: null,
      method: null,
      // The note is what a person wrote; the reason (with the ref) says what the platform did.
      note: null,
      ref: platformRefOf(first.requestId),
      createdAt: first.at,
      updatedAt: first.at,
      history: [{ status: 'completed', at: first.at }],
      ledgerTx: [first.requestId],
    });
  }
  return movements;
}
