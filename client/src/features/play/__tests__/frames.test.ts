// The realtime data the game reads is unknown until checked (contracts/asyncapi.yaml shapes).
import { describe, expect, it } from 'vitest';
import { parseChallenge, parsePlayData } from '../models/frames';

describe('JSON p data is PlayData', () => {
  it('accepts the contract example and the optional fields', () => {
    expect(parsePlayData({ i: 'g00000001', m: false, p: false, c: true, t: 1795000000000 })).toEqual({
      i: 'g00000001',
      m: false,
      p: false,
      c: true,
      t: 1795000000000,
    });
    const full = { i: 'g1', s: 'active', m: true, p: false, c: false, t: 1, g: 'c', u: 'u0000000002', n: 'ben-1-US-u0000000002', y: 'r' };
    expect(parsePlayData(full)).toEqual(full);
  });

  it('refuses anything else, and drops fields the contract does not name', () => {
    expect(parsePlayData(null)).toBeNull();
    expect(parsePlayData('p')).toBeNull();
    expect(parsePlayData({ i: 'g1', m: 'yes', p: false, c: true, t: 1 })).toBeNull();
    expect(parsePlayData({ i: 'g1', m: false, p: false, c: true, t: 1, g: 'z' })).toBeNull();
    expect(parsePlayData({ i: 'g1', m: false, p: false, c: true, t: 1, y: 'rock' })).toBeNull();
    expect(parsePlayData({ i: 'g1', m: false, p: false, c: true, t: 1, extra: 1 })).toEqual({ i: 'g1', m: false, p: false, c: true, t: 1 });
  });
});

describe('JSON r data is {i, g, u, n, rematch?}', () => {
  it('accepts a friend challenge and a rematch', () => {
    expect(parseChallenge({ i: 'g1', g: 'a', u: 'u0000000001', n: 'ada-1-NG-u0000000001' })).toEqual({
      i: 'g1',
      g: 'a',
      u: 'u0000000001',
      n: 'ada-1-NG-u0000000001',
    });
    expect(parseChallenge({ i: 'g2', g: 'b', u: 'u2', n: 'ben', rematch: true })).toMatchObject({ rematch: true });
  });

  it('refuses a challenge without a stake letter or a challenger', () => {
    expect(parseChallenge({ i: 'g1', g: 'x', u: 'u1', n: 'a' })).toBeNull();
    expect(parseChallenge({ i: 'g1', g: 'a', n: 'a' })).toBeNull();
    expect(parseChallenge([])).toBeNull();
  });
});
