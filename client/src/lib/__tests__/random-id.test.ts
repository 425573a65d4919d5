// The random id helper (spec section 9).
import { describe, it, expect } from 'vitest';
import { RANDOM_ID_LENGTH, randomId } from '../random-id';

describe('randomId (spec section 9)', () => {
  it('"Random id helper default length 8", lowercase alphanumerics', () => {
    expect(RANDOM_ID_LENGTH).toBe(8);
    expect(randomId()).toMatch(/^[a-z0-9]{8}$/);
    expect(randomId(12)).toMatch(/^[a-z0-9]{12}$/);
    expect(randomId(0)).toBe('');
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => randomId()));
    expect(ids.size).toBe(1000);
  });
});
