// The verification limits on money going out (contracts/rules/money-limits.ts): what a person moved in the last
// 24 hours and 30 days, read from their own pay movements (so a failed, declined or cancelled one gives its room
// back), and the refusal when a new amount would go over either window.
import {
  LIMIT_ASSET,
  LIMIT_KINDS,
  LIMIT_WINDOW_MS,
  LIMIT_WINDOWS,
  MONEY_LIMITS,
  limitCode,
  tierOf,
  type LimitKind,
} from '../../../contracts/rules/money-limits.ts';
import type { components } from '../../../contracts/api/schema.d.ts';
import { unprocessable } from '../lib/errors.ts';
import { PAY_RATES, type PayAssetCode } from '../seed/pay-assets.ts';
import type { PayContext, StoredMovement } from './pay-context.ts';
import { convertMinor } from './pay-math.ts';
import type { UserRecord } from './users.ts';

export type MoneyLimits = components['schemas']['MoneyLimits'];

/** Which of a person's movements count against a kind, and in which states (a request counts once it is paid). */
function counts(kind: LimitKind, m: StoredMovement): boolean {
  const live = m.status === 'pending' || m.status === 'completed';
  if (kind === 'send') return (m.type === 'send' && live) || (m.type === 'request' && m.direction === 'out' && m.status === 'completed');
  if (kind === 'withdraw') return m.type === 'withdraw' && live;
  return (m.type === 'p2p_buy' || m.type === 'p2p_sell') && live;
}

/** An amount in whole OSBT, rounded up so splitting never slips under a cap. */
export function inLimitAsset(amount: number, asset: PayAssetCode): number {
  if (asset === LIMIT_ASSET) return amount;
  if (!(asset in PAY_RATES)) return 0;
  const down = convertMinor(amount, asset, LIMIT_ASSET);
  return convertMinor(down, LIMIT_ASSET, asset) < amount ? down + 1 : down;
}

export function createLimits(ctx: PayContext) {
  const used = (uid: string, kind: LimitKind, since: number): number =>
    ctx
      .movementsOf(uid)
      .filter((m) => m.createdAt > since && counts(kind, m))
      .reduce((sum, m) => sum + inLimitAsset(m.amount, m.asset), 0);

  return {
    /** 422 pay.limit<Kind><Window> when `amount` of `asset` would take the person over a window's cap. */
    check(user: UserRecord, kind: LimitKind, asset: PayAssetCode, amount: number): void {
      const tier = MONEY_LIMITS[tierOf(user.isVerified)][kind];
      const value = inLimitAsset(amount, asset);
      for (const window of LIMIT_WINDOWS) {
        const spent = used(user.uid, kind, ctx.now() - LIMIT_WINDOW_MS[window]);
        if (spent + value > tier[window]) {
          throw unprocessable(limitCode(kind, window), {
            limit: tier[window],
            left: Math.max(0, tier[window] - spent),
            verified: MONEY_LIMITS.verified[kind][window],
            asset: LIMIT_ASSET,
          });
        }
      }
    },
    /** Each kind's caps and what the person has used of them now (the verification page states them). */
    view(user: UserRecord): MoneyLimits {
      const at = ctx.now();
      return {
        asset: LIMIT_ASSET,
        verified: user.isVerified,
        kinds: LIMIT_KINDS.map((kind) => ({
          kind,
          day: { limit: MONEY_LIMITS[tierOf(user.isVerified)][kind].day, used: used(user.uid, kind, at - LIMIT_WINDOW_MS.day) },
          month: { limit: MONEY_LIMITS[tierOf(user.isVerified)][kind].month, used: used(user.uid, kind, at - LIMIT_WINDOW_MS.month) },
        })),
      };
    },
  };
}

export type Limits = ReturnType<typeof createLimits>;
