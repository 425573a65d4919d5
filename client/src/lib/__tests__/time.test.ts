// Times shown in the time zone preference, with a UTC fallback.
import { describe, it, expect } from 'vitest';
import { formatDay, formatRelative, formatTime, isValidTimeZone } from '../time';

const noonUtc = Date.UTC(2024, 0, 15, 12, 0, 0);

describe('time formatting in the time zone preference', () => {
  it('shows the time in the given zone', () => {
    expect(formatTime(noonUtc, { timeZone: 'Africa/Lagos', lang: 'en', style: 'time' })).toBe('1:00 PM');
    expect(formatTime(noonUtc, { timeZone: 'UTC', lang: 'en', style: 'time' })).toBe('12:00 PM');
    expect(formatTime(noonUtc, { timeZone: 'Asia/Tokyo', lang: 'pt', style: 'time' })).toBe('21:00');
  });

  it('an invalid zone falls back to UTC', () => {
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(formatTime(noonUtc, { timeZone: 'Mars/Olympus', lang: 'en', style: 'time' })).toBe('12:00 PM');
    expect(formatTime(noonUtc, { timeZone: null, lang: 'en', style: 'date' })).toBe('Jan 15, 2024');
  });

  it('relative times in the language', () => {
    expect(formatRelative(noonUtc - 3 * 60_000, noonUtc, 'en')).toBe('3 minutes ago');
    expect(formatRelative(noonUtc + 2 * 86_400_000, noonUtc, 'en')).toBe('in 2 days');
    expect(formatRelative(noonUtc, noonUtc, 'en')).toBe('now');
    expect(formatRelative(noonUtc - 86_400_000, noonUtc, 'pt')).toBe('ontem');
  });
});

describe('formatDay', () => {
  it('"dates show in the person\'s format": a calendar day in the language, never moved by a time zone', () => {
    expect(formatDay('2026-11-30', 'pt')).toBe('30 de nov. de 2026');
    expect(formatDay('2026-11-30', 'en')).toBe('Nov 30, 2026');
    expect(formatDay('1990-01-01', 'en')).toBe('Jan 1, 1990');
  });
  it('shows what is not a real day as it is', () => {
    expect(formatDay('2026-02-30', 'pt')).toBe('2026-02-30');
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});
