// Every movement explained: a movement's receipt (status history, rate, the ledger transactions it moved value in)
// and the monthly statement of one asset, read from the ledger itself so its figures agree with it to the unit.
import type { components } from '../../../contracts/api/schema.d.ts';
import { zonedMidnight } from '../../../contracts/rules/zoned-time.ts';
import { notFound, unprocessable } from '../lib/errors.ts';
import { BURN, FEES, MINT, userAccount, type AccountId, type Ledger, type LedgerRecord } from '../plugins/ledger.ts';
import { payAsset, type PayAssetCode } from '../seed/pay-assets.ts';
import { TREASURY, type PayContext, type StoredMovement } from './pay-context.ts';
import { platformMovements } from './pay-platform-movements.ts';

type Schemas = components['schemas'];
export type PayReceipt = Schemas['PayReceipt'];
export type PayStatement = Schemas['PayStatement'];
export type PayStatementQuery = Schemas['PayStatementQuery'];
type Side = Schemas['PayLedgerSide'];

/** The first millisecond of a month (1-based, may be 13: January of the next year) in a time zone. */
export function zonedMonthStart(year: number, month: number, timeZone: string): number {
  return zonedMidnight(year, month, 1, timeZone);
}

function knownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** How an account is named to the person reading (never another person's account id). */
function sideOf(account: AccountId, me: AccountId, counterparty: AccountId | null): Side {
  if (account === me) return 'me';
  if (counterparty !== null && account === counterparty) return 'counterparty';
  if (account === FEES) return 'fees';
  if (account === TREASURY) return 'treasury';
  if (account === MINT) return 'issuer';
  if (account === BURN) return 'burn';
  if (account.startsWith('escrow:')) return 'escrow';
  return 'platform';
}

/** The change a record makes to an account's balance. */
const changeOf = (record: LedgerRecord, account: AccountId): number =>
  (record.to === account ? record.amount : 0) - (record.from === account ? record.amount : 0);

export interface Receipts {
  receipt(uid: string, id: string): PayReceipt;
  statement(uid: string, query: PayStatementQuery): PayStatement;
}

export function createReceipts(deps: {
  ctx: PayContext;
  ledger: Ledger;
  /** The quoted rate of a conversion, by its quote id. */
  quoteRate(quoteId: string): number | null;
}): Receipts {
  const { ctx, ledger } = deps;

  /** My movements: the pay area's and those other areas' ledger transactions make. */
  const allOf = (uid: string): StoredMovement[] => [
    ...ctx.movementsOf(uid),
    ...platformMovements(ledger.records({ account: userAccount(uid) }), uid),
  ];

  const rateOf = (m: StoredMovement): number | null => {
    if (m.type === 'convert' && m.ref !== null) return deps.quoteRate(m.ref);
    if ((m.type === 'p2p_buy' || m.type === 'p2p_sell') && m.counterAsset && m.counterAmount && m.amount > 0) {
      // The trade's price: whole fiat units per whole asset unit.
      const fiat = m.counterAmount / 10 ** payAsset(m.counterAsset).precision;
      return fiat / (m.amount / 10 ** payAsset(m.asset).precision);
    }
    return null;
  };

  return {
    receipt(uid, id) {
      // Only the owner's movements are searched: someone else's id is "not found", its existence not leaked.
      const movement = allOf(uid).find((m) => m.id === id);
      if (!movement) throw notFound('pay.movementNotFound');
      const me = userAccount(uid);
      const counterparty = movement.counterpartyUid === null ? null : userAccount(movement.counterpartyUid);
      const transactions = movement.ledgerTx.flatMap((txId) => {
        const tx = ledger.transaction(txId);
        if (!tx) return [];
        // Other areas' transactions (a game's pot, a market order) may move other people's value: only my legs.
        const legs = txId.startsWith('pay:') ? tx.records : tx.records.filter((r) => r.from === me || r.to === me);
        return [
          {
            id: tx.requestId,
            at: tx.at,
            legs: legs.map((r) => ({
              from: sideOf(r.from, me, counterparty),
              to: sideOf(r.to, me, counterparty),
              asset: r.asset as PayAssetCode,
              amount: r.amount,
            })),
          },
        ];
      });
      return {
        movement: ctx.movementView(movement),
        rate: rateOf(movement),
        history: movement.history.map((h) => ({ ...h })),
        ledger: transactions.filter((tx) => tx.legs.length > 0),
      };
    },

    statement(uid, { asset, month, timeZone }) {
      if (!knownZone(timeZone)) throw unprocessable('pay.timeZoneUnknown', { timeZone });
      const [year, monthNumber] = month.split('-').map(Number) as [number, number];
      const from = zonedMonthStart(year, monthNumber, timeZone);
      const now = ctx.now();
      if (from > now) throw unprocessable('pay.monthNotStarted', { month, timeZone });
      const to = Math.min(zonedMonthStart(year, monthNumber + 1, timeZone) - 1, now);
      const me = userAccount(uid);
      const records = ledger.records({ account: me, asset });

      let opening = 0;
      const groups = new Map<string, { at: number; seq: number; net: number; fee: number }>();
      for (const record of records) {
        const change = changeOf(record, me);
        if (record.at < from) {
          opening += change;
          continue;
        }
        if (record.at > to) continue;
        const group = groups.get(record.requestId) ?? { at: record.at, seq: record.seq, net: 0, fee: 0 };
        group.net += change;
        if (record.from === me && record.to === FEES) group.fee += record.amount;
        groups.set(record.requestId, group);
      }

      const platform = platformMovements(records, uid);
      const movementOf = (txId: string): StoredMovement | undefined =>
        ctx.movementOfTx(uid, txId) ?? platform.find((m) => m.ledgerTx[0] === txId);

      let balance = opening;
      let totalIn = 0;
      let totalOut = 0;
      let fees = 0;
      const lines = [...groups.entries()]
        .filter(([, g]) => g.net !== 0)
        .sort(([, a], [, b]) => a.at - b.at || a.seq - b.seq)
        .map(([tx, g]) => {
          const movement = movementOf(tx);
          // A withdrawal's fee rides in its hold (to escrow, then to fees when paid out): it is still my fee.
          const fee =
            g.fee > 0 ? g.fee : movement?.type === 'withdraw' && movement.asset === asset && movement.ledgerTx[0] === tx ? movement.fee : 0;
          balance += g.net;
          if (g.net > 0) totalIn += g.net;
          else totalOut -= g.net;
          fees += fee;
          return { tx, at: g.at, amount: g.net, fee, balance, movement: movement ? ctx.movementView(movement) : null };
        });
      return { asset, month, timeZone, from, to, opening, closing: balance, totalIn, totalOut, fees, lines };
    },
  };
}
