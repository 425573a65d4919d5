// `npm run mock`'s whole-number settings (PORT here; SEED_SCALE in seed-scale.test.ts): the default, and a clear
// refusal of what is not one (bad input never changes silently).
import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, parseListenPort } from '../src/lib/env-settings.ts';

describe('PORT', () => {
  it('is 4000 unset or empty (DESIGN: "mock API 4000 (`PORT` to change)")', () => {
    expect(DEFAULT_PORT).toBe(4000);
    expect(parseListenPort(undefined)).toBe(4000);
    expect(parseListenPort('')).toBe(4000);
    expect(parseListenPort('  ')).toBe(4000);
  });

  it('takes a whole number from 1 to 65535', () => {
    expect(parseListenPort('4600')).toBe(4600);
    expect(parseListenPort(' 1 ')).toBe(1);
    expect(parseListenPort('65535')).toBe(65_535);
  });

  it('refuses anything else with what was written', () => {
    for (const raw of ['0', '65536', '-1', '40.5', 'abc', '4000x'])
      expect(() => parseListenPort(raw)).toThrow(`PORT must be a whole number from 1 to 65535, got ${JSON.stringify(raw)}`);
  });
});
