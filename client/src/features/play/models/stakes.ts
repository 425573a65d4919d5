// Stakes (spec section 9): the four tiers with their limits and options, and the letters a–t the API uses.

/** Spec section 9: "Stake letters a–t map to stakes 10, 20, 40, … doubling to 5242880 (in OSBT)". */
export const STAKE_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't'] as const;
export type Letter = (typeof STAKE_LETTERS)[number];
/** Spec section 9: the stake of letter a; each next letter doubles it. */
export const FIRST_STAKE = 10;
/** The asset every stake is in (spec section 1: "The platform balance is held as the asset OSBT"). */
export const STAKE_ASSET = 'OSBT';

export type TierId = 'dime' | 'cent' | 'kilo' | 'halo';

export interface StakeTier {
  id: TierId;
  min: number;
  max: number;
  options: readonly number[];
}

const doubling = (from: number, count: number): number[] => Array.from({ length: count }, (_, k) => from * 2 ** k);

/** Spec section 9 "Stake tiers", exactly as listed. */
export const STAKE_TIERS: readonly StakeTier[] = [
  { id: 'dime', min: 10, max: 100, options: [10, 20, 40, 80] },
  { id: 'cent', min: 100, max: 1000, options: [160, 320, 640] },
  { id: 'kilo', min: 1000, max: 10000, options: [1280, 2560, 5120] },
  // "halo 10000–10000000, 10 options from 10240 doubling to 5242880"
  { id: 'halo', min: 10000, max: 10000000, options: doubling(10240, 10) },
];

export function isLetter(value: unknown): value is Letter {
  return typeof value === 'string' && (STAKE_LETTERS as readonly string[]).includes(value);
}

export function stakeOf(letter: string): number | undefined {
  const index = (STAKE_LETTERS as readonly string[]).indexOf(letter);
  return index < 0 ? undefined : FIRST_STAKE * 2 ** index;
}

export function letterOf(amount: number): Letter | undefined {
  return STAKE_LETTERS.find((letter) => stakeOf(letter) === amount);
}

export function tierOf(amount: number): StakeTier | undefined {
  return STAKE_TIERS.find((tier) => tier.options.includes(amount));
}

export type StakeCheck = { ok: true; letter: Letter; amount: number } | { ok: false; reason: 'unknown' | 'tooHigh'; amount?: number };

/** Checked before anything is sent: the stake must be a listed option and not above the OSBT balance. */
export function checkStake(letter: string, balance: number): StakeCheck {
  const amount = stakeOf(letter);
  if (!isLetter(letter) || amount === undefined) return { ok: false, reason: 'unknown' };
  if (amount > balance) return { ok: false, reason: 'tooHigh', amount };
  return { ok: true, letter, amount };
}
