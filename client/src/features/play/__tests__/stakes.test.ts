// Spec section 9: the stake tiers and the letters a–t, exactly as listed.
import { describe, expect, it } from 'vitest';
import { STAKE_LETTERS, STAKE_TIERS, checkStake, letterOf, stakeOf, tierOf } from '../models/stakes';

describe('stake tiers (spec section 9)', () => {
  it('"dime min 10, max 100, options 10, 20, 40, 80"', () => {
    expect(STAKE_TIERS[0]).toEqual({ id: 'dime', min: 10, max: 100, options: [10, 20, 40, 80] });
  });

  it('"cent 100–1000, options 160, 320, 640"', () => {
    expect(STAKE_TIERS[1]).toEqual({ id: 'cent', min: 100, max: 1000, options: [160, 320, 640] });
  });

  it('"kilo 1000–10000, options 1280, 2560, 5120"', () => {
    expect(STAKE_TIERS[2]).toEqual({ id: 'kilo', min: 1000, max: 10000, options: [1280, 2560, 5120] });
  });

  it('"halo 10000–10000000, 10 options from 10240 doubling to 5242880"', () => {
    expect(STAKE_TIERS[3]).toEqual({
      id: 'halo',
      min: 10000,
      max: 10000000,
      options: [10240, 20480, 40960, 81920, 163840, 327680, 655360, 1310720, 2621440, 5242880],
    });
  });

  it('every option lies within its tier, and the tiers list 20 options in all', () => {
    for (const tier of STAKE_TIERS) for (const amount of tier.options) expect(amount >= tier.min && amount <= tier.max).toBe(true);
    expect(STAKE_TIERS.flatMap((tier) => tier.options)).toHaveLength(20);
  });
});

describe('stake letters (spec section 9)', () => {
  it('"Stake letters a–t map to stakes 10, 20, 40, 80, 160, 320, 640, 1280, 2560, 5120, 10240, doubling to 5242880"', () => {
    const table = Object.fromEntries(STAKE_LETTERS.map((letter) => [letter, stakeOf(letter)]));
    expect(table).toEqual({
      a: 10,
      b: 20,
      c: 40,
      d: 80,
      e: 160,
      f: 320,
      g: 640,
      h: 1280,
      i: 2560,
      j: 5120,
      k: 10240,
      l: 20480,
      m: 40960,
      n: 81920,
      o: 163840,
      p: 327680,
      q: 655360,
      r: 1310720,
      s: 2621440,
      t: 5242880,
    });
  });

  it('the letters cover exactly the tier options, in order', () => {
    expect(
      STAKE_TIERS.flatMap((tier) => tier.options)
        .map(letterOf)
        .join(''),
    ).toBe('abcdefghijklmnopqrst');
  });

  it('anything else is no stake', () => {
    expect(stakeOf('u')).toBeUndefined();
    expect(stakeOf('A')).toBeUndefined();
    expect(stakeOf('')).toBeUndefined();
    expect(letterOf(100)).toBeUndefined();
    expect(tierOf(640)?.id).toBe('cent');
  });
});

describe('a stake above the OSBT balance is refused before anything is sent', () => {
  it('refuses a stake above the balance and names the amount', () => {
    expect(checkStake('e', 159)).toEqual({ ok: false, reason: 'tooHigh', amount: 160 });
  });

  it('accepts a stake equal to the balance', () => {
    expect(checkStake('e', 160)).toEqual({ ok: true, letter: 'e', amount: 160 });
  });

  it('refuses what is not a listed stake', () => {
    expect(checkStake('z', 1_000_000)).toEqual({ ok: false, reason: 'unknown' });
  });
});
