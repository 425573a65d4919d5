// How much money a person may move out by verification (issue #30, "Verification means something"): the one
// source the mock enforces (store/pay-limits.ts) and the client states (send, withdraw, P2P and /account/verification).
// Limits are in OSBT (= USD, spec section 9); other assets count at the mock's rates. Windows are rolling, as Wise's
// are: the last 24 hours and the last 30 days up to now.

export type LimitKind = 'send' | 'withdraw' | 'p2p';
export type LimitWindow = 'day' | 'month';
export type LimitTier = 'unverified' | 'verified';

export const LIMIT_KINDS: readonly LimitKind[] = ['send', 'withdraw', 'p2p'];
export const LIMIT_WINDOWS: readonly LimitWindow[] = ['day', 'month'];
/** The asset the limits are written in. */
export const LIMIT_ASSET = 'OSBT';
export const LIMIT_WINDOW_MS: Readonly<Record<LimitWindow, number>> = { day: 86_400_000, month: 30 * 86_400_000 };

/** Whole OSBT per rolling window. Unverified people can try every flow; verification raises each cap 40 to 67 times. */
export const MONEY_LIMITS: Readonly<Record<LimitTier, Readonly<Record<LimitKind, Readonly<Record<LimitWindow, number>>>>>> = {
  unverified: {
    send: { day: 1_000, month: 3_000 },
    withdraw: { day: 500, month: 1_500 },
    p2p: { day: 1_000, month: 3_000 },
  },
  verified: {
    send: { day: 50_000, month: 200_000 },
    withdraw: { day: 20_000, month: 100_000 },
    p2p: { day: 50_000, month: 200_000 },
  },
};

export const tierOf = (isVerified: boolean): LimitTier => (isVerified ? 'verified' : 'unverified');

/** The refusal code of a limit (pay.limitSendDay …): one per kind and window so each reads naturally. */
export function limitCode(kind: LimitKind, window: LimitWindow) {
  const k = kind === 'p2p' ? 'P2p' : kind === 'send' ? 'Send' : 'Withdraw';
  const w = window === 'day' ? 'Day' : 'Month';
  return `pay.limit${k}${w}` as const;
}
