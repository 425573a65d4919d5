// Where a day begins in a time zone (client activity filters, mock statements).
import { describe, expect, it } from 'vitest';
import { zonedMidnight } from '../zoned-time';

describe('zonedMidnight', () => {
  it('is the zone’s own midnight, not UTC’s', () => {
    expect(new Date(zonedMidnight(2026, 11, 26, 'America/Sao_Paulo')).toISOString()).toBe('2026-11-26T03:00:00.000Z');
    expect(new Date(zonedMidnight(2026, 11, 26, 'Africa/Lagos')).toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(new Date(zonedMidnight(2026, 11, 26, 'UTC')).toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });

  it('takes overflowing months and days as Date.UTC does (month 13 is next January)', () => {
    expect(zonedMidnight(2026, 13, 1, 'UTC')).toBe(Date.UTC(2027, 0, 1));
    expect(zonedMidnight(2026, 2, 29, 'UTC')).toBe(Date.UTC(2026, 2, 1));
  });

  it('is right across a daylight-saving change (New York, 8 March 2026)', () => {
    expect(new Date(zonedMidnight(2026, 3, 8, 'America/New_York')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(new Date(zonedMidnight(2026, 3, 9, 'America/New_York')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});
