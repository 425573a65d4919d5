// A small seeded PRNG (mulberry32): the seed data and the property tests are reproducible with no dependency.

export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** An id of `length` characters from [0-9a-z], starting with a letter (so object keys keep insertion order). */
  id(length: number): string;
}

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    id(length: number): string {
      let out = ALPHABET[int(10, 35)] ?? 'a';
      while (out.length < length) out += ALPHABET[int(0, 35)] ?? '0';
      return out;
    },
  };
}
